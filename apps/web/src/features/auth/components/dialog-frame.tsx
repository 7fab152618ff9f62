// Shared frame of the sign-in dialogs: title with close button, full screen on phones.
import Close from '@mui/icons-material/Close';
import {
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function DialogFrame({
  open,
  onClose,
  title,
  subtitle,
  testId,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  subtitle?: ReactNode;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('auth');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="xs"
      fullScreen={phone}
      aria-labelledby={titleId}
      data-testid={testId}
    >
      <DialogTitle
        id={titleId}
        sx={{ pr: 6, pb: subtitle ? 0.5 : 1, fontSize: 22, fontWeight: 800 }}
      >
        {title}
        <IconButton
          aria-label={t('frame.close')}
          onClick={onClose}
          sx={{ position: 'absolute', right: 12, top: 12 }}
        >
          <Close />
        </IconButton>
      </DialogTitle>
      {subtitle && (
        <Typography color="text.secondary" sx={{ px: 3, pb: 1 }}>
          {subtitle}
        </Typography>
      )}
      <DialogContent sx={{ pt: '12px !important' }}>{children}</DialogContent>
    </Dialog>
  );
}
