// A small confirm dialog. For destructive actions Cancel has the focus, so Enter does not confirm
// by accident; `enterConfirms` is for weighty but wanted changes (making someone an owner), where
// the dialog is a form: Enter confirms, Escape cancels.
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  busy = false,
  onCancel,
  onConfirm,
  testId = 'confirm-dialog',
  enterConfirms = false,
}: {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  busy?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  testId?: string;
  enterConfirms?: boolean;
}) {
  const { t } = useTranslation('workspaces');
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      data-testid={testId}
      maxWidth="xs"
      PaperProps={{
        component: 'form',
        onSubmit: (e: FormEvent) => {
          e.preventDefault();
          if (!busy) onConfirm();
        },
      }}
    >
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{message}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={busy} autoFocus={!enterConfirms}>
          {t('common:actions.cancel')}
        </Button>
        <Button
          type="submit"
          color={enterConfirms ? 'primary' : 'error'}
          variant="contained"
          autoFocus={enterConfirms}
          disabled={busy}
          data-testid="confirm-button"
        >
          {busy ? t('working') : confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
