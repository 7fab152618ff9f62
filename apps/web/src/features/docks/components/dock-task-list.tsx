// DockTaskList: a dock's flight tasks (queued, flying, and those of the last 7 days) with their
// progress, and return home / cancel for those who may fly (Docks POST), each confirmed and
// showing the dock's answer. The cockpit shows it; DockTaskRows is shared with the queue page.
import { useTranslation } from 'react-i18next';
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
import { dockWordText } from './dock-word-text.ts';

type Action = 'return_home' | 'cancel' | 'resume';
// Each action's words are docks:tasks.actions.<action>.button and .confirm.
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
  const { t } = useTranslation('docks');
  const action = useDockTaskAction(companyId);
  const button = (a: Action) => t(`tasks.actions.${a}.button`);
  const [asking, setAsking] = useState<{ task: TDockTask; action: Action } | null>(null);
  const [answer, setAnswer] = useState<{ taskId: string; text: string; ok: boolean } | null>(null);
  const run = () => {
    if (!asking) return;
    const { task } = asking;
    action.mutate(
      { taskId: task.id, action: asking.action },
      {
        onSuccess: () => setAnswer({ taskId: task.id, ok: true, text: t('tasks.accepted') }),
        onError: (error) => setAnswer({ taskId: task.id, ok: false, text: errorText(error) }),
      },
    );
    setAsking(null);
  };
  if (tasks.length === 0)
    return (
      <Typography color="text.secondary" data-testid="dock-tasks-empty">
        {t('tasks.empty')}
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
                    {whenText(task.execute_at)} – {whenText(task.ends_at)} ·{' '}
                    {t('tasks.waypointOf', {
                      n: Math.min(task.waypoint_index + 1, task.waypoint_count),
                      count: task.waypoint_count,
                    })}
                  </Typography>
                  {task.conditions && (
                    <Typography variant="body2" color="text.secondary">
                      {t('tasks.conditions', {
                        percent: task.conditions.battery_min_percent,
                        until: whenText(task.conditions.window_end),
                      })}
                    </Typography>
                  )}
                  {task.resume_of && (
                    <Typography variant="body2" color="text.secondary">
                      {t('tasks.resumes', { n: (task.break_point?.index ?? 0) + 1 })}
                    </Typography>
                  )}
                  {task.reason && (
                    <Typography variant="body2" color="text.secondary">
                      {dockWordText(task.reason, task.reason_codes)}
                    </Typography>
                  )}
                  {conflicted.has(task.id) && (
                    <Typography variant="body2" color="warning.main">
                      {t('tasks.conflicts')}
                    </Typography>
                  )}
                </Box>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexShrink: 0 }}>
                  <Chip
                    size="small"
                    label={t(`tasks.status.${task.status}`)}
                    color={status.color}
                  />
                  {canFly && isFlying(task.status) && (
                    <Button size="small" onClick={() => setAsking({ task, action: 'return_home' })}>
                      {button('return_home')}
                    </Button>
                  )}
                  {canFly && task.resumable && (
                    <Button size="small" onClick={() => setAsking({ task, action: 'resume' })}>
                      {button('resume')}
                    </Button>
                  )}
                  {canFly && isOpen(task.status) && (
                    <Button
                      size="small"
                      color="error"
                      onClick={() => setAsking({ task, action: 'cancel' })}
                    >
                      {button('cancel')}
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
        <DialogTitle>{asking ? button(asking.action) : ''}</DialogTitle>
        <DialogContent>
          <Typography>{asking ? t(`tasks.actions.${asking.action}.confirm`) : ''}</Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(null)}>{t('common:actions.back')}</Button>
          <Button
            variant="contained"
            color={asking?.action === 'resume' ? 'primary' : 'error'}
            onClick={run}
            autoFocus
          >
            {asking ? button(asking.action) : ''}
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
