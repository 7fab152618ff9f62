// "Send to dock" (issue 11 §7-8): pick a dock and a saved mission, now or at a time, the RTH
// height and what the aircraft does when it loses its link. The server's checks (dock online,
// aircraft in the dock, battery, wind, rain, range, the dock's aircraft) and the queue's
// conflicts are shown as they are answered; Send is refused with the server's sentence.
import { useTranslation } from 'react-i18next';
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
import { dockWordText } from './dock-word-text.ts';

export type SendableMission = { id: string; name: string };

type When = 'now' | 'later' | 'charged';
/** Check marks beside each check (symbols, not words). */
const MARK = { ok: '✓', failed: '✗' };

/** 'YYYY-MM-DDTHH:mm' for a datetime-local input, `hours` from now. */
function inHours(hours: number): string {
  const d = new Date(Date.now() + hours * 3600_000);
  d.setSeconds(0, 0);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

export function SendToDockDialog({
  companyId,
  missions,
  initialMissionId,
  initialDockId,
  open,
  onClose,
  onSent,
}: {
  companyId: string;
  missions: readonly SendableMission[];
  initialMissionId?: string;
  /** The dock chosen at first (the cockpit's own); else the workspace's first dock. */
  initialDockId?: string;
  open: boolean;
  onClose: () => void;
  onSent?: (task: TDockTask) => void;
}) {
  const { t } = useTranslation('docks');
  const docks = useDocks(companyId, open);
  const [dockId, setDockId] = useState<string>(initialDockId ?? '');
  const [missionId, setMissionId] = useState(initialMissionId ?? missions[0]?.id ?? '');
  const [when, setWhen] = useState<When>('now');
  const [at, setAt] = useState(() => inHours(1));
  // A conditional task: the dock starts it once its aircraft is charged this far, until `until`.
  const [battery, setBattery] = useState(90);
  const [until, setUntil] = useState(() => inHours(6));
  const [rth, setRth] = useState(100);
  const [lost, setLost] = useState<TSendToDockRequest['out_of_control_action']>('return_home');
  const [acceptConflicts, setAcceptConflicts] = useState(false);
  const chosenDock = dockId || docks.data?.[0]?.id || '';
  const rthOk = rth >= DOCK_RTH_MIN_M && rth <= DOCK_RTH_MAX_M;
  const atDate = when === 'later' ? new Date(at) : null;
  const untilDate = when === 'charged' ? new Date(until) : null;
  const batteryOk = battery >= 20 && battery <= 100;
  const body = useMemo<TSendToDockRequest | null>(
    () =>
      missionId &&
      rthOk &&
      (!atDate || !Number.isNaN(atDate.getTime())) &&
      (!untilDate || (!Number.isNaN(untilDate.getTime()) && batteryOk))
        ? {
            mission_id: missionId,
            execute_at: atDate ? atDate.toISOString() : null,
            rth_altitude_m: rth,
            out_of_control_action: lost,
            accept_conflicts: acceptConflicts,
            conditions: untilDate
              ? { battery_min_percent: battery, window_end: untilDate.toISOString() }
              : null,
          }
        : null,
    // atDate and untilDate are derived from `at`, `until` and `when`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [missionId, rthOk, at, until, battery, when, rth, lost, acceptConflicts],
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
      <DialogTitle id="send-dock-title">{t('send.title')}</DialogTitle>
      <DialogContent>
        {docks.isError && <Alert severity="error">{errorText(docks.error)}</Alert>}
        {docks.data?.length === 0 && <Alert severity="info">{t('send.noDock')}</Alert>}
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
            label={t('send.dock')}
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
            label={t('send.mission')}
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
            onChange={(_, v: When | null) => v && setWhen(v)}
            aria-label={t('send.when')}
          >
            <ToggleButton value="now">{t('send.now')}</ToggleButton>
            <ToggleButton value="later">{t('send.later')}</ToggleButton>
            <ToggleButton value="charged">{t('send.charged')}</ToggleButton>
          </ToggleButtonGroup>
          {when === 'charged' && (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                type="number"
                label={t('send.battery')}
                value={battery}
                onChange={(e) => setBattery(Number(e.target.value))}
                error={!batteryOk}
                helperText={t('send.batteryHelp')}
                sx={{ flex: 1 }}
              />
              <TextField
                type="datetime-local"
                label={t('send.until')}
                value={until}
                onChange={(e) => setUntil(e.target.value)}
                helperText={t('send.untilHelp')}
                slotProps={{ inputLabel: { shrink: true } }}
                sx={{ flex: 1 }}
              />
            </Stack>
          )}
          {when === 'later' && (
            <TextField
              type="datetime-local"
              label={t('send.start')}
              value={at}
              onChange={(e) => setAt(e.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              type="number"
              label={t('send.rth')}
              value={rth}
              onChange={(e) => setRth(Number(e.target.value))}
              error={!rthOk}
              helperText={t('send.rthRange', { min: DOCK_RTH_MIN_M, max: DOCK_RTH_MAX_M })}
              sx={{ flex: 1 }}
            />
            <TextField
              select
              label={t('send.lost')}
              value={lost}
              onChange={(e) => setLost(e.target.value as typeof lost)}
              sx={{ flex: 1 }}
            >
              <MenuItem value="return_home">{t('send.lostHome')}</MenuItem>
              <MenuItem value="hover">{t('send.lostHover')}</MenuItem>
              <MenuItem value="land">{t('send.lostLand')}</MenuItem>
            </TextField>
          </Stack>
          {check.isFetching && <LinearProgress aria-label={t('send.checking')} />}
          {check.isError && <Alert severity="error">{errorText(check.error)}</Alert>}
          {check.data && (
            <List dense disablePadding data-testid="send-dock-checks">
              {check.data.checks.map((c) => (
                <ListItem key={c.key} disableGutters data-ok={c.ok}>
                  <ListItemIcon sx={{ minWidth: 28 }} aria-hidden>
                    {c.ok ? MARK.ok : MARK.failed}
                  </ListItemIcon>
                  <ListItemText
                    primary={dockWordText(c.message, c.message_code && [c.message_code])}
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
              {dockWordText(c.message, c.message_code && [c.message_code])}
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
              label={t('send.accept')}
            />
          )}
          {send.isError && <Alert severity="error">{errorText(send.error)}</Alert>}
          {/* Enter in a field submits. */}
          <button type="submit" hidden />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common:actions.cancel')}</Button>
        <Button
          variant="contained"
          disabled={!canSend}
          onClick={submit}
          data-testid="send-dock-submit"
        >
          {when === 'now'
            ? t('send.submitNow')
            : when === 'later'
              ? t('send.later')
              : t('send.submitCharged')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
