// Confirmed dock actions (issue 11 §6): each asks "are you sure", then shows the dock's reply
// (its result code and sentence), so a refusal is never silent.
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
} from '@mui/material';
import type { TDockActionName } from '@sortie/domain/contracts';
import { useState } from 'react';
import { useDockAction } from '../api/cockpit.ts';
import { errorText } from './dock-error-text.ts';

const ACTIONS: { action: TDockActionName; label: string; confirm: string; danger?: boolean }[] = [
  {
    action: 'return_home',
    label: 'Return to home',
    confirm: 'The aircraft stops what it does and flies back to the dock.',
  },
  {
    action: 'return_home_cancel',
    label: 'Cancel return',
    confirm: 'The aircraft stops returning and hovers where it is.',
  },
  {
    action: 'cancel_task',
    label: 'Cancel task',
    confirm: 'The running flight task is cancelled.',
    danger: true,
  },
  {
    action: 'cover_open',
    label: 'Open cover',
    confirm: 'Remote debugging opens, then the dock cover opens.',
  },
  {
    action: 'cover_close',
    label: 'Close cover',
    confirm: 'Remote debugging opens, then the dock cover closes.',
  },
  {
    action: 'drone_open',
    label: 'Aircraft power on',
    confirm: 'Remote debugging opens, then the aircraft in the dock powers on.',
  },
  {
    action: 'drone_close',
    label: 'Aircraft power off',
    confirm: 'Remote debugging opens, then the aircraft in the dock powers off.',
    danger: true,
  },
];

export function DockActionsPanel({ companyId, dockId }: { companyId: string; dockId: string }) {
  const run = useDockAction(companyId, dockId);
  const [asking, setAsking] = useState<(typeof ACTIONS)[number] | null>(null);
  const reply = run.data;
  return (
    <Stack spacing={1.5} data-testid="dock-actions">
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {ACTIONS.map((a) => (
          <Button
            key={a.action}
            size="small"
            variant="outlined"
            color={a.danger ? 'error' : 'primary'}
            disabled={run.isPending}
            onClick={() => setAsking(a)}
          >
            {a.label}
          </Button>
        ))}
      </Stack>
      {reply && (
        <Alert
          severity={reply.result === 0 ? 'success' : 'warning'}
          data-testid="dock-action-reply"
        >
          {ACTIONS.find((a) => a.action === reply.action)?.label}: {reply.message}
          {reply.result !== 0 ? ` (code ${reply.result})` : ''}
        </Alert>
      )}
      {run.isError && <Alert severity="error">{errorText(run.error)}</Alert>}
      <Dialog open={!!asking} onClose={() => setAsking(null)} aria-labelledby="dock-action-title">
        <DialogTitle id="dock-action-title">{asking?.label}?</DialogTitle>
        <DialogContent>
          <DialogContentText>{asking?.confirm}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(null)}>Cancel</Button>
          <Button
            variant="contained"
            color={asking?.danger ? 'error' : 'primary'}
            onClick={() => {
              if (asking) run.mutate(asking.action);
              setAsking(null);
            }}
          >
            {asking?.label}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
