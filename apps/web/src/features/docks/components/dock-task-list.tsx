// DockTaskList: a dock's flight tasks (queued, flying, and those of the last 7 days) with their
// progress, and return home / cancel for those who may fly (Docks POST), each confirmed and
// showing the dock's answer. The cockpit shows it; DockTaskRows is shared with the queue page.
import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  List,
  ListItem,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import type { TDockTask } from '@sortie/domain/contracts';
import { useState } from 'react';
import { errorText } from '../../../lib/errors.ts';
import { useDockTaskAction, useDockTasks } from '../api/dock-tasks.ts';
import { DOCK_TASK_STATUS, isFlying, isOpen, whenText } from './dock-task-status.ts';

type Action = 'return_home' | 'cancel';
const ACTION_TEXT: Record<Action, { button: string; confirm: string }> = {
  return_home: {
    button: 'Return to home',
    confirm: 'The aircraft leaves the mission and flies back to its dock. Continue?',
  },
  cancel: {
    button: 'Cancel task',
    confirm: 'The task is cancelled; a flying aircraft returns to its dock. Continue?',
  },
};

export function DockTaskRows({
  companyId,
  tasks,
  canFly,
  showDock = false,
  conflicted = new Set<string>(),
}: {
  companyId: string;
  tasks: readonly TDockTask[];
  canFly: boolean;
  showDock?: boolean;
  conflicted?: ReadonlySet<string>;
}) {
  const action = useDockTaskAction(companyId);
  const [asking, setAsking] = useState<{ task: TDockTask; action: Action } | null>(null);
  const [answer, setAnswer] = useState<{ taskId: string; text: string; ok: boolean } | null>(null);
  const run = () => {
    if (!asking) return;
    const { task } = asking;
    action.mutate(
      { taskId: task.id, action: asking.action },
      {
        onSuccess: () =>
          setAnswer({ taskId: task.id, ok: true, text: 'The dock accepted the command.' }),
        onError: (error) => setAnswer({ taskId: task.id, ok: false, text: errorText(error) }),
      },
    );
    setAsking(null);
  };
  if (tasks.length === 0)
    return (
      <Typography color="text.secondary" data-testid="dock-tasks-empty">
        No flight tasks yet. Send a mission to a dock from its site page.
      </Typography>
    );
  return (
    <>
      <List disablePadding data-testid="dock-task-list">
        {tasks.map((task) => {
          const status = DOCK_TASK_STATUS[task.status];
          return (
            <ListItem
              key={task.id}
              divider
              data-testid="dock-task"
              data-status={task.status}
              sx={{ display: 'block', px: 0 }}
            >
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={1}
                sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
              >
                <Box sx={{ minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {task.mission_name}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {showDock ? `${task.dock_call_sign} · ` : ''}
                    {whenText(task.execute_at)} – {whenText(task.ends_at)} · waypoint{' '}
                    {Math.min(task.waypoint_index + 1, task.waypoint_count)} of{' '}
                    {task.waypoint_count}
                  </Typography>
                  {task.reason && (
                    <Typography variant="body2" color="text.secondary">
                      {task.reason}
                    </Typography>
                  )}
                  {conflicted.has(task.id) && (
                    <Typography variant="body2" color="warning.main">
                      Conflicts with another task (see above).
                    </Typography>
                  )}
                </Box>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexShrink: 0 }}>
                  <Chip size="small" label={status.label} color={status.color} />
                  {canFly && isFlying(task.status) && (
                    <Button size="small" onClick={() => setAsking({ task, action: 'return_home' })}>
                      {ACTION_TEXT.return_home.button}
                    </Button>
                  )}
                  {canFly && isOpen(task.status) && (
                    <Button
                      size="small"
                      color="error"
                      onClick={() => setAsking({ task, action: 'cancel' })}
                    >
                      {ACTION_TEXT.cancel.button}
                    </Button>
                  )}
                </Stack>
              </Stack>
              {isFlying(task.status) && (
                <LinearProgress
                  variant="determinate"
                  value={task.percent}
                  aria-label={`${task.mission_name}: ${Math.round(task.percent)} %`}
                  sx={{ mt: 1 }}
                />
              )}
              {answer?.taskId === task.id && (
                <Alert severity={answer.ok ? 'success' : 'error'} sx={{ mt: 1 }}>
                  {answer.text}
                </Alert>
              )}
            </ListItem>
          );
        })}
      </List>
      <Dialog open={!!asking} onClose={() => setAsking(null)}>
        <DialogTitle>{asking ? ACTION_TEXT[asking.action].button : ''}</DialogTitle>
        <DialogContent>
          <Typography>{asking ? ACTION_TEXT[asking.action].confirm : ''}</Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(null)}>Back</Button>
          <Button variant="contained" color="error" onClick={run} autoFocus>
            {asking ? ACTION_TEXT[asking.action].button : ''}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

/** The tasks of one dock, fetched and kept fresh (realtime hint, and a poll while flying). */
export function DockTaskList({
  companyId,
  dockId,
  canFly,
}: {
  companyId: string;
  dockId: string;
  canFly: boolean;
}) {
  const tasks = useDockTasks(companyId, dockId);
  if (tasks.isError) return <Alert severity="error">{errorText(tasks.error)}</Alert>;
  if (!tasks.data) return <Skeleton variant="rounded" height={72} />;
  return <DockTaskRows companyId={companyId} tasks={tasks.data} canFly={canFly} />;
}
