// The workspace's dock task queue (issue 11 §8): every queued and flying task of every dock, the
// conflicts among them (one dock booked twice; two docks over the same airspace, time and
// heights), and optionally the tasks of the last 7 days.
import { useTranslation } from 'react-i18next';
import { Alert, Box, FormControlLabel, Skeleton, Stack, Switch, Typography } from '@mui/material';
import { useState } from 'react';
import { errorText } from '../../../lib/errors.ts';
import { useDockTaskQueue } from '../api/dock-tasks.ts';
import { DockTaskRows } from './dock-task-list.tsx';
import { dockWordText } from './dock-word-text.ts';

export function DockQueuePage({ companyId, canFly }: { companyId: string; canFly: boolean }) {
  const { t } = useTranslation('docks');
  const [includeDone, setIncludeDone] = useState(false);
  const queue = useDockTaskQueue(companyId, includeDone);
  const conflicted = new Set(
    (queue.data?.conflicts ?? []).flatMap((c) => [c.task_id, c.with_task_id]),
  );
  return (
    <Box sx={{ px: { xs: 2, sm: 3, md: 5 }, py: { xs: 2, md: 4 }, maxWidth: 900, mx: 'auto' }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}
      >
        <Typography variant="h4" component="h1">
          {t('queue.title')}
        </Typography>
        <FormControlLabel
          control={
            <Switch checked={includeDone} onChange={(e) => setIncludeDone(e.target.checked)} />
          }
          label={t('queue.showDone')}
        />
      </Stack>
      {queue.isError && <Alert severity="error">{errorText(queue.error)}</Alert>}
      {!queue.data && !queue.isError && <Skeleton variant="rounded" height={160} />}
      {queue.data && (
        <Stack spacing={2}>
          {queue.data.conflicts.map((c) => (
            <Alert
              key={`${c.with_task_id}-${c.task_id}`}
              severity={c.kind === 'dock_booked' ? 'error' : 'warning'}
              data-testid="queue-conflict"
            >
              {dockWordText(c.message, c.message_code && [c.message_code])}
            </Alert>
          ))}
          <DockTaskRows
            companyId={companyId}
            tasks={queue.data.tasks}
            canFly={canFly}
            conflicted={conflicted}
            showDock
          />
        </Stack>
      )}
    </Box>
  );
}
