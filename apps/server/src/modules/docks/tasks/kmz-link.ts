// The wayline file's link for the dock (issue 11 §7): a pre-signed bucket URL when storage is S3,
// otherwise our own URL signed with HMAC-SHA256 over the task id and the expiry. The dock fetches
// it without any login, so the signature and the expiry are the whole protection.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Long enough for a scheduled task's download at step 17; the dock asks again when expired. */
export const KMZ_LINK_TTL_S = 2 * 3600;

function signature(secret: string, taskId: string, expires: number): string {
  return createHmac('sha256', secret).update(`dock-kmz:${taskId}:${expires}`).digest('base64url');
}

export function signKmzPath(secret: string, taskId: string, now: Date): string {
  const expires = Math.floor(now.getTime() / 1000) + KMZ_LINK_TTL_S;
  return `/api/v4/dock-files/${taskId}.kmz?expires=${expires}&sig=${signature(secret, taskId, expires)}`;
}

export function verifyKmzLink(
  secret: string,
  taskId: string,
  expires: number,
  sig: string,
  now: Date,
): 'ok' | 'expired' | 'bad' {
  const expected = Buffer.from(signature(secret, taskId, expires));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'bad';
  return expires * 1000 < now.getTime() ? 'expired' : 'ok';
}
