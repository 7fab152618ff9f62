// Terrain following needs the site's elevation data, which only the server has (SRTM tiles, the
// uploaded GeoTIFF), so those previews are planned by POST …/missions/generatepreview with the
// same request a save sends (decision 070). So are area mappings with a margin: growing the area
// needs turf's buffer (jsts, 270 KB), which no web bundle carries (decision 419). The answer is shaped like the worker's, so the
// scheduler (one request in flight, latest wins) and the map treat both alike.
import type { TGeneratePreviewRequest } from '@sortie/domain/contracts';
import { droneForRequest, type Mission } from '@sortie/flightplan';
import { generatePreview } from '../api/generate-preview.ts';
import { followsTerrain } from '../utils/planner-draft.ts';
import { missionShape } from '../utils/mission-shape.ts';
import {
  toProblem,
  type PreviewProblem,
  type PreviewRequest,
  type PreviewResponse,
} from './preview-protocol.ts';
import type { PreviewTransport } from './preview-scheduler.ts';

export type FetchPreview = typeof generatePreview;

export const SERVER_UNREACHABLE =
  'The preview could not be fetched from the server. Check your connection; it is retried on your next change.';

const unreachable = (): PreviewProblem => ({
  type: 'preview_unreachable',
  message: SERVER_UNREACHABLE,
  field: null,
  details: {},
});

export function createServerTransport(
  companyId: string,
  siteId: string,
  fetchPreview: FetchPreview = generatePreview,
  now: () => number = () => performance.now(),
): PreviewTransport {
  let handler: Parameters<PreviewTransport['listen']>[0] = () => undefined;
  const controller = new AbortController();
  return {
    post: (input: PreviewRequest) => {
      const start = now();
      const body = { ...input.request, site_id: siteId } as TGeneratePreviewRequest;
      void (async () => {
        let answer: PreviewResponse;
        try {
          const { mission } = await fetchPreview(companyId, body, controller.signal);
          const planned: Mission = mission;
          answer = {
            id: input.id,
            ok: true,
            // Photos are kept once, in the shape (as the worker does).
            shape: missionShape(planned),
            mission: { ...planned, photos: [] },
            drone: droneForRequest(input.request),
            ms: now() - start,
          };
        } catch (error) {
          answer = {
            id: input.id,
            ok: false,
            problem: toProblem(error, unreachable),
            ms: now() - start,
          };
        }
        if (!controller.signal.aborted) handler(answer);
      })();
    },
    listen: (onAnswer) => {
      handler = onAnswer;
    },
    close: () => controller.abort(),
  };
}

/**
 * True when only the server can plan the request: terrain following (elevation data) and an area
 * mapping grown by a margin (the web build has no buffer; see buffer-on-server.ts).
 */
export function plansOnServer(r: PreviewRequest): boolean {
  const params = r.request.params as Record<string, unknown>;
  if (
    r.request.kind === 'area_mapping' &&
    typeof params.margin_m === 'number' &&
    params.margin_m > 0
  )
    return true;
  return followsTerrain({
    kind: r.request.kind,
    terrain_following: params.terrain_following === true,
  });
}

/**
 * One transport for the scheduler: requests only the server can plan go to it (plansOnServer), the
 * rest to the worker. The scheduler keeps one request in flight, so answers never cross.
 */
export function createRoutingTransport(
  local: PreviewTransport,
  server: PreviewTransport,
): PreviewTransport {
  const viaServer = plansOnServer;
  return {
    post: (request) => (viaServer(request) ? server : local).post(request),
    listen: (onAnswer) => {
      local.listen(onAnswer);
      server.listen(onAnswer);
    },
    close: () => {
      local.close();
      server.close();
    },
  };
}
