// The role of one member: a select for those the viewer may change, otherwise disabled with the
// reason as a tooltip (never your own role); removed members show their leaving date instead.
import { Chip, MenuItem, Select, Tooltip } from '@mui/material';
import { formatDate } from '@sortie/domain';
import type { TMember } from '@sortie/domain/contracts';
import { notify, notifyError } from '../../../lib/notify.ts';
import { useUpdateMemberRole } from '../api/members.ts';
import { errorText } from '../utils/errors.ts';
import { assignableRoles, roleChange, type Viewer } from '../utils/member-rules.ts';
import { ROLE_LABELS } from '../utils/workspace-labels.ts';

export function RoleCell({
  companyId,
  viewer,
  member,
}: {
  companyId: string;
  viewer: Viewer;
  member: TMember;
}) {
  const update = useUpdateMemberRole(companyId);
  const permission = roleChange(viewer, member);
  if (member.leaving_date) {
    return (
      <Chip
        size="small"
        variant="outlined"
        label={`Left on ${formatDate(member.leaving_date)}`}
        data-testid={`member-left-${member.user_id}`}
      />
    );
  }
  const options = assignableRoles(viewer);
  const choices = options.includes(member.role) ? options : [member.role, ...options];
  const select = (
    <Select
      size="small"
      value={member.role}
      disabled={!permission.allowed || update.isPending}
      onChange={(e) => {
        const role = e.target.value;
        update.mutate(
          { userId: member.user_id, role },
          {
            onSuccess: () => notify(`${member.name || 'Member'} is now ${ROLE_LABELS[role]}`),
            onError: (error) => notifyError(errorText(error)),
          },
        );
      }}
      inputProps={{
        'aria-label': `Role of ${member.name || 'member'}`,
        'data-testid': `member-role-select-${member.user_id}`,
      }}
      SelectDisplayProps={{ 'data-testid': `member-role-${member.user_id}` } as object}
      sx={{ minWidth: 120 }}
    >
      {choices.map((r) => (
        <MenuItem key={r} value={r} disabled={!options.includes(r)}>
          {ROLE_LABELS[r]}
        </MenuItem>
      ))}
    </Select>
  );
  if (permission.allowed) return select;
  return (
    <Tooltip title={permission.reason ?? ''}>
      <span>{select}</span>
    </Tooltip>
  );
}
