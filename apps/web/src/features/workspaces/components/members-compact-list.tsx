// Members on a phone: one card per member with role, dates and removal, and a sort menu in place
// of the table's column headers.
import PersonRemoveOutlined from '@mui/icons-material/PersonRemoveOutlined';
import { Box, IconButton, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { formatRelativeTime, formatShortDate } from '../../../i18n/locale.ts';
import type { TMember } from '@sortie/domain/contracts';
import type { MemberSortKey, MembersQuery, SortOrder } from '../api/members.ts';
import { isNewMember, removal, type Viewer } from '../utils/member-rules.ts';
import { MemberIdentity } from './member-avatar.tsx';
import { RoleCell } from './role-cell.tsx';
import { useTranslation } from 'react-i18next';

// Labels are keys of the `workspaces` namespace: members.sort.<key>.
const SORTS: MemberSortKey[] = ['name', 'role', 'date_added', 'last_active_date'];
const ORDERS: readonly SortOrder[] = ['asc', 'desc'];

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
  const { t } = useTranslation('workspaces');
  return (
    <Stack spacing={1.5} data-testid="members-table">
      <TextField
        select
        size="small"
        label={t('members.sortBy')}
        value={`${query.sortBy}:${query.sortOrder}`}
        onChange={(e) => {
          const [key, order] = e.target.value.split(':') as [MemberSortKey, SortOrder];
          onSort(key, order);
        }}
      >
        {SORTS.flatMap((key) =>
          ORDERS.map((order) => (
            <MenuItem key={`${key}:${order}`} value={`${key}:${order}`}>
              {t(`members.sortOrder.${order}`, { field: t(`members.sort.${key}`) })}
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
                  aria-label={t('members.removeLabel', { name: m.name || t('members.thisMember') })}
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
                {t('members.addedActive', {
                  added: formatShortDate(m.date_added),
                  active: formatRelativeTime(m.last_active_date).toLowerCase(),
                })}
              </Typography>
            </Box>
          </Paper>
        );
      })}
    </Stack>
  );
}
