// The dock page, the cockpit (issue 11 §6): the map with the dock, the aircraft (position, track,
// heading, height) and the custom flight areas; live video from the dock and aircraft cameras;
// telemetry with named units; the HMS list; flight authority; confirmed actions with the dock's
// reply; the flight areas; the task list (a slot the route fills). Managers unbind here.
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, Chip, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { hasRight } from '@sortie/domain';
import type { TDock, TUser } from '@sortie/domain/contracts';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { api } from '../../../lib/api-client.ts';
import { useBrand } from '../../../lib/brand.tsx';
import { useGeozones } from '../api/cockpit.ts';
import { useDocks, useDockStates } from '../api/docks.ts';
import { DockActionsPanel } from './dock-actions-panel.tsx';
import { DockAuthorityPanel } from './dock-authority-panel.tsx';
import { DockCardMenu } from './dock-card-menu.tsx';
import { DockGeozonesPanel } from './dock-geozones-panel.tsx';
import { DockHmsList } from './dock-hms-list.tsx';
import { HmsIsland, WeatherIsland } from './dock-islands.tsx';
import { DockMap } from './dock-map.tsx';
import { DockTelemetry } from './dock-telemetry.tsx';
import { DockVideoPanel } from './dock-video-panel.tsx';
import { modelText, pillText } from './dock-word-text.ts';

const PILL_COLORS = { red: 'error', amber: 'warning', green: 'success', blue: 'info' } as const;

function Section({
  title,
  children,
  testId,
}: {
  title: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2 }}
      component="section"
      aria-label={title}
      data-testid={testId}
    >
      <Typography variant="h6" component="h2" sx={{ mb: 1.5, fontSize: 16 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

export function DockPage({
  companyId,
  dockId,
  user,
  renderVideo,
  taskList,
  sendAction,
}: {
  companyId: string;
  dockId: string;
  user: TUser;
  /** The live player (the streams feature's FLV player), composed by the route. */
  renderVideo?: (flvUrl: string) => ReactNode;
  /** The dock's flight tasks (DockTaskList of docks-tasks), composed by the route. */
  taskList?: ReactNode;
  /** "Send a mission" (DockSendMission with the sites and missions features' fetchers). */
  sendAction?: ReactNode;
}) {
  const { t } = useTranslation('docks');
  const navigate = useNavigate();
  const devTools = useBrand().flags.devTools;
  const docks = useDocks(companyId);
  const dock: TDock | undefined = docks.data?.find((d) => d.id === dockId);
  const states = useDockStates(companyId, dock ? [dock.sn] : []);
  const zones = useGeozones(companyId, dockId);
  const role = user.companies.find((c) => c.id === companyId)?.role;
  const manager = !!role && hasRight(user.rbac_rules, 'Docks', 'PATCH', role);
  const canFly = !!role && hasRight(user.rbac_rules, 'Docks', 'POST', role);
  const [unbindError, setUnbindError] = useState(false);
  // Corners of a flight area being drawn on the map (null: not drawing).
  const [draft, setDraft] = useState<[number, number][] | null>(null);
  if (docks.isError) return <Alert severity="error">{t('page.fetchFailed')}</Alert>;
  if (!docks.data)
    return (
      <Box sx={{ p: 3 }}>
        <Skeleton variant="rounded" height={420} />
      </Box>
    );
  if (!dock) return <Alert severity="info">{t('page.notBound')}</Alert>;
  const state = states.data?.get(dock.sn);
  const center: [number, number] | null =
    dock.location_coordinates ??
    (typeof state?.properties.longitude === 'number' &&
    typeof state.properties.latitude === 'number'
      ? [state.properties.longitude, state.properties.latitude]
      : null);
  const unbind = async () => {
    try {
      await api.delete(`/api/v4/company/${encodeURIComponent(companyId)}/docks/${dock.id}`);
      await navigate(paths.companyHome.href(companyId));
    } catch {
      setUnbindError(true);
    }
  };
  return (
    <Box sx={{ px: { xs: 1.5, sm: 3 }, py: { xs: 2, md: 3 }, maxWidth: 1400, mx: 'auto' }}>
      {/* Wraps on a phone, so "Send a mission" goes below the call sign rather than squeeze it. */}
      <Stack direction="row" sx={{ alignItems: 'flex-start', mb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
          <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 24, md: 32 } }} noWrap>
            {dock.call_sign}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {modelText(dock.model_name, dock.model_key, 'dock')}
            {` · ${dock.drone ? modelText(dock.drone.model_name, dock.drone.model_key, 'aircraft') : t('card.notBound')} · `}
            {dock.location ?? t('card.noLocation')}
          </Typography>
          <Stack direction="row" sx={{ mt: 1, flexWrap: 'wrap', gap: 1 }}>
            <Chip
              size="small"
              data-testid="dock-pill"
              label={state ? pillText(state.pill) : t('card.offline')}
              color={PILL_COLORS[state?.pill.color ?? 'red']}
            />
            {state && <WeatherIsland state={state} supportsRain={dock.rainfall} />}
            {state && state.hms.length > 0 && <HmsIsland hms={state.hms} />}
          </Stack>
        </Box>
        {sendAction}
        <DockCardMenu
          companyId={companyId}
          dock={dock}
          state={state}
          canEdit={manager}
          devTools={devTools}
        />
      </Stack>

      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 7fr) minmax(0, 5fr)' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          <DockMap
            dock={dock}
            state={state}
            zones={zones.data?.geozones ?? []}
            draft={draft}
            onDraftPoint={(p) => setDraft((d) => (d ? [...d, p] : d))}
          />
          <Section title={t('page.video')}>
            <DockVideoPanel
              companyId={companyId}
              dockId={dock.id}
              canFly={canFly}
              renderVideo={renderVideo}
            />
          </Section>
          {/* The task list of docks-tasks (DockTaskList) goes here; the route passes it in. */}
          <Section title={t('page.tasks')} testId="dock-task-list-slot">
            {taskList ?? (
              <Typography variant="body2" color="text.secondary">
                {t('page.noTasks')}
              </Typography>
            )}
          </Section>
        </Stack>
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          <Section title={t('page.telemetry')}>
            {state ? <DockTelemetry state={state} /> : <Skeleton variant="rounded" height={160} />}
          </Section>
          <Section title={t('page.hms')}>
            <DockHmsList hms={state?.hms ?? []} />
          </Section>
          <Section title={t('page.authority')}>
            <DockAuthorityPanel
              companyId={companyId}
              dockId={dock.id}
              userId={user.id}
              canFly={canFly}
            />
          </Section>
          {canFly && (
            <Section title={t('page.actions')}>
              <DockActionsPanel companyId={companyId} dockId={dock.id} />
            </Section>
          )}
          <Section title={t('page.zones')}>
            <DockGeozonesPanel
              companyId={companyId}
              dockId={dock.id}
              center={center}
              canEdit={manager}
              draft={draft}
              onDraftChange={setDraft}
            />
          </Section>
          {manager && (
            <Section title={t('page.dock')}>
              <Button color="error" variant="outlined" onClick={() => void unbind()}>
                {t('page.unbind')}
              </Button>
              {unbindError && (
                <Alert severity="error" sx={{ mt: 1 }}>
                  {t('page.unbindFailed')}
                </Alert>
              )}
            </Section>
          )}
          <Box component="details">
            <Box component="summary" sx={{ cursor: 'pointer', typography: 'body2' }}>
              {t('page.properties')}
            </Box>
            <Box
              component="pre"
              data-testid="dock-properties"
              sx={{
                fontSize: 12,
                overflow: 'auto',
                bgcolor: 'action.hover',
                p: 2,
                borderRadius: 1,
              }}
            >
              {JSON.stringify(
                { dock: state?.properties ?? {}, drone: state?.drone?.properties ?? {} },
                null,
                2,
              )}
            </Box>
          </Box>
        </Stack>
      </Box>
    </Box>
  );
}
