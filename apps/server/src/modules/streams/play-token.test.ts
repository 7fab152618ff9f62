// Viewer tokens of the HTTP-FLV route: bound to the stream, the scope and the expiry.
import { describe, expect, it } from 'vitest';
import { PLAY_TOKEN_TTL_MS, signPlayToken, verifyPlayToken } from './play-token.ts';

const SECRET = 'play-token-test-secret';
const NOW = new Date('2026-11-24T10:00:00Z');

describe('play tokens', () => {
  it('verifies its own token and says which door issued it', () => {
    const { token, expiresAt } = signPlayToken(SECRET, 's1', 'public', NOW);
    expect(expiresAt.getTime() - NOW.getTime()).toBe(PLAY_TOKEN_TTL_MS);
    expect(verifyPlayToken(SECRET, 's1', token, NOW)).toBe('public');
    expect(
      verifyPlayToken(SECRET, 's1', signPlayToken(SECRET, 's1', 'member', NOW).token, NOW),
    ).toBe('member');
  });

  it('refuses another stream, another secret, an expired, a re-scoped or a mangled token', () => {
    const { token } = signPlayToken(SECRET, 's1', 'public', NOW);
    expect(verifyPlayToken(SECRET, 's2', token, NOW)).toBeNull();
    expect(verifyPlayToken('other-secret', 's1', token, NOW)).toBeNull();
    expect(
      verifyPlayToken(SECRET, 's1', token, new Date(NOW.getTime() + PLAY_TOKEN_TTL_MS)),
    ).toBeNull();
    expect(verifyPlayToken(SECRET, 's1', `m${token.slice(1)}`, NOW)).toBeNull();
    expect(verifyPlayToken(SECRET, 's1', 'p.x.y', NOW)).toBeNull();
    expect(verifyPlayToken(SECRET, 's1', '', NOW)).toBeNull();
  });
});
