// Rename, split and delete dialogs of the missions list. Server refusals show in the dialog as
// the server words them; the dialog stays open so the user can change their choice.
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
} from '@mui/material';
import type { TMission, TSplitMissionRequest } from '@sortie/domain/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

export function RenameMissionDialog(props: {
  mission: TMission;
  pending: boolean;
  error: string | null;
  onSubmit: (name: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('missions');
  const [name, setName] = useState(props.mission.name);
  const trimmed = name.trim();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (trimmed && trimmed !== props.mission.name) props.onSubmit(trimmed);
  };
  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="xs">
      <form onSubmit={submit}>
        <DialogTitle>{t('dialogs.renameTitle')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={t('dialogs.name')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={trimmed === ''}
            helperText={trimmed === '' ? t('dialogs.nameError') : undefined}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          {props.error && <Alert severity="error">{props.error}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose}>{t('common:actions.cancel')}</Button>
          <Button
            type="submit"
            variant="contained"
            disabled={!trimmed || trimmed === props.mission.name || props.pending}
          >
            {t('dialogs.rename')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

export function SplitMissionDialog(props: {
  mission: TMission;
  pending: boolean;
  error: string | null;
  onSubmit: (body: TSplitMissionRequest) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('missions');
  const count = props.mission.mission.waypoints.length;
  // The server refuses to split by battery what one battery flies; say so up front.
  const oneBattery = props.mission.mission.stats.batteries <= 1;
  const [mode, setMode] = useState<'battery' | 'waypoint'>(oneBattery ? 'waypoint' : 'battery');
  const [at, setAt] = useState(String(Math.max(1, Math.floor(count / 2))));
  const index = Number(at);
  const indexOk = Number.isInteger(index) && index >= 1 && index <= count - 2;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (mode === 'battery') props.onSubmit({ by_battery: true });
    else if (indexOk) props.onSubmit({ at_waypoint_index: index });
  };
  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="xs">
      <form onSubmit={submit}>
        <DialogTitle>{t('dialogs.splitTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 1 }}>{t('dialogs.splitText')}</DialogContentText>
          <RadioGroup
            value={mode}
            onChange={(e) => setMode(e.target.value as 'battery' | 'waypoint')}
          >
            <FormControlLabel
              value="battery"
              control={<Radio />}
              disabled={oneBattery}
              label={oneBattery ? t('dialogs.perBatteryOne') : t('dialogs.perBattery')}
            />
            <FormControlLabel
              value="waypoint"
              control={<Radio />}
              label={t('dialogs.atWaypoint')}
            />
          </RadioGroup>
          {mode === 'waypoint' && (
            <Stack sx={{ mt: 1 }}>
              <TextField
                label={t('dialogs.waypointNumber')}
                type="number"
                value={at}
                onChange={(e) => setAt(e.target.value)}
                error={!indexOk}
                helperText={
                  indexOk
                    ? t('dialogs.splitParts', { index, last: count - 1 })
                    : t('dialogs.splitRange', { max: Math.max(1, count - 2) })
                }
                slotProps={{ htmlInput: { min: 1, max: count - 2, step: 1 } }}
              />
            </Stack>
          )}
          {props.error && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {props.error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose}>{t('common:actions.cancel')}</Button>
          <Button
            type="submit"
            variant="contained"
            disabled={props.pending || (mode === 'waypoint' && !indexOk)}
          >
            {t('dialogs.split')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

export function DeleteMissionsDialog(props: {
  names: readonly string[];
  pending: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('missions');
  const one = props.names.length === 1;
  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="xs">
      <DialogTitle>
        {one ? t('dialogs.deleteOne') : t('dialogs.deleteMany', { count: props.names.length })}
      </DialogTitle>
      <DialogContent>
        <DialogContentText>
          {one ? t('dialogs.deleteOneText', { name: props.names[0] }) : t('dialogs.deleteManyText')}
        </DialogContentText>
        {props.error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {props.error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose} autoFocus>
          {t('common:actions.cancel')}
        </Button>
        <Button
          color="error"
          variant="contained"
          onClick={props.onConfirm}
          disabled={props.pending}
          data-testid="confirm-delete"
        >
          {t('common:actions.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
