// The wayline file for the dock (dji-cloud-api.md §6.1): the link sent in flighttask_prepare, the
// download behind it, and `flighttask_resource_get`, the dock's request for a fresh link when the
// first has expired (a conditional or resumed task may start hours after it was prepared).
import { AppError } from '@sortie/domain';
import { DOCK_TASK_DONE } from '@sortie/domain/contracts';
import type { TaskContext } from './context.ts';
import { signKmzPath, verifyKmzLink, KMZ_LINK_TTL_S } from './kmz-link.ts';
import * as repo from './repo.ts';
import type { DockTaskRow } from './table.ts';

/** Our answer when the dock asks for a task that is not its own or no longer exists. */
export const RESOURCE_UNKNOWN = 314003;

export function createKmzServe(ctx: TaskContext) {
  const { db, clock, deps } = ctx;

  /** A pre-signed bucket URL when storage is S3, else our own signed path. */
  async function kmzUrl(task: Pick<DockTaskRow, 'id' | 'kmz_key'>): Promise<string> {
    const signed = await deps.files.signedUrl(task.kmz_key, { expiresInSeconds: KMZ_LINK_TTL_S });
    return signed ?? `${deps.baseUrl()}${signKmzPath(deps.secret, task.id, clock.now())}`;
  }

  // The dock names the flight; only the dock the task was sent to gets its file.
  ctx.gateway.handleRequest('flighttask_resource_get', async (sn, data) => {
    const flightId = typeof data.flight_id === 'string' ? data.flight_id : '';
    const task = flightId ? await repo.taskByFlightId(db, flightId) : undefined;
    if (!task || task.dock_sn !== sn || DOCK_TASK_DONE.includes(task.status)) {
      ctx.logger.warn({ sn, flightId }, 'docks: flighttask_resource_get for an unknown task');
      return { result: RESOURCE_UNKNOWN, output: {} };
    }
    return { result: 0, output: { file: { url: await kmzUrl(task), fingerprint: task.kmz_md5 } } };
  });

  return {
    kmzUrl,
    /** The dock's download of the KMZ: the signed link is the only key. */
    kmz: async (id: string, expires: number, sig: string): Promise<Buffer> => {
      const verdict = verifyKmzLink(deps.secret, id, expires, sig, clock.now());
      if (verdict === 'bad') throw AppError.notFound('File');
      if (verdict === 'expired')
        throw new AppError(
          'link_expired',
          410,
          'This link has expired; the dock asks for a new one (flighttask_resource_get).',
        );
      const task = await repo.taskById(db, id);
      const bytes = task ? await deps.files.read(task.kmz_key) : undefined;
      if (!bytes) throw AppError.notFound('File');
      return bytes;
    },
  };
}

export type KmzServe = ReturnType<typeof createKmzServe>;
