// Workspace switcher at the top of the rail (platform-core §2 "Workspace switcher", §4): lists
// the user's workspaces, the pending invites and Create Workspace. Switching opens that
// workspace's home and remembers the choice for this user (usersSelectedOrganizationMap).
import AddBusinessOutlined from '@mui/icons-material/AddBusinessOutlined';
import Check from '@mui/icons-material/Check';
import MailOutline from '@mui/icons-material/MailOutline';
import PersonOutline from '@mui/icons-material/PersonOutline';
import {
  Avatar,
  Box,
  ButtonBase,
  Divider,
  ListItemIcon,
  ListItemText,
  ListSubheader,
  Menu,
  MenuItem,
  Tooltip,
} from '@mui/material';
import type { TUser, TUserCompany } from '@sortie/domain/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { authStorage } from '../../../lib/auth-storage.ts';
import { useBrand } from '../../../lib/brand.tsx';
import { initials } from '../../../lib/format.ts';
import { switcherModel } from '../utils/switcher-model.ts';
import { workspaceName } from '../utils/workspace-labels.ts';
import { CreateWorkspaceDialog } from './create-workspace-dialog.tsx';
import { useTranslation } from 'react-i18next';

export function WorkspaceAvatar({
  workspace,
  size,
}: {
  workspace: TUserCompany | null;
  size: number;
}) {
  if (workspace?.logo) {
    return (
      <Avatar variant="rounded" src={workspace.logo} alt="" sx={{ width: size, height: size }} />
    );
  }
  return (
    <Avatar
      variant="rounded"
      sx={{
        width: size,
        height: size,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        fontSize: size * 0.4,
        fontWeight: 700,
      }}
    >
      {!workspace || workspace.personal_space ? (
        <PersonOutline fontSize="small" />
      ) : (
        initials(workspace.name)
      )}
    </Avatar>
  );
}

export function WorkspaceSwitcher({
  user,
  active,
  onNavigate,
}: {
  user: TUser;
  active: TUserCompany | null;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation('workspaces');
  const brand = useBrand();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [creating, setCreating] = useState(false);
  const model = switcherModel(user, active?.id ?? null, brand.appName);
  const close = () => setAnchor(null);

  const go = (to: string) => {
    close();
    onNavigate?.();
    // A failed switch navigation is ignored silently (platform-core §4).
    Promise.resolve(navigate(to)).catch(() => undefined);
  };

  const select = (w: TUserCompany) => {
    authStorage.setSelectedWorkspace(user.id, w.id);
    go(paths.companyHome.href(w.id));
  };

  const label = active ? workspaceName(active) : t('switcher.workspace');

  return (
    <>
      <Tooltip title={label} placement="right">
        <ButtonBase
          aria-label={t('switcher.open', { name: label })}
          aria-haspopup="menu"
          aria-expanded={anchor !== null}
          data-testid="workspace-switcher"
          onClick={(e) => setAnchor(e.currentTarget)}
          sx={{ borderRadius: 2, p: 0.5 }}
        >
          <WorkspaceAvatar workspace={active} size={44} />
        </ButtonBase>
      </Tooltip>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: { sx: { width: 320, maxWidth: 'calc(100vw - 24px)', ml: 1 } },
          list: { 'aria-label': t('switcher.list'), dense: false } as object,
        }}
      >
        {model.header && (
          <ListSubheader sx={{ lineHeight: '36px' }} data-testid="workspace-switcher-header">
            {model.header}
          </ListSubheader>
        )}
        {model.entries.map((e) => (
          <MenuItem
            key={e.workspace.id}
            selected={e.active}
            onClick={() => select(e.workspace)}
            data-testid={`workspace-option-${e.workspace.id}`}
            data-active={e.active ? 'true' : undefined}
            sx={{ alignItems: 'flex-start', gap: 1.5, py: 1.25, whiteSpace: 'normal' }}
          >
            <WorkspaceAvatar workspace={e.workspace} size={36} />
            <ListItemText
              primary={e.name}
              secondary={
                <>
                  {e.subtitle}
                  {e.description && (
                    <Box component="span" sx={{ display: 'block' }}>
                      {e.description}
                    </Box>
                  )}
                </>
              }
              slotProps={{ primary: { fontWeight: 600 } }}
            />
            {e.active && (
              <Check
                color="primary"
                titleAccess={t('switcher.active')}
                data-testid="workspace-active-check"
              />
            )}
          </MenuItem>
        ))}
        {model.invites && <Divider />}
        {model.invites && (
          <MenuItem
            onClick={() => go(paths.user.href(user.id, 'invites'))}
            data-testid="workspace-invites-entry"
          >
            <ListItemIcon>
              <MailOutline />
            </ListItemIcon>
            <ListItemText primary={model.invites.label} secondary={model.invites.action} />
          </MenuItem>
        )}
        <Divider />
        <MenuItem
          disabled={model.create.disabled}
          onClick={() => {
            close();
            setCreating(true);
          }}
          data-testid="create-workspace"
          sx={{ whiteSpace: 'normal' }}
        >
          <ListItemIcon>
            <AddBusinessOutlined />
          </ListItemIcon>
          <ListItemText primary={t('create.title')} secondary={model.create.note} />
        </MenuItem>
      </Menu>
      <CreateWorkspaceDialog
        user={user}
        open={creating}
        onClose={() => {
          setCreating(false);
          onNavigate?.();
        }}
      />
    </>
  );
}
