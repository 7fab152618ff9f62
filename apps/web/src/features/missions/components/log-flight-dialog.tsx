// "Log a flight" (issue 10 §7): a flown mission recorded from the web (date, the whole mission
// or a part of it, time in the air, notes), posted to the flights endpoint the pilot app uses.
// Waypoints are numbered from 1 here, as pilots count them; the API counts from 0.
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
} from '@mui/material';
import type { TMission, TReportFlightRequest } from '@sortie/domain/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/ui/date-field/index.ts';
import { toDateInput } from '../../../lib/day.ts';

const today = () => toDateInput(new Date());

export function LogFlightDialog(props: {
  mission: TMission;
  pending: boolean;
  error: string | null;
  onSubmit: (body: TReportFlightRequest) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('missions');
  const count = props.mission.mission.waypoints.length;
  const [date, setDate] = useState(today);
  const [part, setPart] = useState<'whole' | 'part'>('whole');
  const [from, setFrom] = useState('1');
  const [to, setTo] = useState(String(count));
  const [minutes, setMinutes] = useState(
    String(Math.max(1, Math.round(props.mission.flight_time_s / 60))),
  );
  const [notes, setNotes] = useState('');

  const dateOk = /^\d{4}-\d{2}-\d{2}$/.test(date) && date <= today();
  const mins = Number(minutes);
  const minutesOk = minutes.trim() !== '' && Number.isFinite(mins) && mins > 0 && mins <= 24 * 60;
  const a = Number(from);
  const b = Number(to);
  const rangeOk =
    part === 'whole' ||
    (Number.isInteger(a) && Number.isInteger(b) && a >= 1 && b <= count && a <= b);
  const ok = dateOk && minutesOk && rangeOk && notes.length <= 2000;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!ok || props.pending) return;
    props.onSubmit({
      flight_id: crypto.randomUUID(),
      state: 'completed',
      // Midday local time of the chosen day: the day survives any time zone.
      started_at: new Date(`${date}T12:00:00`).toISOString(),
      duration_s: Math.round(mins * 60),
      ...(part === 'part' ? { waypoints: { from: a - 1, to: b - 1 } } : {}),
      ...(notes.trim() ? { notes: notes.trim() } : {}),
    });
  };

  return (
    <Dialog open onClose={props.pending ? undefined : props.onClose} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle>{t('logFlight.title', { name: props.mission.name })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            <DateField
              label={t('logFlight.date')}
              value={date}
              onChange={setDate}
              error={!dateOk}
              helperText={dateOk ? ' ' : t('logFlight.dateHint')}
              max={today()}
              required
            />
            <RadioGroup
              aria-label={t('logFlight.what')}
              value={part}
              onChange={(e) => setPart(e.target.value as 'whole' | 'part')}
            >
              <FormControlLabel value="whole" control={<Radio />} label={t('logFlight.whole')} />
              <FormControlLabel value="part" control={<Radio />} label={t('logFlight.part')} />
            </RadioGroup>
            {part === 'part' && (
              <Stack direction="row" spacing={1}>
                <TextField
                  label={t('logFlight.from')}
                  type="number"
                  value={from}
                  onChange={(e) => setFrom(e.target.value)}
                  error={!rangeOk}
                  slotProps={{ htmlInput: { min: 1, max: count, step: 1 } }}
                />
                <TextField
                  label={t('logFlight.to')}
                  type="number"
                  value={to}
                  onChange={(e) => setTo(e.target.value)}
                  error={!rangeOk}
                  helperText={rangeOk ? ' ' : t('logFlight.range', { last: count })}
                  slotProps={{ htmlInput: { min: 1, max: count, step: 1 } }}
                />
              </Stack>
            )}
            <TextField
              label={t('logFlight.minutes')}
              type="number"
              value={minutes}
              onChange={(e) => setMinutes(e.target.value)}
              error={!minutesOk}
              helperText={minutesOk ? t('logFlight.minutesHint') : t('logFlight.minutesError')}
              slotProps={{ htmlInput: { min: 1, max: 1440, step: 1 } }}
              required
            />
            <TextField
              label={t('logFlight.notes')}
              value={notes}
              onChange={(e) => setNotes(e.target.value)}
              multiline
              minRows={2}
              slotProps={{ htmlInput: { maxLength: 2000 } }}
            />
            {props.error && <Alert severity="error">{props.error}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={props.onClose} disabled={props.pending}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={!ok || props.pending}>
            {props.pending ? t('logFlight.logging') : t('logFlight.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
