// Shown when the server says the user is no longer part of a workspace (403
// user_not_part_of_company); the personal workspace is already open behind it.
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useTranslation } from 'react-i18next';

export function NoCompanyAccessDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('onboarding');
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" data-testid="no-company-access">
      <DialogTitle>{t('noAccess.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('noAccess.text')}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onClose} autoFocus>
          {t('noAccess.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
