// Add or edit a drone: the model from the catalogue, serial, registration (UIN for the India
// brand), nickname, firmware, status, dates, maintenance reminder and notes.
import { DRONE_STATUSES, type TFleetDrone } from '@sortie/domain/contracts';
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
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { DocumentField } from './document-field.tsx';
import { FleetDateField } from './fleet-date-field.tsx';
import { useBrand } from '../../../lib/brand.tsx';
import { errorText } from '../../../lib/errors.ts';
import { useCatalogueDrones as useDrones } from '../api/catalogue.ts';
import { useFleetDrones, useSaveDrone } from '../api/fleet.ts';
import { useTranslation } from 'react-i18next';

type Form = Record<
  | 'model_id'
  | 'serial'
  | 'registration'
  | 'nickname'
  | 'firmware'
  | 'status'
  | 'purchase_date'
  | 'insurance_expiry'
  | 'maintenance_due_hours'
  | 'maintenance_due_date'
  | 'notes',
  string
>;

function formOf(d: TFleetDrone | null): Form {
  return {
    model_id: d?.model_id ?? '',
    serial: d?.serial ?? '',
    registration: d?.registration ?? '',
    nickname: d?.nickname ?? '',
    firmware: d?.firmware ?? '',
    status: d?.status ?? 'active',
    purchase_date: d?.purchase_date ?? '',
    insurance_expiry: d?.insurance_expiry ?? '',
    maintenance_due_hours: d?.maintenance_due_hours?.toString() ?? '',
    maintenance_due_date: d?.maintenance_due_date ?? '',
    notes: d?.notes ?? '',
  };
}

export function DroneFormDialog(props: {
  companyId: string;
  drone: TFleetDrone | null;
  onClose: () => void;
}) {
  const { companyId, drone, onClose } = props;
  const { t } = useTranslation('fleet');
  const brand = useBrand();
  const catalogue = useDrones();
  const save = useSaveDrone(companyId);
  // The list refetches after an upload; the document shown is the fresh one.
  const live = useFleetDrones(companyId).data?.find((d) => d.id === drone?.id) ?? drone;
  const [form, setForm] = useState<Form>(() => formOf(drone));
  const set = (k: keyof Form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [k]: e.target.value }));
  const registrationLabel =
    brand.key === 'india' ? t('form.registrationIndia') : t('form.registration');
  const submit = async () => {
    const body = {
      model_id: form.model_id,
      serial: form.serial.trim(),
      registration: form.registration,
      nickname: form.nickname,
      firmware: form.firmware,
      status: form.status as TFleetDrone['status'],
      purchase_date: form.purchase_date || null,
      insurance_expiry: form.insurance_expiry || null,
      maintenance_due_hours: form.maintenance_due_hours ? Number(form.maintenance_due_hours) : null,
      maintenance_due_date: form.maintenance_due_date || null,
      notes: form.notes,
    };
    await save.mutateAsync({ id: drone?.id, etag: drone?.etag, body });
    onClose();
  };
  const models = catalogue.data ?? [];
  const model = models.find((m) => m.id === form.model_id) ?? null;
  const date = (k: keyof Form, label: string) => (
    <FleetDateField label={label} value={form[k]} onChange={set(k)} />
  );
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{drone ? t('form.editTitle') : t('form.addTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          {save.error && <Alert severity="error">{errorText(save.error)}</Alert>}
          <Autocomplete
            options={models}
            value={model}
            loading={catalogue.isLoading}
            getOptionLabel={(m) => m.model_name}
            onChange={(_e, m) => setForm((f) => ({ ...f, model_id: m?.id ?? '' }))}
            renderInput={(params) => <TextField {...params} label={t('form.model')} required />}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label={t('form.serial')}
              value={form.serial}
              onChange={set('serial')}
              required
              fullWidth
            />
            <TextField
              label={registrationLabel}
              value={form.registration}
              onChange={set('registration')}
              fullWidth
            />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label={t('form.nickname')}
              value={form.nickname}
              onChange={set('nickname')}
              fullWidth
            />
            <TextField
              label={t('form.firmware')}
              value={form.firmware}
              onChange={set('firmware')}
              fullWidth
            />
            <TextField
              select
              label={t('drones.col.status')}
              value={form.status}
              onChange={set('status')}
              fullWidth
            >
              {DRONE_STATUSES.map((s) => (
                <MenuItem key={s} value={s}>
                  {t(`drones.status.${s}`)}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {date('purchase_date', t('form.purchaseDate'))}
            {date('insurance_expiry', t('form.insuranceExpiry'))}
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              type="number"
              label={t('form.maintenanceHours')}
              value={form.maintenance_due_hours}
              onChange={set('maintenance_due_hours')}
              fullWidth
            />
            {date('maintenance_due_date', t('form.maintenanceDate'))}
          </Stack>
          {drone ? (
            <DocumentField
              companyId={companyId}
              target={{ insuranceOf: drone.id }}
              label={t('form.insuranceDocument')}
              document={live?.insurance_document ?? null}
              canUpload
            />
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t('form.addFirst')}
            </Typography>
          )}
          <TextField
            label={t('form.notes')}
            value={form.notes}
            onChange={set('notes')}
            multiline
            minRows={2}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common:actions.cancel')}</Button>
        <Button
          variant="contained"
          disabled={!form.model_id || !form.serial.trim() || save.isPending}
          onClick={() => void submit().catch(() => undefined)}
        >
          {drone ? t('common:actions.save') : t('drones.add')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
