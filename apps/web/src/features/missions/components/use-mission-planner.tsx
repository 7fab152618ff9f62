// Everything the site page shares between its map and the planner panel: the draft, the live
// preview (worker), problems by field, the saved mission picked in the list, and what the map
// draws. The site page only places the pieces (the panel reads this through PlannerContext).
import { useTheme } from '@mui/material';
import { SQ_M_PER_ACRE } from '@sortie/domain';
import { isApiError } from '../../../lib/api-client.ts';
import type { TMission, TSite, TUnitPreferences } from '@sortie/domain/contracts';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { useCallback, useMemo, useState } from 'react';
import type { MapLayerGroup } from '../../../lib/map/extra-layers.ts';
import { notify } from '../../../lib/notify.ts';
import { useCompany } from '../../../lib/company.ts';
import { useSiteMissions } from '../api/get-site-missions.ts';
import { useCreateMission } from '../api/create-mission.ts';
import { usePoiLayerGroups, validatePoiDraft } from '../poi/index.ts';
import { useWaypointLayerGroups, validateWaypointsDraft } from '../waypoints/index.ts';
import { feasibility, planSizeProblem } from '../utils/feasibility.ts';
import { isOrbitKind } from '../utils/mission-kinds.ts';
import { limitErrorText } from '../../../lib/errors.ts';
import { cameraSpecById } from '../utils/linked-size.ts';
import { initialDraft, toPlanRequest, type PlannerDraft } from '../utils/planner-draft.ts';
import { plannerProblems, type PlannerProblems } from '../utils/planner-problems.ts';
import { problemText } from '../utils/problem-text.ts';
import { shapeFeatures } from '../utils/mission-shape.ts';
import {
  PREVIEW_GROUP,
  SAVED_GROUP,
  featuresLayerGroup,
  missionLayerGroup,
} from '../utils/preview-layers.ts';
import { createWorkerTransport } from '../worker/create-transport.ts';
import type { PreviewSite } from '../worker/preview-protocol.ts';
import { createRoutingTransport, createServerTransport } from '../worker/server-transport.ts';
import { usePlannerPreview, usePreviewDrawn, type PlannerPreview } from './use-planner-preview.ts';

export interface MissionPlanner {
  site: TSite;
  companyId: string;
  units: TUnitPreferences;
  draft: PlannerDraft;
  setDraft: (next: PlannerDraft) => void;
  preview: PlannerPreview;
  problems: PlannerProblems;
  recentCameraIds: readonly string[];
  save: () => void;
  saving: boolean;
  selectedId: string | null;
  select: (id: string | null) => void;
  /** The planner panel is open (it plans and draws its preview). */
  active: boolean;
  layerGroups: MapLayerGroup[];
  map: MapLibreMap | null;
  onMapReady: (map: MapLibreMap | null) => void;
}

export function useMissionPlanner(input: {
  companyId: string;
  site: TSite;
  units: TUnitPreferences;
  /** The planner panel is open: plan and draw the preview. */
  active: boolean;
}): MissionPlanner {
  const { companyId, site, units, active } = input;
  const theme = useTheme();
  const company = useCompany(companyId);
  const missions = useSiteMissions(companyId, site.id);
  const create = useCreateMission(companyId, site.id);
  const [draft, setDraftState] = useState(() => initialDraft(site));
  const [saveError, setSaveError] = useState<{
    field: string | null;
    message: string;
    type?: string | undefined;
  } | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [map, setMap] = useState<MapLibreMap | null>(null);

  const setDraft = useCallback((next: PlannerDraft) => {
    setDraftState(next);
    setSaveError(null);
  }, []);

  // Terrain following stays off while the site has no elevation source (the switch is disabled).
  const hasGround = site.elevation_source !== 'None';
  const planned = useMemo(
    () => (hasGround || !draft.terrain_following ? draft : { ...draft, terrain_following: false }),
    [draft, hasGround],
  );
  const request = useMemo(() => (active ? toPlanRequest(planned) : null), [active, planned]);
  const previewSite = useMemo<PreviewSite>(
    () => ({
      geometry: site.geometry,
      location: site.location,
      corridor_width_m: site.corridor_width_m,
      name: site.name,
    }),
    [site.geometry, site.location, site.corridor_width_m, site.name],
  );
  // Flat plans run in the worker; terrain-following ones on the server, which has the heights.
  const transport = useCallback(
    () =>
      createRoutingTransport(createWorkerTransport(), createServerTransport(companyId, site.id)),
    [companyId, site.id],
  );
  const preview = usePlannerPreview(request, previewSite, `${site.id}:${site.etag}`, transport);
  usePreviewDrawn(preview, map);

  const answer = preview.answer;
  const problems = useMemo(() => {
    // A point site's area mapping flies the square the slider sizes (decision 122).
    const generated = draft.kind === 'area_mapping' ? draft.mapping.area_acres : undefined;
    const size = {
      areaM2:
        generated !== undefined
          ? generated * SQ_M_PER_ACRE
          : site.site_type === 'area'
            ? (site.size.value ?? 0)
            : 0,
      lineM: site.site_type === 'corridor' ? (site.size.value ?? 0) : 0,
    };
    const speed =
      draft.kind === 'area_mapping' || draft.kind === 'corridor_mapping'
        ? draft.mapping.speed_mps
        : undefined;
    // The editors' own checks (bounds, empty fields) block saving too.
    const editor =
      draft.kind === 'waypoints'
        ? validateWaypointsDraft(draft.waypoints, units)
        : isOrbitKind(draft.kind)
          ? validatePoiDraft(draft.poi, units)
          : {};
    return plannerProblems({
      editor,
      engine:
        answer && !answer.ok
          ? { ...answer.problem, message: problemText(answer.problem, units) }
          : null,
      planLimit: planSizeProblem(company.data?.fcl, draft.kind, size),
      planLimitField: generated !== undefined ? 'area_acres' : 'kind',
      feasibility: answer?.ok
        ? feasibility(
            answer.mission,
            answer.drone,
            { requestedSpeedMps: speed, camera: cameraSpecById(draft.camera_id) },
            units,
          )
        : null,
      saveError,
    });
  }, [answer, company.data?.fcl, draft, saveError, site, units]);

  const save = () => {
    const body = { ...toPlanRequest(planned), site_id: site.id };
    create.mutate(body, {
      onSuccess: (saved: TMission) => {
        notify(`Mission "${saved.name}" saved`, { code: 201 });
        setSelectedId(saved.id);
      },
      onError: (error) => {
        const field =
          isApiError(error) && typeof error.details?.field === 'string'
            ? error.details.field
            : null;
        setSaveError({
          field,
          message: limitErrorText(error),
          type: isApiError(error) ? error.type : undefined,
        });
      },
    });
  };

  const colours = useMemo(
    () => ({
      preview: {
        path: theme.palette.primary.main,
        waypoint: theme.palette.primary.dark,
        photo: theme.palette.secondary.main,
        takeoff: theme.palette.success.main,
      },
      saved: {
        path: theme.palette.warning.main,
        waypoint: theme.palette.warning.dark,
        photo: theme.palette.warning.light,
        takeoff: theme.palette.success.dark,
      },
    }),
    [theme],
  );
  const waypointGroups = useWaypointLayerGroups(draft.waypoints);
  const poiGroups = usePoiLayerGroups(draft.poi);
  const selected = missions.data?.find((m) => m.id === selectedId) ?? null;
  // Each group is built only when its own input changes: the map sets data only for groups whose
  // data object is new (lib/map/extra-layers.ts), so a new preview never re-sends the saved one.
  const savedGroup = useMemo(
    () => (selected ? missionLayerGroup(SAVED_GROUP, selected.mission, colours.saved) : null),
    [selected, colours.saved],
  );
  const previewGroup = useMemo(
    () =>
      active && answer?.ok
        ? featuresLayerGroup(PREVIEW_GROUP, shapeFeatures(answer.shape), colours.preview)
        : null,
    [active, answer, colours.preview],
  );
  const layerGroups = useMemo(() => {
    const groups: MapLayerGroup[] = [];
    if (savedGroup) groups.push(savedGroup);
    if (previewGroup) groups.push(previewGroup);
    if (active && draft.kind === 'waypoints') groups.push(...waypointGroups);
    if (active && isOrbitKind(draft.kind)) groups.push(...poiGroups);
    return groups;
  }, [savedGroup, previewGroup, active, draft.kind, waypointGroups, poiGroups]);

  return {
    site,
    companyId,
    units,
    draft,
    setDraft,
    preview,
    problems,
    recentCameraIds: company.data?.recent_cameras ?? [],
    save,
    saving: create.isPending,
    selectedId,
    select: setSelectedId,
    active,
    layerGroups,
    map,
    onMapReady: setMap,
  };
}
