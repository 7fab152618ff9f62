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
import { formatRelativeTime, formatShortDate } from '../../../i18n/locale.ts';
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
import { useTranslation } from 'react-i18next';
import { ROLE_LABELS } from '../utils/workspace-labels.ts';

// Column headings are keys of the `workspaces` namespace: members.sort.<key>.
const COLUMNS: MemberSortKey[] = ['name', 'role', 'date_added', 'last_active_date'];

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
  const { t } = useTranslation('workspaces');
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ overflowX: 'auto' }}>
      <Table
        size="small"
        aria-label={t('members.heading')}
        data-testid="members-table"
        sx={{ minWidth: 640 }}
      >
        <TableHead>
          <TableRow>
            {COLUMNS.map((key) => (
              <TableCell key={key} sortDirection={query.sortBy === key ? query.sortOrder : false}>
                <TableSortLabel
                  active={query.sortBy === key}
                  direction={query.sortBy === key ? query.sortOrder : 'asc'}
                  onClick={() => onSort(key)}
                  data-testid={`members-sort-${key}`}
                >
                  {t(`members.sort.${key}`)}
                </TableSortLabel>
              </TableCell>
            ))}
            <TableCell align="right">
              <Box component="span" sx={visuallyHidden}>
                {t('members.actions')}
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
                <TableCell>{formatShortDate(m.date_added)}</TableCell>
                <TableCell>{formatRelativeTime(m.last_active_date)}</TableCell>
                <TableCell align="right">
                  {!m.leaving_date && (
                    <Tooltip title={remove.allowed ? t('members.remove') : (remove.reason ?? '')}>
                      <span>
                        <IconButton
                          aria-label={t('members.removeLabel', {
                            name: m.name || t('members.thisMember'),
                          })}
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
  const { t } = useTranslation('workspaces');
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
            {t('guests.heading')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('guests.explain')}
          </Typography>
        </Box>
        {can && guests.length > 0 && (
          <Button
            color="error"
            variant="outlined"
            onClick={onRevokeAll}
            data-testid="revoke-all-guests"
          >
            {t('guests.revokeAll')}
          </Button>
        )}
      </Stack>
      {guests.length === 0 ? (
        <Typography color="text.secondary" data-testid="guests-empty">
          {t('guests.none')}
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
                  {t('guests.revoke')}
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
  const { t } = useTranslation('workspaces');
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
        onSuccess: () =>
          notify(t('members.removed', { name: pending.member.name || ROLE_LABELS.member })),
      });
    } else if (pending.kind === 'revoke') {
      revoke.mutate(pending.member.user_id, {
        ...done,
        onSuccess: () =>
          notify(t('guests.revoked', { name: pending.member.name || t('guests.theGuest') })),
      });
    } else {
      revokeAll.mutate(undefined, {
        ...done,
        onSuccess: (r) =>
          notify(r ? t('guests.revokedCount', { count: r.revoked }) : t('guests.revokedAll')),
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
            {t('members.heading')}
          </Typography>
          <FormControlLabel
            control={
              <Switch
                checked={query.includeRemoved}
                onChange={(e) => setQuery((q) => ({ ...q, includeRemoved: e.target.checked }))}
                slotProps={{ input: { 'data-testid': 'show-removed-members' } as object }}
              />
            }
            label={t('members.showRemoved')}
          />
        </Stack>
        {members.isPending ? (
          <Stack spacing={1} aria-busy="true" aria-label={t('members.loading')}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} variant="rounded" height={52} />
            ))}
          </Stack>
        ) : members.isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" onClick={() => void members.refetch()}>
                {t('common:actions.tryAgain')}
              </Button>
            }
          >
            {errorText(members.error)}
          </Alert>
        ) : people.length === 0 ? (
          <Typography color="text.secondary" data-testid="members-empty">
            {t('members.none')}
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
            ? t('members.removeTitle', { name: pending.member.name || t('members.thisMember') })
            : pending?.kind === 'revoke'
              ? t('guests.revokeTitle', { name: pending.member.name || t('guests.thisGuest') })
              : t('guests.revokeAllTitle')
        }
        message={
          pending?.kind === 'remove'
            ? t('members.removeMessage')
            : pending?.kind === 'revoke'
              ? t('guests.revokeMessage')
              : t('guests.revokeAllMessage')
        }
        confirmLabel={pending?.kind === 'remove' ? t('members.remove') : t('guests.revokeAccess')}
        onCancel={() => setPending(null)}
        onConfirm={confirm}
      />
    </Stack>
  );
}
