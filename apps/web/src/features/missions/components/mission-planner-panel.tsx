// The planner beside the site map (issue 6 item 2): kind (only those the site can carry), name,
// drone and camera, the kind's parameters, live statistics, and Save. Problems show next to the
// parameter that causes them; Save stays disabled while any remains or a plan is on its way.
import { Alert, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { canEditSite } from '@sortie/domain';
import { useMemo, type ReactNode } from 'react';
import { useDrones, useSensors } from '../api/get-assets.ts';
import { PoiEditor } from '../poi/index.ts';
import { WaypointEditor } from '../waypoints/index.ts';
import {
  kindLabel,
  isMappingKind,
  isOrbitKind,
  kindsForSite,
  needsCamera,
} from '../utils/mission-kinds.ts';
import { cameraSpecById } from '../utils/linked-size.ts';
import { plannedSpeed } from '../utils/planned-speed.ts';
import { TERRAIN_KINDS, siteCentre, withKind } from '../utils/planner-draft.ts';
import { DroneCameraFields } from './drone-camera-fields.tsx';
import { MappingFields } from './mapping-fields.tsx';
import { MissionStats } from './mission-stats.tsx';
import { TerrainSwitch } from './terrain-switch.tsx';
import { usePlanner } from './planner-context.ts';
import type { MissionPlanner } from './use-mission-planner.tsx';
import { VideoFields } from './video-fields.tsx';
import { useTranslation } from 'react-i18next';

/** The planned path as another feature may judge it (the route adds the airspace warnings). */
export type PlannedPath = { path: [number, number][] | null; heightM: number };
/** Renders under the plan's statistics; the site route composes it from another feature. */
export type PlanAddon = (plan: PlannedPath) => ReactNode;

/** The panel fed from the planner context (the site page places it once, memoised). */
export function PlannerPanelSlot({ addon }: { addon?: PlanAddon | undefined }) {
  return <MissionPlannerPanel planner={usePlanner()} addon={addon} />;
}

export function MissionPlannerPanel({
  planner,
  addon,
}: {
  planner: MissionPlanner;
  addon?: PlanAddon | undefined;
}) {
  const { t } = useTranslation('missions');
  const { site, draft, setDraft, units, problems, preview } = planner;
  const drones = useDrones();
  const sensors = useSensors();
  const { errors, warnings } = problems;
  const canSave = canEditSite(site.access_level);
  const answer = preview.answer;
  const stats = answer?.ok ? answer.mission.stats : null;
  const centre = siteCentre(site);
  const catalogueError = drones.error ?? sensors.error;
  const general = errors.general;
  const planned = useMemo<PlannedPath>(() => {
    const wps = answer?.ok ? answer.mission.waypoints : [];
    return wps.length === 0
      ? { path: null, heightM: 0 }
      : {
          path: wps.map((w) => [w.position[0], w.position[1]]),
          heightM: Math.max(...wps.map((w) => w.altitude_m)),
        };
  }, [answer]);

  return (
    <Stack
      component="form"
      spacing={2}
      aria-label={t('planner.label')}
      onSubmit={(e) => {
        e.preventDefault();
        if (canSave && problems.valid && !preview.busy) planner.save();
      }}
    >
      <TextField
        select
        size="small"
        fullWidth
        label={t('planner.type')}
        value={draft.kind}
        onChange={(e) => setDraft(withKind(draft, e.target.value as typeof draft.kind, centre))}
        error={Boolean(errors.kind)}
        helperText={errors.kind}
        slotProps={{ htmlInput: { 'data-testid': 'planner-kind' } }}
      >
        {kindsForSite(site.site_type).map((k) => (
          <MenuItem key={k} value={k}>
            {kindLabel(k)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        fullWidth
        label={t('planner.name')}
        value={draft.name}
        onChange={(e) => setDraft({ ...draft, name: e.target.value })}
        slotProps={{ htmlInput: { maxLength: 200, 'data-testid': 'planner-name' } }}
      />
      {catalogueError && <Alert severity="error">{t('planner.dronesFailed')}</Alert>}
      <DroneCameraFields
        drones={drones.data ?? []}
        sensors={sensors.data ?? []}
        recentCameraIds={planner.recentCameraIds}
        droneId={draft.drone_id}
        cameraId={draft.camera_id}
        cameraRequired={needsCamera(draft.kind)}
        onChange={(next) => setDraft({ ...draft, ...next })}
        errors={errors}
        warnings={warnings}
        loading={drones.isPending || sensors.isPending}
      />
      {isMappingKind(draft.kind) && (
        <MappingFields
          kind={draft.kind}
          value={draft.mapping}
          onChange={(mapping) => setDraft({ ...draft, mapping })}
          cameraId={draft.camera_id}
          units={units}
          usedAngleDeg={stats?.angle_deg ?? null}
          plannedSpeed={
            answer?.ok
              ? plannedSpeed(
                  answer.mission,
                  cameraSpecById(draft.camera_id),
                  draft.mapping.speed_mps,
                )
              : null
          }
          siteCorridorWidthM={site.corridor_width_m}
          errors={errors}
          warnings={warnings}
        />
      )}
      {draft.kind === 'corridor_video' && (
        <VideoFields
          value={draft.video}
          onChange={(video) => setDraft({ ...draft, video })}
          units={units}
          errors={errors}
        />
      )}
      {draft.kind === 'waypoints' && (
        <WaypointEditor
          value={draft.waypoints}
          onChange={(waypoints) => setDraft({ ...draft, waypoints })}
          units={units}
          errors={errors}
          fallbackPosition={centre}
        />
      )}
      {isOrbitKind(draft.kind) && (
        <PoiEditor
          kind={draft.kind}
          value={draft.poi}
          onChange={(poi) => setDraft({ ...draft, poi })}
          units={units}
          errors={errors}
          siteCenter={centre}
        />
      )}
      {TERRAIN_KINDS.has(draft.kind) && (
        <TerrainSwitch
          checked={draft.terrain_following}
          onChange={(terrain_following) => setDraft({ ...draft, terrain_following })}
          elevationSource={site.elevation_source}
          error={errors.terrain_following}
        />
      )}
      <MissionStats
        stats={stats}
        units={units}
        busy={preview.busy}
        emptyText={answer && !answer.ok ? t('planner.fixSetting') : undefined}
      />
      {addon?.(planned)}
      {general && (
        <Alert severity="error" data-testid="planner-error">
          {general}
        </Alert>
      )}
      {!canSave && (
        <Typography variant="body2" color="text.secondary">
          {t('planner.viewOnly')}
        </Typography>
      )}
      <Button
        type="submit"
        variant="contained"
        disabled={!canSave || !problems.valid || preview.busy || !stats || planner.saving}
        data-testid="planner-save"
      >
        {planner.saving ? t('common:states.saving') : t('planner.save')}
      </Button>
    </Stack>
  );
}
