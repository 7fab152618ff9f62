// Viewer tokens for the HTTP-FLV route: join (which applies the access rules) signs one, the FLV
// route checks it, because a <video> element's media requests can't carry our bearer header.
// `scope` says which door issued it: a public-page token stops working once the stream is made
// private; a member's token stays valid for its lifetime.
import { createHmac, timingSafeEqual } from 'node:crypto';

export type PlayScope = 'member' | 'public';
export const PLAY_TOKEN_TTL_MS = 60 * 60 * 1000;

function mac(secret: string, streamId: string, scope: PlayScope, exp: number): string {
  return createHmac('sha256', secret).update(`flv:${streamId}:${scope}:${exp}`).digest('base64url');
}

export function signPlayToken(secret: string, streamId: string, scope: PlayScope, now: Date) {
  const exp = now.getTime() + PLAY_TOKEN_TTL_MS;
  return {
    token: `${scope === 'member' ? 'm' : 'p'}.${exp}.${mac(secret, streamId, scope, exp)}`,
    expiresAt: new Date(exp),
  };
}

/** The token's scope when it is genuine and unexpired for this stream; null otherwise. */
export function verifyPlayToken(
  secret: string,
  streamId: string,
  token: string,
  now: Date,
): PlayScope | null {
  const [s, expText, given] = token.split('.');
  const scope: PlayScope | null = s === 'm' ? 'member' : s === 'p' ? 'public' : null;
  const exp = Number(expText);
  if (!scope || !Number.isSafeInteger(exp) || exp <= now.getTime() || !given) return null;
  const expected = Buffer.from(mac(secret, streamId, scope, exp));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual) ? scope : null;
}
