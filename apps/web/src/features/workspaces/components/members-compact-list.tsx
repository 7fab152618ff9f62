// Members on a phone: one card per member with role, dates and removal, and a sort menu in place
// of the table's column headers.
import PersonRemoveOutlined from '@mui/icons-material/PersonRemoveOutlined';
import { Box, IconButton, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { formatDate, formatRelativeTime } from '@sortie/domain';
import type { TMember } from '@sortie/domain/contracts';
import type { MemberSortKey, MembersQuery, SortOrder } from '../api/members.ts';
import { isNewMember, removal, type Viewer } from '../utils/member-rules.ts';
import { MemberIdentity } from './member-avatar.tsx';
import { RoleCell } from './role-cell.tsx';

const SORTS: { key: MemberSortKey; label: string }[] = [
  { key: 'name', label: 'Name' },
  { key: 'role', label: 'Role' },
  { key: 'date_added', label: 'Date added' },
  { key: 'last_active_date', label: 'Last active' },
];

export function MembersCompactList({
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
    <Stack spacing={1.5} data-testid="members-table">
      <TextField
        select
        size="small"
        label="Sort by"
        value={`${query.sortBy}:${query.sortOrder}`}
        onChange={(e) => {
          const [key, order] = e.target.value.split(':') as [MemberSortKey, SortOrder];
          onSort(key, order);
        }}
      >
        {SORTS.flatMap((s) =>
          (['asc', 'desc'] as const).map((order) => (
            <MenuItem key={`${s.key}:${order}`} value={`${s.key}:${order}`}>
              {s.label} ({order === 'asc' ? 'ascending' : 'descending'})
            </MenuItem>
          )),
        )}
      </TextField>
      {members.map((m) => {
        const remove = removal(viewer, m);
        return (
          <Paper
            key={m.user_id}
            variant="outlined"
            data-testid={`member-row-${m.user_id}`}
            sx={{ p: 1.5, opacity: m.leaving_date ? 0.6 : 1 }}
          >
            <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <MemberIdentity member={m} isNew={!m.leaving_date && isNewMember(m, now)} />
              </Box>
              {!m.leaving_date && remove.allowed && (
                <IconButton
                  aria-label={`Remove ${m.name || 'member'}`}
                  onClick={() => onRemove(m)}
                  data-testid={`member-remove-${m.user_id}`}
                >
                  <PersonRemoveOutlined />
                </IconButton>
              )}
            </Box>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mt: 1, flexWrap: 'wrap' }}>
              <RoleCell companyId={companyId} viewer={viewer} member={m} />
              <Typography variant="caption" color="text.secondary">
                Added {formatDate(m.date_added)} · Active{' '}
                {formatRelativeTime(m.last_active_date).toLowerCase()}
              </Typography>
            </Box>
          </Paper>
        );
      })}
    </Stack>
  );
}
