// BatteriesDisplay (platform-core §2 /company/{c}/batteries): serial, model, cycles, health,
// status and the drone each is linked to; managers add, edit and delete, export and import CSV.
import { BATTERY_STATUSES, type TFleetBattery } from '@sortie/domain/contracts';
import {
  Alert,
  Autocomplete,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { errorText } from '../../../lib/errors.ts';
import {
  exportCsv,
  useBatteryModels,
  useDeleteFleetItem,
  useFleetBatteries,
  useFleetDrones,
  useSaveBattery,
} from '../api/fleet.ts';
import { FleetCsvImport, FleetPageFrame, RowActions } from './fleet-page-frame.tsx';
import { useTranslation } from 'react-i18next';

function BatteryDialog(props: {
  companyId: string;
  battery: TFleetBattery | null;
  onClose: () => void;
}) {
  const { companyId, battery, onClose } = props;
  const { t } = useTranslation('fleet');
  const models = useBatteryModels();
  const drones = useFleetDrones(companyId);
  const save = useSaveBattery(companyId);
  const [f, setF] = useState({
    serial: battery?.serial ?? '',
    model: battery?.model ?? '',
    cycles: String(battery?.cycles ?? 0),
    health_pct: battery?.health_pct?.toString() ?? '',
    status: battery?.status ?? 'active',
    drone_id: battery?.drone_id ?? '',
  });
  const set = (k: keyof typeof f) => (e: { target: { value: string } }) =>
    setF((x) => ({ ...x, [k]: e.target.value }));
  const submit = async () => {
    await save.mutateAsync({
      id: battery?.id,
      etag: battery?.etag,
      body: {
        serial: f.serial.trim(),
        model: f.model.trim(),
        cycles: Number(f.cycles) || 0,
        health_pct: f.health_pct === '' ? null : Number(f.health_pct),
        status: f.status,
        drone_id: f.drone_id || null,
      },
    });
    onClose();
  };
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{battery ? t('batteries.editTitle') : t('batteries.addTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          {save.error && <Alert severity="error">{errorText(save.error)}</Alert>}
          <TextField label={t('form.serial')} value={f.serial} onChange={set('serial')} required />
          <Autocomplete
            freeSolo
            options={(models.data ?? []).map((m) => m.id)}
            getOptionLabel={(id) => models.data?.find((m) => m.id === id)?.model_name ?? id}
            inputValue={f.model}
            onInputChange={(_e, v) => setF((x) => ({ ...x, model: v }))}
            renderInput={(params) => <TextField {...params} label={t('form.model')} required />}
          />
          <Stack direction="row" spacing={2}>
            <TextField
              type="number"
              label={t('batteries.cycles')}
              value={f.cycles}
              onChange={set('cycles')}
              fullWidth
            />
            <TextField
              type="number"
              label={t('batteries.healthPct')}
              value={f.health_pct}
              onChange={set('health_pct')}
              fullWidth
            />
          </Stack>
          <Stack direction="row" spacing={2}>
            <TextField
              select
              label={t('drones.col.status')}
              value={f.status}
              onChange={set('status')}
              fullWidth
            >
              {BATTERY_STATUSES.map((s) => (
                <MenuItem key={s} value={s}>
                  {t(`drones.status.${s}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label={t('batteries.linkedDrone')}
              value={f.drone_id}
              onChange={set('drone_id')}
              fullWidth
            >
              <MenuItem value="">{t('batteries.none')}</MenuItem>
              {(drones.data ?? []).map((d) => (
                <MenuItem key={d.id} value={d.id}>
                  {d.nickname ?? d.model_name} ({d.serial})
                </MenuItem>
              ))}
            </TextField>
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common:actions.cancel')}</Button>
        <Button
          variant="contained"
          disabled={!f.serial.trim() || !f.model.trim() || save.isPending}
          onClick={() => void submit().catch(() => undefined)}
        >
          {t('common:actions.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function BatteriesPage(props: { companyId: string; canManage: boolean }) {
  const { companyId, canManage } = props;
  const { t } = useTranslation('fleet');
  const batteries = useFleetBatteries(companyId);
  const drones = useFleetDrones(companyId);
  const remove = useDeleteFleetItem(companyId, 'batteries');
  const [editing, setEditing] = useState<TFleetBattery | null | 'new'>(null);
  const [importing, setImporting] = useState(false);
  const droneName = (id: string | null) => {
    const d = drones.data?.find((x) => x.id === id);
    return d ? (d.nickname ?? d.serial) : '—';
  };
  return (
    <FleetPageFrame
      title={t('batteries.title')}
      subtitle={t('batteries.subtitle')}
      actions={
        canManage && (
          <>
            <Button onClick={() => void exportCsv(companyId, 'batteries')}>{t('exportCsv')}</Button>
            <Button onClick={() => setImporting(true)}>{t('importCsv')}</Button>
            <Button variant="contained" onClick={() => setEditing('new')}>
              {t('batteries.add')}
            </Button>
          </>
        )
      }
      error={batteries.error}
      loading={batteries.isPending}
      empty={batteries.data?.length === 0}
      emptyText={t('batteries.empty')}
      after={
        <>
          {editing && (
            <BatteryDialog
              companyId={companyId}
              battery={editing === 'new' ? null : editing}
              onClose={() => setEditing(null)}
            />
          )}
          <FleetCsvImport
            companyId={companyId}
            kind="batteries"
            open={importing}
            onClose={() => setImporting(false)}
          />
        </>
      }
    >
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t('drones.col.serial')}</TableCell>
            <TableCell>{t('form.model')}</TableCell>
            <TableCell align="right">{t('batteries.cycles')}</TableCell>
            <TableCell align="right">{t('batteries.health')}</TableCell>
            <TableCell>{t('drones.col.status')}</TableCell>
            <TableCell>{t('drones.col.drone')}</TableCell>
            {canManage && <TableCell />}
          </TableRow>
        </TableHead>
        <TableBody>
          {(batteries.data ?? []).map((b) => (
            <TableRow key={b.id}>
              <TableCell>{b.serial}</TableCell>
              <TableCell>{b.model}</TableCell>
              <TableCell align="right">{b.cycles}</TableCell>
              <TableCell align="right">
                {b.health_pct === null ? '—' : `${b.health_pct}%`}
              </TableCell>
              <TableCell>{t(`drones.status.${b.status}`)}</TableCell>
              <TableCell>{droneName(b.drone_id)}</TableCell>
              {canManage && (
                <RowActions
                  label={b.serial}
                  confirm={t('batteries.confirmDelete', { serial: b.serial })}
                  onEdit={() => setEditing(b)}
                  onDelete={() => remove.mutate(b.id)}
                />
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </FleetPageFrame>
  );
}
