// The role of one member: a select for those the viewer may change, otherwise disabled with the
// reason as a tooltip (never your own role); removed members show their leaving date instead.
// Making someone an owner asks first: it hands over full control and cannot be undone by you.
import { Chip, MenuItem, Select, Tooltip } from '@mui/material';
import { formatShortDate } from '../../../i18n/locale.ts';
import type { TMember, TWorkspaceRole } from '@sortie/domain/contracts';
import { useState } from 'react';
import { notify, notifyError } from '../../../lib/notify.ts';
import { useUpdateMemberRole } from '../api/members.ts';
import { errorText } from '../../../lib/errors.ts';
import { assignableRoles, roleChange, type Viewer } from '../utils/member-rules.ts';
import { ROLE_LABELS } from '../utils/workspace-labels.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { useTranslation } from 'react-i18next';

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
  const { t } = useTranslation('workspaces');
  const [promoting, setPromoting] = useState(false);
  const permission = roleChange(viewer, member);
  const name = member.name || t('members.thisMember');
  const change = (role: TWorkspaceRole) =>
    update.mutate(
      { userId: member.user_id, role },
      {
        onSuccess: () => {
          setPromoting(false);
          notify(
            t('roles.changed', {
              name: member.name || ROLE_LABELS.member,
              role: ROLE_LABELS[role],
            }),
          );
        },
        onError: (error) => {
          setPromoting(false);
          notifyError(errorText(error));
        },
      },
    );
  if (member.leaving_date) {
    return (
      <Chip
        size="small"
        variant="outlined"
        label={t('roles.leftOn', { date: formatShortDate(member.leaving_date) })}
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
        if (role === 'owner') setPromoting(true);
        else change(role);
      }}
      inputProps={{
        'aria-label': t('roles.of', { name: member.name || t('members.thisMember') }),
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
  if (permission.allowed) {
    return (
      <>
        {select}
        <ConfirmDialog
          open={promoting}
          title={t('roles.makeOwnerTitle', { name })}
          message={t('roles.makeOwnerMessage', { name })}
          confirmLabel={t('roles.makeOwner')}
          busy={update.isPending}
          enterConfirms
          testId="confirm-owner-dialog"
          onCancel={() => setPromoting(false)}
          onConfirm={() => change('owner')}
        />
      </>
    );
  }
  return (
    <Tooltip title={permission.reason ?? ''}>
      <span>{select}</span>
    </Tooltip>
  );
}
