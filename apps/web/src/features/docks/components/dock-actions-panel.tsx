// Confirmed dock actions (issue 11 §6): each asks "are you sure", then shows the dock's reply
// (its result code and sentence), so a refusal is never silent.
import { useTranslation } from 'react-i18next';
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
import { errorText } from '../../../lib/errors.ts';
import { actionReplyText } from './dock-word-text.ts';

// Each action's words are docks:actions.<action>.label and .confirm.
const ACTIONS: { action: TDockActionName; danger?: boolean }[] = [
  {
    action: 'return_home',
  },
  {
    action: 'return_home_cancel',
  },
  {
    action: 'cancel_task',
    danger: true,
  },
  {
    action: 'cover_open',
  },
  {
    action: 'cover_close',
  },
  {
    action: 'drone_open',
  },
  {
    action: 'drone_close',
    danger: true,
  },
];

export function DockActionsPanel({ companyId, dockId }: { companyId: string; dockId: string }) {
  const { t } = useTranslation('docks');
  const run = useDockAction(companyId, dockId);
  const label = (a: TDockActionName) => t(`actions.${a}.label`);
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
            {label(a.action)}
          </Button>
        ))}
      </Stack>
      {reply && (
        <Alert
          severity={reply.result === 0 ? 'success' : 'warning'}
          data-testid="dock-action-reply"
        >
          {label(reply.action)}: {actionReplyText(reply)}
          {reply.result !== 0 ? ` ${t('actions.code', { code: reply.result })}` : ''}
        </Alert>
      )}
      {run.isError && <Alert severity="error">{errorText(run.error)}</Alert>}
      <Dialog open={!!asking} onClose={() => setAsking(null)} aria-labelledby="dock-action-title">
        <DialogTitle id="dock-action-title">
          {asking ? t('actions.ask', { action: label(asking.action) }) : ''}
        </DialogTitle>
        <DialogContent>
          <DialogContentText>
            {asking ? t(`actions.${asking.action}.confirm`) : ''}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(null)}>{t('common:actions.cancel')}</Button>
          <Button
            variant="contained"
            color={asking?.danger ? 'error' : 'primary'}
            onClick={() => {
              if (asking) run.mutate(asking.action);
              setAsking(null);
            }}
          >
            {asking ? label(asking.action) : ''}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
