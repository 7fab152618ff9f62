import type { TUser } from '@sortie/domain/contracts';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS, createAuthStorage, memoryStore, pickHomeWorkspace } from './auth-storage.ts';

const user = (over: Partial<TUser> = {}) =>
  ({
    id: 'u1',
    web_schema_version: 8,
    personal_space_id: 'p1',
    companies: [{ id: 'p1' }, { id: 'c1' }],
    ...over,
  }) as unknown as TUser;

describe('auth storage', () => {
  it('restores a current session', () => {
    const store = memoryStore();
    createAuthStorage(store).saveSession({ id_token: 't', expires_at: 'x', user: user() });
    const storage = createAuthStorage(store);
    expect(storage.restore()).toBe('signed-in');
    expect(storage.isLoggedIn()).toBe(true);
  });

  it('signs out a user stored with another schema version', () => {
    const store = memoryStore();
    createAuthStorage(store).saveSession({
      id_token: 't',
      expires_at: 'x',
      user: user({ web_schema_version: 7 as 8 }),
    });
    const storage = createAuthStorage(store);
    expect(storage.restore()).toBe('outdated');
    expect(store.getItem(STORAGE_KEYS.idToken)).toBeNull();
    expect(storage.isLoggedIn()).toBe(false);
  });

  it('remembers the selected workspace per user across sign-outs', () => {
    const storage = createAuthStorage(memoryStore());
    storage.setSelectedWorkspace('u1', 'c1');
    storage.clear();
    expect(pickHomeWorkspace(user(), storage)).toBe('c1');
    expect(pickHomeWorkspace(user({ companies: [] }), storage)).toBe('p1');
  });

  it('opens the first company workspace on a first sign-in, the personal space when none', () => {
    const fresh = createAuthStorage(memoryStore());
    const companies = [
      { id: 'p1', personal_space: true },
      { id: 'c1', personal_space: false },
    ] as TUser['companies'];
    expect(pickHomeWorkspace(user({ companies }), fresh)).toBe('c1');
    expect(pickHomeWorkspace(user({ companies: [companies[0]!] }), fresh)).toBe('p1');
    // A remembered workspace the user has since left falls back to the personal space.
    fresh.setSelectedWorkspace('u1', 'gone');
    expect(pickHomeWorkspace(user({ companies }), fresh)).toBe('p1');
  });
});
