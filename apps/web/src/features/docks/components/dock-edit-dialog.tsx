// Dock edit dialog (feature-areas §2, §5): 'Update Dock Callsign' or 'Update Location'; at most
// 50 characters with a counter; the value must be non-empty once trimmed (else Update is
// disabled and Enter does nothing); Enter submits. The PATCH refetches and retries once on 412.
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
} from '@mui/material';
import { DOCK_CALL_SIGN_MAX, type TDock } from '@sortie/domain/contracts';
import { useState } from 'react';
import { usePatchDock } from '../api/docks.ts';

export type DockEditField = 'call_sign' | 'location';

export function DockEditDialog({
  companyId,
  dock,
  field,
  onClose,
}: {
  companyId: string;
  dock: TDock;
  field: DockEditField;
  onClose: () => void;
}) {
  const { t } = useTranslation('docks');
  const patch = usePatchDock(companyId);
  const [value, setValue] = useState(
    field === 'call_sign' ? dock.call_sign : (dock.location ?? ''),
  );
  const trimmed = value.trim();
  const ok = trimmed.length > 0 && !patch.isPending;
  const title = field === 'call_sign' ? t('edit.titleCallSign') : t('edit.titleLocation');
  const submit = () => {
    if (!ok) return;
    patch.mutate(
      { dock, patch: field === 'call_sign' ? { call_sign: trimmed } : { location: trimmed } },
      { onSuccess: onClose },
    );
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="dock-edit-title">
      <DialogTitle id="dock-edit-title">{title}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          label={field === 'call_sign' ? t('edit.callSign') : t('edit.location')}
          value={value}
          onChange={(e) => setValue(e.target.value.slice(0, DOCK_CALL_SIGN_MAX))}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              submit();
            }
          }}
          helperText={`${value.length}/${DOCK_CALL_SIGN_MAX}`}
          slotProps={{
            htmlInput: { maxLength: DOCK_CALL_SIGN_MAX, 'data-testid': `dock-edit-${field}` },
          }}
        />
        {patch.isError && <Alert severity="error">{t('edit.failed')}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common:actions.cancel')}</Button>
        <Button variant="contained" disabled={!ok} onClick={submit}>
          {t('edit.update')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
