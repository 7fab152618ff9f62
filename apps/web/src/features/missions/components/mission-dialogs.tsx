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

export function RenameMissionDialog(props: {
  mission: TMission;
  pending: boolean;
  error: string | null;
  onSubmit: (name: string) => void;
  onClose: () => void;
}) {
  const [name, setName] = useState(props.mission.name);
  const trimmed = name.trim();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (trimmed && trimmed !== props.mission.name) props.onSubmit(trimmed);
  };
  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="xs">
      <form onSubmit={submit}>
        <DialogTitle>Rename mission</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label="Name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={trimmed === ''}
            helperText={trimmed === '' ? 'Enter a name.' : undefined}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          {props.error && <Alert severity="error">{props.error}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose}>Cancel</Button>
          <Button
            type="submit"
            variant="contained"
            disabled={!trimmed || trimmed === props.mission.name || props.pending}
          >
            Rename
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
        <DialogTitle>Split mission</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 1 }}>
            The mission is replaced by its parts; each part starts where the previous one ended.
          </DialogContentText>
          <RadioGroup
            value={mode}
            onChange={(e) => setMode(e.target.value as 'battery' | 'waypoint')}
          >
            <FormControlLabel
              value="battery"
              control={<Radio />}
              disabled={oneBattery}
              label={
                oneBattery ? 'One part per battery (it fits one battery)' : 'One part per battery'
              }
            />
            <FormControlLabel value="waypoint" control={<Radio />} label="At a waypoint" />
          </RadioGroup>
          {mode === 'waypoint' && (
            <Stack sx={{ mt: 1 }}>
              <TextField
                label="Waypoint number"
                type="number"
                value={at}
                onChange={(e) => setAt(e.target.value)}
                error={!indexOk}
                helperText={
                  indexOk
                    ? `Waypoints 0–${index} in part 1, ${index}–${count - 1} in part 2.`
                    : `Choose a waypoint from 1 to ${Math.max(1, count - 2)}.`
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
          <Button onClick={props.onClose}>Cancel</Button>
          <Button
            type="submit"
            variant="contained"
            disabled={props.pending || (mode === 'waypoint' && !indexOk)}
          >
            Split
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
  const one = props.names.length === 1;
  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="xs">
      <DialogTitle>
        {one ? 'Delete mission?' : `Delete ${props.names.length} missions?`}
      </DialogTitle>
      <DialogContent>
        <DialogContentText>
          {one
            ? `"${props.names[0]}" will be deleted. This cannot be undone.`
            : 'These missions will be deleted. This cannot be undone.'}
        </DialogContentText>
        {props.error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {props.error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose} autoFocus>
          Cancel
        </Button>
        <Button
          color="error"
          variant="contained"
          onClick={props.onConfirm}
          disabled={props.pending}
          data-testid="confirm-delete"
        >
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
