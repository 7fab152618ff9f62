// The avatar menu at the bottom of the rail (platform-core §2 "User menu").
import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import { CURRENT_RELEASE, findRelease } from '@sortie/domain';
import type { TUser } from '@sortie/domain/contracts';
import {
  Alert,
  Avatar,
  Badge,
  Box,
  Button,
  ButtonBase,
  Divider,
  Link,
  ListItemIcon,
  ListItemText,
  MenuItem,
  Popover,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LanguageSwitch } from '../../components/ui/language-switch/index.ts';
import { paths } from '../../config/paths.ts';
import { api } from '../../lib/api-client.ts';
import { authStorage } from '../../lib/auth-storage.ts';
import { useBrand } from '../../lib/brand.tsx';
import { initials } from '../../lib/format.ts';
import { isProfileComplete, signOut } from '../../lib/session.ts';

export function UserAvatar({ user, size }: { user: TUser; size: number }) {
  return (
    <Avatar
      src={user.profile_picture ?? undefined}
      alt={user.name}
      sx={{
        width: size,
        height: size,
        bgcolor: 'secondary.main',
        fontSize: size * 0.4,
        fontWeight: 700,
      }}
    >
      {initials(user.name)}
    </Avatar>
  );
}

export function UserMenu({
  user,
  onNavigate,
  placement = 'rail',
}: {
  user: TUser;
  onNavigate?: () => void;
  /** 'rail' opens beside the sidebar's bottom; 'top' drops down from a top bar. */
  placement?: 'rail' | 'top';
}) {
  const { t } = useTranslation('shell');
  const fromTop = placement === 'top';
  const brand = useBrand();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [signingOut, setSigningOut] = useState(false);
  const unread = user.last_release_read !== CURRENT_RELEASE;
  const close = () => setAnchor(null);

  const go = (to: string) => {
    close();
    onNavigate?.();
    void navigate(to);
  };

  const openWhatsNew = () => {
    if (unread) {
      // Saved locally at once and on the server in the background (platform-core §4).
      authStorage.setUser({ ...user, last_release_read: CURRENT_RELEASE });
      api
        .patch(`/api/v4/users/${encodeURIComponent(user.id)}`, {
          last_release_read: CURRENT_RELEASE,
        })
        .catch(() => undefined);
    }
    go(findRelease(CURRENT_RELEASE) ? paths.release.href(CURRENT_RELEASE) : paths.changelog.href());
  };

  const doSignOut = async () => {
    setSigningOut(true);
    await signOut();
    close();
    void navigate(paths.home.href(), { replace: true });
  };

  return (
    <>
      <ButtonBase
        aria-label={t('userMenu.open')}
        aria-haspopup="dialog"
        data-testid="user-menu-button"
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ borderRadius: '50%' }}
      >
        <Badge
          color="error"
          variant="dot"
          overlap="circular"
          invisible={!unread}
          data-testid="release-badge"
        >
          <UserAvatar user={user} size={40} />
        </Badge>
      </ButtonBase>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={
          fromTop
            ? { vertical: 'top', horizontal: 'right' }
            : { vertical: 'bottom', horizontal: 'left' }
        }
        slotProps={{
          paper: {
            sx: {
              width: 320,
              maxWidth: 'calc(100vw - 24px)',
              ml: fromTop ? 0 : 1,
              mt: fromTop ? 1 : 0,
              borderRadius: 3,
            },
            role: 'dialog',
            'aria-label': t('userMenu.label'),
          },
        }}
      >
        <Box sx={{ p: 2, display: 'flex', gap: 1.5, alignItems: 'center' }}>
          <UserAvatar user={user} size={52} />
          <Box sx={{ minWidth: 0 }}>
            <Typography fontWeight={700} noWrap data-testid="user-menu-name">
              {user.name || t('userMenu.noName')}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap data-testid="user-menu-email">
              {user.email ??
                (user.phone_number ? `+${user.country_code ?? ''} ${user.phone_number}` : '')}
            </Typography>
          </Box>
        </Box>
        {!isProfileComplete(user) && (
          <Alert severity="warning" sx={{ mx: 2, mb: 1.5, py: 0 }}>
            {t('userMenu.profileIncomplete')}
          </Alert>
        )}
        <Box sx={{ px: 2, pb: 1.5 }}>
          <Button fullWidth variant="outlined" onClick={() => go(paths.user.href(user.id))}>
            {t('userMenu.viewProfile')}
          </Button>
        </Box>
        <Divider />
        <MenuItem onClick={openWhatsNew} sx={{ py: 1.25, whiteSpace: 'normal' }}>
          <ListItemIcon>
            <Badge color="error" variant="dot" invisible={!unread}>
              <AutoAwesomeOutlined fontSize="small" />
            </Badge>
          </ListItemIcon>
          <ListItemText
            primary={
              unread
                ? t('userMenu.readRelease', { release: CURRENT_RELEASE })
                : t('userMenu.whatsNew')
            }
          />
        </MenuItem>
        <MenuItem
          onClick={() => void doSignOut()}
          disabled={signingOut}
          data-testid="sign-out-button"
          sx={{ py: 1.25 }}
        >
          <ListItemIcon>
            <LogoutOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={t('userMenu.signOut')} />
        </MenuItem>
        <Divider />
        <Box sx={{ px: 2, py: 1.25 }}>
          <LanguageSwitch />
        </Box>
        <Divider />
        <Box sx={{ px: 2, py: 1.25, display: 'flex', gap: 2, justifyContent: 'center' }}>
          <Link href={brand.privacyUrl} target="_blank" rel="noopener" variant="caption">
            {t('userMenu.privacy')}
          </Link>
          <Link href={brand.termsUrl} target="_blank" rel="noopener" variant="caption">
            {t('userMenu.terms')}
          </Link>
        </Box>
      </Popover>
    </>
  );
}
