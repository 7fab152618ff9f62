// "Send to dock" (issue 11 §7-8): pick a dock and a saved mission, now or at a time, the RTH
// height and what the aircraft does when it loses its link. The server's checks (dock online,
// aircraft in the dock, battery, wind, rain, range, the dock's aircraft) and the queue's
// conflicts are shown as they are answered; Send is refused with the server's sentence.
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  LinearProgress,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  MenuItem,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
} from '@mui/material';
import {
  DOCK_RTH_MAX_M,
  DOCK_RTH_MIN_M,
  type TDockTask,
  type TSendToDockRequest,
} from '@sortie/domain/contracts';
import { useMemo, useState } from 'react';
import { errorText } from '../../../lib/errors.ts';
import { useDockTaskCheck, useSendToDock } from '../api/dock-tasks.ts';
import { useDocks } from '../api/docks.ts';

export type SendableMission = { id: string; name: string };

/** 'YYYY-MM-DDTHH:mm' for a datetime-local input, an hour from now. */
function inAnHour(): string {
  const d = new Date(Date.now() + 3600_000);
  d.setSeconds(0, 0);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

export function SendToDockDialog({
  companyId,
  missions,
  initialMissionId,
  open,
  onClose,
  onSent,
}: {
  companyId: string;
  missions: readonly SendableMission[];
  initialMissionId?: string;
  open: boolean;
  onClose: () => void;
  onSent?: (task: TDockTask) => void;
}) {
  const docks = useDocks(companyId, open);
  const [dockId, setDockId] = useState<string>('');
  const [missionId, setMissionId] = useState(initialMissionId ?? missions[0]?.id ?? '');
  const [when, setWhen] = useState<'now' | 'later'>('now');
  const [at, setAt] = useState(inAnHour);
  const [rth, setRth] = useState(100);
  const [lost, setLost] = useState<TSendToDockRequest['out_of_control_action']>('return_home');
  const [acceptConflicts, setAcceptConflicts] = useState(false);
  const chosenDock = dockId || docks.data?.[0]?.id || '';
  const rthOk = rth >= DOCK_RTH_MIN_M && rth <= DOCK_RTH_MAX_M;
  const atDate = when === 'later' ? new Date(at) : null;
  const body = useMemo<TSendToDockRequest | null>(
    () =>
      missionId && rthOk && (!atDate || !Number.isNaN(atDate.getTime()))
        ? {
            mission_id: missionId,
            execute_at: atDate ? atDate.toISOString() : null,
            rth_altitude_m: rth,
            out_of_control_action: lost,
            accept_conflicts: acceptConflicts,
          }
        : null,
    // atDate is derived from `at` and `when`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [missionId, rthOk, at, when, rth, lost, acceptConflicts],
  );
  const check = useDockTaskCheck(companyId, open ? chosenDock : null, body);
  const send = useSendToDock(companyId);
  const failed = check.data?.checks.filter((c) => !c.ok) ?? [];
  const booked = check.data?.conflicts.some((c) => c.kind === 'dock_booked') ?? false;
  const airspace = (check.data?.conflicts.length ?? 0) > 0 && !booked;
  const canSend =
    !!body &&
    !!chosenDock &&
    !!check.data &&
    !check.isFetching &&
    failed.length === 0 &&
    !booked &&
    (!airspace || acceptConflicts) &&
    !send.isPending;

  const submit = () => {
    if (!canSend || !body) return;
    send.mutate(
      { dockId: chosenDock, body },
      {
        onSuccess: (task) => {
          onSent?.(task);
          onClose();
        },
      },
    );
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="send-dock-title">
      <DialogTitle id="send-dock-title">Send to dock</DialogTitle>
      <DialogContent>
        {docks.isError && <Alert severity="error">{errorText(docks.error)}</Alert>}
        {docks.data?.length === 0 && (
          <Alert severity="info">
            No dock is bound to this workspace. Bind one in Settings → Dock.
          </Alert>
        )}
        <Stack
          component="form"
          spacing={2}
          sx={{ mt: 1 }}
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <TextField
            select
            label="Dock"
            value={chosenDock}
            onChange={(e) => setDockId(e.target.value)}
            disabled={!docks.data?.length}
            slotProps={{ htmlInput: { 'data-testid': 'send-dock-dock' } }}
          >
            {(docks.data ?? []).map((d) => (
              <MenuItem key={d.id} value={d.id}>
                {d.call_sign}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label="Mission"
            value={missionId}
            onChange={(e) => setMissionId(e.target.value)}
          >
            {missions.map((m) => (
              <MenuItem key={m.id} value={m.id}>
                {m.name}
              </MenuItem>
            ))}
          </TextField>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={when}
            onChange={(_, v: 'now' | 'later' | null) => v && setWhen(v)}
            aria-label="When"
          >
            <ToggleButton value="now">Fly now</ToggleButton>
            <ToggleButton value="later">Schedule</ToggleButton>
          </ToggleButtonGroup>
          {when === 'later' && (
            <TextField
              type="datetime-local"
              label="Start"
              value={at}
              onChange={(e) => setAt(e.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              type="number"
              label="Return-to-home height (m)"
              value={rth}
              onChange={(e) => setRth(Number(e.target.value))}
              error={!rthOk}
              helperText={`${DOCK_RTH_MIN_M}–${DOCK_RTH_MAX_M} m`}
              sx={{ flex: 1 }}
            />
            <TextField
              select
              label="On lost link"
              value={lost}
              onChange={(e) => setLost(e.target.value as typeof lost)}
              sx={{ flex: 1 }}
            >
              <MenuItem value="return_home">Return to home</MenuItem>
              <MenuItem value="hover">Hover</MenuItem>
              <MenuItem value="land">Land</MenuItem>
            </TextField>
          </Stack>
          {check.isFetching && <LinearProgress aria-label="Checking the dock" />}
          {check.isError && <Alert severity="error">{errorText(check.error)}</Alert>}
          {check.data && (
            <List dense disablePadding data-testid="send-dock-checks">
              {check.data.checks.map((c) => (
                <ListItem key={c.key} disableGutters data-ok={c.ok}>
                  <ListItemIcon sx={{ minWidth: 28 }} aria-hidden>
                    {c.ok ? '✓' : '✗'}
                  </ListItemIcon>
                  <ListItemText
                    primary={c.message}
                    slotProps={{ primary: { color: c.ok ? 'text.primary' : 'error' } }}
                  />
                </ListItem>
              ))}
            </List>
          )}
          {check.data?.conflicts.map((c) => (
            <Alert
              key={c.task_id}
              severity={c.kind === 'dock_booked' ? 'error' : 'warning'}
              data-testid="send-dock-conflict"
            >
              {c.message}
            </Alert>
          ))}
          {airspace && (
            <FormControlLabel
              control={
                <Checkbox
                  checked={acceptConflicts}
                  onChange={(e) => setAcceptConflicts(e.target.checked)}
                />
              }
              label="The pilots agree: send anyway"
            />
          )}
          {send.isError && <Alert severity="error">{errorText(send.error)}</Alert>}
          {/* Enter in a field submits. */}
          <button type="submit" hidden />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          disabled={!canSend}
          onClick={submit}
          data-testid="send-dock-submit"
        >
          {when === 'now' ? 'Send and fly' : 'Schedule'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
