// The site's goal: the flying time a site needs (feature-areas §3 "goal (flying time target)").
// It drives the progress bar, the time left and 'Export Missions as KML' (only when goal > 0).
// Entered as hours and minutes, stored in seconds through the site PATCH with If-Match; a stale
// etag gets 412, the latest site is refetched and the user is told to try again.
import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import type { TSite } from '@sortie/domain/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { durationText } from '../utils/site-i18n.ts';
import { notify } from '../../../lib/notify.ts';
import { useUpdateSite } from '../api/update-site.ts';
import { SiteUpdateError } from './site-update-error.tsx';
import { goalFromFields, goalToFields, type GoalFields } from '../utils/site-goal.ts';

export function SiteGoalEditor({
  companyId,
  site,
  editable,
}: {
  companyId: string;
  site: Pick<TSite, 'id' | 'etag' | 'goal'>;
  /** Edit access: otherwise the goal is only shown. */
  editable: boolean;
}) {
  const { t } = useTranslation('sites');
  const [fields, setFields] = useState<GoalFields | null>(null);
  const update = useUpdateSite(companyId);
  const goal = site.goal !== null && site.goal > 0 ? site.goal : null;
  const parsed = fields ? goalFromFields(fields) : null;

  const save = (seconds: number | null) =>
    update.mutate(
      { site, body: { goal: seconds } },
      {
        onSuccess: () => {
          setFields(null);
          notify(
            seconds === null
              ? t('goal.removed')
              : t('goal.set', { duration: durationText(seconds) }),
            {
              code: 201,
            },
          );
        },
      },
    );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (parsed?.ok) save(parsed.seconds);
  };

  const summary = (
    <Typography variant="body2" component="div" sx={{ fontWeight: 600 }} data-testid="site-goal">
      {goal === null ? t('goal.none') : durationText(goal)}
    </Typography>
  );

  if (!editable || !fields)
    return (
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', py: 0.75 }}>
        <Box>
          <Typography variant="body2" color="text.secondary">
            {t('goal.label')}
          </Typography>
          {goal === null && editable && (
            <Typography variant="caption" color="text.secondary" component="p">
              {t('goal.hint')}
            </Typography>
          )}
        </Box>
        <Stack spacing={0.5} sx={{ alignItems: 'flex-end' }}>
          {summary}
          {editable && (
            <Button
              size="small"
              onClick={() => {
                update.reset();
                setFields(goalToFields(goal));
              }}
            >
              {goal === null ? t('goal.setGoal') : t('goal.change')}
            </Button>
          )}
        </Stack>
      </Stack>
    );

  const error = parsed && !parsed.ok ? parsed : null;
  return (
    <Box
      component="form"
      onSubmit={submit}
      noValidate
      aria-label={t('goal.label')}
      sx={{ py: 0.75 }}
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('goal.label')}
      </Typography>
      <Stack direction="row" spacing={1}>
        <TextField
          label={t('goal.hours')}
          size="small"
          type="number"
          value={fields.hours}
          onChange={(e) => setFields({ ...fields, hours: e.target.value })}
          error={Boolean(error?.field === 'hours')}
          slotProps={{ htmlInput: { min: 0, step: 1, inputMode: 'numeric' } }}
          autoFocus
        />
        <TextField
          label={t('goal.minutes')}
          size="small"
          type="number"
          value={fields.minutes}
          onChange={(e) => setFields({ ...fields, minutes: e.target.value })}
          error={Boolean(error?.field === 'minutes')}
          slotProps={{ htmlInput: { min: 0, max: 59, step: 1, inputMode: 'numeric' } }}
        />
      </Stack>
      <Typography
        variant="caption"
        color={error ? 'error' : 'text.secondary'}
        component="p"
        role={error ? 'alert' : undefined}
        sx={{ mt: 0.5 }}
      >
        {error?.message ?? t('goal.help')}
      </Typography>
      <Stack direction="row" sx={{ mt: 1, flexWrap: 'wrap', gap: 1 }}>
        <Button
          type="submit"
          size="small"
          variant="contained"
          disabled={!parsed?.ok || update.isPending}
        >
          {update.isPending ? t('common:states.saving') : t('goal.save')}
        </Button>
        <Button size="small" onClick={() => setFields(null)} disabled={update.isPending}>
          {t('common:actions.cancel')}
        </Button>
        {goal !== null && (
          <Button size="small" color="error" onClick={() => save(null)} disabled={update.isPending}>
            {t('goal.remove')}
          </Button>
        )}
      </Stack>
      <SiteUpdateError error={update.error} />
    </Box>
  );
}
