import { AppError } from '@sortie/domain';
import type { TMissionPreviewResponse } from '@sortie/domain/contracts';
import { describe, expect, it, vi } from 'vitest';
import { buildAreaSite, buildMission } from '../testing/mission-factory.ts';
import { plannerProblems } from '../utils/planner-problems.ts';
import type { PreviewRequest, PreviewResponse } from './plan-preview.ts';
import type { PreviewTransport } from './preview-scheduler.ts';
import {
  SERVER_UNREACHABLE,
  createRoutingTransport,
  createServerTransport,
  plansOnServer,
  type FetchPreview,
} from './server-transport.ts';

const site = buildAreaSite();
const previewSite = { ...site, location: site.location };
const request = (id: number, terrain: boolean): PreviewRequest => ({
  id,
  site: previewSite,
  request: {
    kind: 'area_mapping',
    camera_id: 'dji-m3e-wide',
    params: { altitude_m: 80, ...(terrain ? { terrain_following: true } : {}) },
  },
});

function answers(transport: PreviewTransport) {
  const got: PreviewResponse[] = [];
  transport.listen((a) => got.push(a));
  return got;
}

describe('server preview transport', () => {
  it("sends the save request with the site and shapes the answer like the worker's", async () => {
    const mission = buildMission().mission;
    const fetchPreview = vi.fn<FetchPreview>(() =>
      Promise.resolve({ kind: 'area_mapping', mission, stats: mission.stats }),
    );
    const t = createServerTransport('c1', 's1', fetchPreview);
    const got = answers(t);
    t.post(request(3, true));
    await vi.waitFor(() => expect(got).toHaveLength(1));
    expect(fetchPreview.mock.calls[0]?.[1]).toMatchObject({
      site_id: 's1',
      params: { terrain_following: true },
    });
    const a = got[0]!;
    expect(a.ok && a.id).toBe(3);
    if (!a.ok) return;
    expect(a.mission.photos).toEqual([]);
    expect(a.shape.photos.length).toBe(mission.photos.length * 2);
  });

  it('turns refusals into problems under the switch, and a lost connection into a sentence', async () => {
    const refusal = AppError.rule(
      'elevation_source_required',
      'Choose an elevation source for this site to follow the terrain.',
      { field: 'terrain_following' },
    );
    const missing = AppError.rule('srtm_tile_missing', 'SRTM tile N12E077 is not available.', {
      tile: 'N12E077',
    });
    const errors = [refusal, missing, new TypeError('Failed to fetch')];
    const t = createServerTransport('c1', 's1', () => Promise.reject(errors.shift()!));
    const got = answers(t);
    for (const id of [1, 2, 3]) t.post(request(id, true));
    await vi.waitFor(() => expect(got).toHaveLength(3));
    const problems = got.map((a) => (a.ok ? null : a.problem));
    expect(problems[2]?.message).toBe(SERVER_UNREACHABLE);
    const shown = problems.map(
      (engine) =>
        plannerProblems({ engine, planLimit: null, feasibility: null, saveError: null }).errors,
    );
    expect(shown[0]).toEqual({
      terrain_following: 'Choose an elevation source for this site to follow the terrain.',
    });
    expect(shown[1]).toEqual({ terrain_following: 'SRTM tile N12E077 is not available.' });
    expect(shown[2]).toEqual({ general: SERVER_UNREACHABLE });
  });

  it('drops answers that arrive after it was closed', async () => {
    let resolve: (v: TMissionPreviewResponse) => void = () => undefined;
    // The clock is read when a request goes out and when its answer is ready: the second read
    // marks the moment the transport decides whether to pass the answer on.
    const clock = vi.fn(() => 0);
    const t = createServerTransport('c1', 's1', () => new Promise((r) => (resolve = r)), clock);
    const got = answers(t);
    t.post(request(1, true));
    t.close();
    const mission = buildMission().mission;
    resolve({ kind: 'area_mapping', mission, stats: mission.stats });
    await vi.waitFor(() => expect(clock).toHaveBeenCalledTimes(2));
    expect(got).toEqual([]);
  });

  it('routes only terrain-following requests to the server', () => {
    const local = { post: vi.fn(), listen: vi.fn(), close: vi.fn() };
    const server = { post: vi.fn(), listen: vi.fn(), close: vi.fn() };
    const t = createRoutingTransport(local, server);
    t.post(request(1, false));
    t.post(request(2, true));
    expect(local.post.mock.calls.map(([r]) => (r as PreviewRequest).id)).toEqual([1]);
    expect(server.post.mock.calls.map(([r]) => (r as PreviewRequest).id)).toEqual([2]);
    t.close();
    expect(local.close).toHaveBeenCalled();
    expect(server.close).toHaveBeenCalled();
  });

  it('routes an area mapping with a margin to the server, and one without to the worker', () => {
    const withMargin = (id: number, margin: number): PreviewRequest => ({
      ...request(id, false),
      request: { kind: 'area_mapping', params: { altitude_m: 80, margin_m: margin } },
    });
    expect(plansOnServer(withMargin(1, 10))).toBe(true);
    expect(plansOnServer(withMargin(2, 0))).toBe(false);
    expect(plansOnServer(request(3, false))).toBe(false);
    expect(plansOnServer(request(4, true))).toBe(true);
  });
});
