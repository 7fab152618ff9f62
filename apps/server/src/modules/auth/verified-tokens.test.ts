// A remembered token is still refused once expired, and a forged one is never remembered.
import { describe, expect, it } from 'vitest';
import { createTokenSigner } from './tokens.ts';

describe('verified tokens', () => {
  it('expire on time even when remembered; other secrets stay refused', async () => {
    const signer = createTokenSigner('a-secret-of-at-least-32-characters!!', 60);
    const t0 = new Date('2026-11-24T12:00:00Z');
    const { token } = await signer.sign('u1', 's1', t0);
    expect(await signer.verify(token, t0)).toMatchObject({ sub: 'u1', sid: 's1' });
    expect(await signer.verify(token, new Date(t0.getTime() + 59_000))).toMatchObject({
      sid: 's1',
    });
    expect(await signer.verify(token, new Date(t0.getTime() + 60_000))).toBeUndefined();
    const other = createTokenSigner('another-secret-of-at-least-32-chars!', 60);
    expect(await other.verify(token, t0)).toBeUndefined();
    expect(await signer.verify(`${token}x`, t0)).toBeUndefined();
  });
});
