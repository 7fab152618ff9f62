// Export the logbook for one pilot or all, over a date range, as CSV (re-importable) or PDF
// (for a regulator or a tender; at most 2,000 flights, the server says when to narrow it).
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import type { TPilotTotals } from '@sortie/domain/contracts';
import { useState } from 'react';
import { errorText } from '../../../lib/errors.ts';
import { exportLogbook } from '../api/records.ts';
import { FleetDateField } from './fleet-date-field.tsx';
import { useTranslation } from 'react-i18next';

export function LogbookExportDialog(props: {
  companyId: string;
  pilots: TPilotTotals['pilot'][];
  onClose: () => void;
}) {
  const [f, setF] = useState({ pilot_id: '', from: '', to: '' });
  const { t } = useTranslation('fleet');
  const [busy, setBusy] = useState<'csv' | 'pdf' | null>(null);
  const [error, setError] = useState<unknown>(null);
  const set = (k: keyof typeof f) => (e: { target: { value: string } }) =>
    setF((x) => ({ ...x, [k]: e.target.value }));
  const run = async (format: 'csv' | 'pdf') => {
    setBusy(format);
    setError(null);
    try {
      await exportLogbook(props.companyId, format, f);
      props.onClose();
    } catch (e) {
      setError(e);
    } finally {
      setBusy(null);
    }
  };
  const date = (k: 'from' | 'to', label: string) => (
    <FleetDateField label={label} value={f[k]} onChange={set(k)} />
  );
  return (
    <Dialog open onClose={props.onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{t('export.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          {error ? <Alert severity="error">{errorText(error)}</Alert> : null}
          <TextField select label={t('export.pilot')} value={f.pilot_id} onChange={set('pilot_id')}>
            <MenuItem value="">{t('export.allPilots')}</MenuItem>
            {props.pilots.map((p) => (
              <MenuItem key={p.id} value={p.id}>
                {p.name ?? t('unnamedPilot')}
              </MenuItem>
            ))}
          </TextField>
          <Stack direction="row" spacing={2}>
            {date('from', t('export.from'))}
            {date('to', t('export.to'))}
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{t('common:actions.cancel')}</Button>
        <Button disabled={busy !== null} onClick={() => void run('csv')}>
          CSV
        </Button>
        <Button variant="contained" disabled={busy !== null} onClick={() => void run('pdf')}>
          {busy === 'pdf' ? t('export.drawingPdf') : 'PDF'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
