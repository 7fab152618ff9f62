// Settings → Members (platform-core §3, §6, §9): sortable by name, role, date added and last
// active; a New badge for one week; role changes (never your own), removal with a confirm, the
// removed members with their leaving date, and guests with revocation one by one or all at once.
import PersonRemoveOutlined from '@mui/icons-material/PersonRemoveOutlined';
import {
  Alert,
  Box,
  Button,
  FormControlLabel,
  IconButton,
  Paper,
  Skeleton,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TableSortLabel,
  Tooltip,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { formatDate, formatRelativeTime } from '@sortie/domain';
import type { TMember, TUser, TWorkspaceRole } from '@sortie/domain/contracts';
import { useTheme } from '@mui/material/styles';
import { useState } from 'react';
import { notify, notifyError } from '../../../lib/notify.ts';
import {
  useMembers,
  useRemoveMember,
  useRevokeAllGuests,
  useRevokeGuest,
  type MemberSortKey,
  type MembersQuery,
  type SortOrder,
} from '../api/members.ts';
import { errorText } from '../../../lib/errors.ts';
import { canRevokeGuests, isNewMember, removal, type Viewer } from '../utils/member-rules.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { MemberIdentity } from './member-avatar.tsx';
import { MembersCompactList } from './members-compact-list.tsx';
import { RoleCell } from './role-cell.tsx';

const COLUMNS: { key: MemberSortKey; label: string }[] = [
  { key: 'name', label: 'Name' },
  { key: 'role', label: 'Role' },
  { key: 'date_added', label: 'Date added' },
  { key: 'last_active_date', label: 'Last active' },
];

type Pending = { kind: 'remove' | 'revoke'; member: TMember } | { kind: 'revoke-all' } | null;

function MembersTable({
  companyId,
  members,
  viewer,
  query,
  onSort,
  onRemove,
}: {
  companyId: string;
  members: TMember[];
  viewer: Viewer;
  query: MembersQuery;
  onSort: (key: MemberSortKey, order?: SortOrder) => void;
  onRemove: (m: TMember) => void;
}) {
  const now = Date.now();
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Members" data-testid="members-table" sx={{ minWidth: 640 }}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((c) => (
              <TableCell
                key={c.key}
                sortDirection={query.sortBy === c.key ? query.sortOrder : false}
              >
                <TableSortLabel
                  active={query.sortBy === c.key}
                  direction={query.sortBy === c.key ? query.sortOrder : 'asc'}
                  onClick={() => onSort(c.key)}
                  data-testid={`members-sort-${c.key}`}
                >
                  {c.label}
                </TableSortLabel>
              </TableCell>
            ))}
            <TableCell align="right">
              <Box component="span" sx={visuallyHidden}>
                Actions
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {members.map((m) => {
            const remove = removal(viewer, m);
            return (
              <TableRow
                key={m.user_id}
                data-testid={`member-row-${m.user_id}`}
                sx={{ opacity: m.leaving_date ? 0.6 : 1 }}
              >
                <TableCell sx={{ maxWidth: 280 }}>
                  <MemberIdentity member={m} isNew={!m.leaving_date && isNewMember(m, now)} />
                </TableCell>
                <TableCell>
                  <RoleCell companyId={companyId} viewer={viewer} member={m} />
                </TableCell>
                <TableCell>{formatDate(m.date_added)}</TableCell>
                <TableCell>{formatRelativeTime(m.last_active_date)}</TableCell>
                <TableCell align="right">
                  {!m.leaving_date && (
                    <Tooltip title={remove.allowed ? 'Remove member' : (remove.reason ?? '')}>
                      <span>
                        <IconButton
                          aria-label={`Remove ${m.name || 'member'}`}
                          disabled={!remove.allowed}
                          onClick={() => onRemove(m)}
                          data-testid={`member-remove-${m.user_id}`}
                        >
                          <PersonRemoveOutlined />
                        </IconButton>
                      </span>
                    </Tooltip>
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** A table on wide screens; on phones a list with a sort menu, so nothing scrolls sideways. */
function MembersView(props: Parameters<typeof MembersTable>[0]) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  return phone ? <MembersCompactList {...props} /> : <MembersTable {...props} />;
}

// Pixel strings on purpose: in sx a bare 1 means 100%, which made the page scroll sideways.
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  clip: 'rect(0 0 0 0)',
} as const;

function GuestsSection({
  guests,
  viewer,
  onRevoke,
  onRevokeAll,
}: {
  guests: TMember[];
  viewer: Viewer;
  onRevoke: (m: TMember) => void;
  onRevokeAll: () => void;
}) {
  const can = canRevokeGuests(viewer);
  return (
    <Box component="section" aria-labelledby="guests-heading">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        justifyContent="space-between"
        alignItems={{ xs: 'flex-start', sm: 'center' }}
        spacing={1}
        sx={{ mb: 1.5 }}
      >
        <Box>
          <Typography id="guests-heading" variant="h6" component="h3">
            Guests
          </Typography>
          <Typography variant="body2" color="text.secondary">
            External collaborators with access to shared sites.
          </Typography>
        </Box>
        {can && guests.length > 0 && (
          <Button
            color="error"
            variant="outlined"
            onClick={onRevokeAll}
            data-testid="revoke-all-guests"
          >
            Revoke all guests
          </Button>
        )}
      </Stack>
      {guests.length === 0 ? (
        <Typography color="text.secondary" data-testid="guests-empty">
          No guests. To add one, invite them with the Guest role from the Invites tab, then share
          sites with them.
        </Typography>
      ) : (
        <Paper variant="outlined">
          {guests.map((g, i) => (
            <Box
              key={g.user_id}
              data-testid={`guest-row-${g.user_id}`}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                p: 1.5,
                borderTop: i > 0 ? 1 : 0,
                borderColor: 'divider',
              }}
            >
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <MemberIdentity member={g} isNew={false} />
              </Box>
              {can && (
                <Button
                  color="error"
                  onClick={() => onRevoke(g)}
                  data-testid={`guest-revoke-${g.user_id}`}
                >
                  Revoke
                </Button>
              )}
            </Box>
          ))}
        </Paper>
      )}
    </Box>
  );
}

export function MembersTab({
  companyId,
  user,
  role,
}: {
  companyId: string;
  user: TUser;
  role: TWorkspaceRole | null;
}) {
  const [query, setQuery] = useState<MembersQuery>({
    sortBy: 'date_added',
    sortOrder: 'asc',
    includeRemoved: false,
  });
  const [pending, setPending] = useState<Pending>(null);
  const members = useMembers(companyId, query);
  const remove = useRemoveMember(companyId);
  const revoke = useRevokeGuest(companyId);
  const revokeAll = useRevokeAllGuests(companyId);
  const viewer: Viewer = { id: user.id, role, rules: user.rbac_rules };

  const sort = (key: MemberSortKey, order?: SortOrder) =>
    setQuery((q) => ({
      ...q,
      sortBy: key,
      sortOrder: order ?? (q.sortBy === key && q.sortOrder === 'asc' ? 'desc' : 'asc'),
    }));

  const confirm = () => {
    if (!pending) return;
    const done = {
      onSettled: () => setPending(null),
      onError: (e: unknown) => notifyError(errorText(e)),
    };
    if (pending.kind === 'remove') {
      remove.mutate(pending.member.user_id, {
        ...done,
        onSuccess: () => notify(`${pending.member.name || 'Member'} was removed`),
      });
    } else if (pending.kind === 'revoke') {
      revoke.mutate(pending.member.user_id, {
        ...done,
        onSuccess: () => notify(`Access revoked for ${pending.member.name || 'the guest'}`),
      });
    } else {
      revokeAll.mutate(undefined, {
        ...done,
        onSuccess: (r) => notify(`Access revoked for ${r?.revoked ?? 'all'} guests`),
      });
    }
  };

  const list = members.data?.members ?? [];
  const people = list.filter((m) => m.role !== 'guest');
  const guests = list.filter((m) => m.role === 'guest' && !m.leaving_date);

  return (
    <Stack spacing={4}>
      <Box component="section" aria-labelledby="members-heading">
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          justifyContent="space-between"
          alignItems={{ xs: 'flex-start', sm: 'center' }}
          sx={{ mb: 1.5 }}
        >
          <Typography id="members-heading" variant="h6" component="h3">
            Members
          </Typography>
          <FormControlLabel
            control={
              <Switch
                checked={query.includeRemoved}
                onChange={(e) => setQuery((q) => ({ ...q, includeRemoved: e.target.checked }))}
                slotProps={{ input: { 'data-testid': 'show-removed-members' } as object }}
              />
            }
            label="Show removed members"
          />
        </Stack>
        {members.isPending ? (
          <Stack spacing={1} aria-busy="true" aria-label="Loading members">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} variant="rounded" height={52} />
            ))}
          </Stack>
        ) : members.isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" onClick={() => void members.refetch()}>
                Retry
              </Button>
            }
          >
            {errorText(members.error)}
          </Alert>
        ) : people.length === 0 ? (
          <Typography color="text.secondary" data-testid="members-empty">
            No members yet. Invite your team from the Invites tab.
          </Typography>
        ) : (
          <MembersView
            companyId={companyId}
            members={people}
            viewer={viewer}
            query={query}
            onSort={sort}
            onRemove={(m) => setPending({ kind: 'remove', member: m })}
          />
        )}
      </Box>
      {members.isSuccess && (
        <GuestsSection
          guests={guests}
          viewer={viewer}
          onRevoke={(m) => setPending({ kind: 'revoke', member: m })}
          onRevokeAll={() => setPending({ kind: 'revoke-all' })}
        />
      )}
      <ConfirmDialog
        open={pending !== null}
        busy={remove.isPending || revoke.isPending || revokeAll.isPending}
        title={
          pending?.kind === 'remove'
            ? `Remove ${pending.member.name || 'this member'}?`
            : pending?.kind === 'revoke'
              ? `Revoke ${pending.member.name || 'this guest'}'s access?`
              : 'Revoke all guests?'
        }
        message={
          pending?.kind === 'remove'
            ? 'They lose access to this workspace at once. Their sites stay in the workspace.'
            : pending?.kind === 'revoke'
              ? 'They leave the workspace at once, and every site shared with them here is unshared. Their Personal Workspace no longer lists those sites.'
              : 'Every guest leaves the workspace at once, and every site shared with them here is unshared.'
        }
        confirmLabel={pending?.kind === 'remove' ? 'Remove member' : 'Revoke access'}
        onCancel={() => setPending(null)}
        onConfirm={confirm}
      />
    </Stack>
  );
}
