// The landing nav's drawer on small screens: links, Login, Register and Get app. Loaded lazily by
// landing-nav.tsx when the menu toggle is first used.
import AndroidOutlined from '@mui/icons-material/Android';
import Close from '@mui/icons-material/Close';
import {
  Box,
  Button,
  Divider,
  Drawer,
  IconButton,
  List,
  ListItemButton,
  ListItemText,
  Stack,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBrand } from '../../../lib/brand.tsx';
import { BrandThemeProvider } from '../../../lib/brand-theme-provider.tsx';
import type { NavLink } from './landing-nav.tsx';

export default function LandingNavDrawer({
  open,
  links,
  onClose,
  onLogin,
  onRegister,
}: {
  open: boolean;
  links: NavLink[];
  onClose: () => void;
  onLogin: () => void;
  onRegister: () => void;
}) {
  const { t } = useTranslation('landing');
  const brand = useBrand();
  return (
    <BrandThemeProvider>
      <Drawer
        anchor="right"
        open={open}
        onClose={onClose}
        slotProps={{ paper: { sx: { width: 300, maxWidth: '85vw' } } }}
      >
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1 }}>
          <IconButton aria-label={t('nav.closeMenu')} onClick={onClose}>
            <Close />
          </IconButton>
        </Box>
        <List component="nav" aria-label={t('nav.siteLinks')}>
          {links.map((l) => (
            <ListItemButton key={l.key} component={Link} to={l.to} onClick={onClose}>
              <ListItemText primary={l.label} slotProps={{ primary: { fontWeight: 600 } }} />
            </ListItemButton>
          ))}
        </List>
        <Divider />
        <Stack spacing={1.25} sx={{ p: 2 }}>
          <Button
            variant="contained"
            onClick={() => {
              onClose();
              onLogin();
            }}
          >
            {t('hero.login')}
          </Button>
          <Button
            variant="outlined"
            onClick={() => {
              onClose();
              onRegister();
            }}
          >
            {t('hero.register')}
          </Button>
          <Button
            href={brand.androidAppUrl}
            target="_blank"
            rel="noopener"
            startIcon={<AndroidOutlined />}
          >
            {t('nav.getApp')}
          </Button>
        </Stack>
      </Drawer>
    </BrandThemeProvider>
  );
}
