// Session state kept in localStorage (platform-core §3 "Auth state", §4 "App start"): user,
// authorised flag, issuer, id token, issue and expiry times, and the workspace each user last
// selected. Components read it through subscribe/getSnapshot (useSyncExternalStore).
import { WEB_SCHEMA_VERSION } from '@sortie/domain';
import type { TUser } from '@sortie/domain/contracts';

export const STORAGE_KEYS = {
  user: 'user',
  authorised: 'authorised',
  issuer: 'issuer',
  idToken: 'id_token',
  issuedAt: 'issued_at',
  expiresAt: 'expires_at',
  selectedWorkspace: 'usersSelectedOrganizationMap',
} as const;

export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface AuthSnapshot {
  readonly user: TUser | null;
  readonly authorised: boolean;
}

export interface SessionInput {
  id_token: string;
  expires_at: string;
  user: TUser;
}

export type RestoreResult = 'signed-in' | 'signed-out' | 'outdated';

function readJson(store: KeyValueStore, key: string): unknown {
  const raw = store.getItem(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** A stored user is usable only if it is an object written with the current schema version. */
function readUser(store: KeyValueStore): TUser | null | 'outdated' {
  const value = readJson(store, STORAGE_KEYS.user);
  if (value === null) return null;
  if (!isObject(value) || value.web_schema_version !== WEB_SCHEMA_VERSION) return 'outdated';
  return value as unknown as TUser;
}

export function createAuthStorage(store: KeyValueStore) {
  const listeners = new Set<() => void>();
  let snapshot: AuthSnapshot = computeSnapshot();

  function computeSnapshot(): AuthSnapshot {
    const user = readUser(store);
    return {
      user: user === 'outdated' ? null : user,
      authorised: store.getItem(STORAGE_KEYS.authorised) === 'true',
    };
  }

  function emit(): void {
    snapshot = computeSnapshot();
    for (const l of listeners) l();
  }

  function clear(): void {
    for (const key of [
      STORAGE_KEYS.user,
      STORAGE_KEYS.authorised,
      STORAGE_KEYS.issuer,
      STORAGE_KEYS.idToken,
      STORAGE_KEYS.issuedAt,
      STORAGE_KEYS.expiresAt,
    ]) {
      store.removeItem(key);
    }
    emit();
  }

  function selectedMap(): Record<string, string> {
    const map = readJson(store, STORAGE_KEYS.selectedWorkspace);
    if (!isObject(map)) return {};
    return Object.fromEntries(
      Object.entries(map).filter((e): e is [string, string] => typeof e[1] === 'string'),
    );
  }

  return {
    subscribe: (listener: () => void): (() => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: (): AuthSnapshot => snapshot,
    /** Logged in means a stored authorisation flag plus a stored user (platform-core §2). */
    isLoggedIn: (): boolean => snapshot.authorised && snapshot.user !== null,
    getIdToken: (): string | null => store.getItem(STORAGE_KEYS.idToken),
    /** Expiry as epoch milliseconds, or null when unknown. */
    getExpiresAt(): number | null {
      const raw = store.getItem(STORAGE_KEYS.expiresAt);
      if (raw === null) return null;
      const ms = Date.parse(raw);
      return Number.isNaN(ms) ? null : ms;
    },
    setToken(idToken: string, expiresAt: string, issuedAt: Date = new Date()): void {
      store.setItem(STORAGE_KEYS.idToken, idToken);
      store.setItem(STORAGE_KEYS.expiresAt, expiresAt);
      store.setItem(STORAGE_KEYS.issuedAt, issuedAt.toISOString());
    },
    saveSession(session: SessionInput, issuer = 'password'): void {
      store.setItem(STORAGE_KEYS.idToken, session.id_token);
      store.setItem(STORAGE_KEYS.expiresAt, session.expires_at);
      store.setItem(STORAGE_KEYS.issuedAt, new Date().toISOString());
      store.setItem(STORAGE_KEYS.issuer, issuer);
      store.setItem(STORAGE_KEYS.user, JSON.stringify(session.user));
      store.setItem(STORAGE_KEYS.authorised, 'true');
      emit();
    },
    setUser(user: TUser): void {
      store.setItem(STORAGE_KEYS.user, JSON.stringify(user));
      emit();
    },
    clear,
    /** App start: keep a valid stored session; sign out a user stored with an old schema. */
    restore(): RestoreResult {
      const user = readUser(store);
      if (user === 'outdated') {
        clear();
        return 'outdated';
      }
      emit();
      return snapshot.authorised && user !== null ? 'signed-in' : 'signed-out';
    },
    getSelectedWorkspace: (userId: string): string | null => selectedMap()[userId] ?? null,
    setSelectedWorkspace(userId: string, companyId: string): void {
      const map = { ...selectedMap(), [userId]: companyId };
      store.setItem(STORAGE_KEYS.selectedWorkspace, JSON.stringify(map));
    },
  };
}

export type AuthStorage = ReturnType<typeof createAuthStorage>;

export function memoryStore(): KeyValueStore {
  const data = new Map<string, string>();
  return {
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

function browserStore(): KeyValueStore {
  try {
    if (typeof localStorage !== 'undefined') return localStorage;
  } catch {
    // Storage can be blocked (cookies disabled); fall back to memory for this tab.
  }
  return memoryStore();
}

export const authStorage: AuthStorage = createAuthStorage(browserStore());

/**
 * The workspace to open for a user: the last one they selected if they still belong to it
 * (platform-core §2, HomePage guard). With nothing remembered (a first sign-in on this device),
 * their first company workspace, so a team member lands where the team's work is, not in an
 * empty personal space (docs/decisions/165); the personal space otherwise.
 */
export function pickHomeWorkspace(user: TUser, storage: AuthStorage = authStorage): string {
  const last = storage.getSelectedWorkspace(user.id);
  if (last && user.companies.some((c) => c.id === last)) return last;
  if (!last) {
    const team = user.companies.find((c) => !c.personal_space && c.id !== user.personal_space_id);
    if (team) return team.id;
  }
  return user.personal_space_id;
}
