// Dock words the server writes, in the reader's language (decision 433): the server sends its
// English sentence and, beside it, a stable code with the values it names. English readers get
// the server's own sentence; in Hindi the code is written from docks:<group>.<code>, and the
// English stays when the server sent no code (an older server) or one this web has no words for.
import type {
  TDockActionReply,
  TDockPill,
  TDockState,
  TDockWordCode,
} from '@sortie/domain/contracts';
import { currentLanguage, i18n } from '../../../i18n/i18n.ts';

type Group = 'words' | 'hmsTexts';

/** Values that are words themselves: the dock's status word, sides and rods of HMS texts. */
function named(params: TDockWordCode['params']): Record<string, string | number> {
  const out: Record<string, string | number> = { ...params };
  const name = (group: string, v: string | number) =>
    i18n.exists(`docks:${group}.${v}`) ? i18n.t(`docks:${group}.${v}`) : v;
  if (params.status !== undefined) out.status = name('dockStatus', params.status);
  for (const k of ['battery_index', 'dock_cover_index', 'charging_rod_index']) {
    if (params[k] !== undefined) out[k] = name('hmsPlaces', params[k]);
  }
  return out;
}

/** The sentences of `codes` (one for one with `english`'s), or `english` itself. */
export function dockWordText(
  english: string,
  codes: readonly TDockWordCode[] | null | undefined,
  group: Group = 'words',
): string {
  if (!codes?.length || currentLanguage() !== 'hi') return english;
  const keys = codes.map((c) => `docks:${group}.${c.code}`);
  // One unknown code and the whole reason stays English: half a translation misleads.
  if (!keys.every((k) => i18n.exists(k))) return english;
  return codes.map((c, i) => i18n.t(keys[i]!, named(c.params))).join(' ');
}

/** An HMS alarm's text by its text key (the DJI code itself is shown beside it, as is). */
export function hmsText(h: TDockState['hms'][number]): string {
  return dockWordText(h.description, h.description_code ? [h.description_code] : null, 'hmsTexts');
}

/**
 * A model's name: product names as sent; the server's own fallback for a model it has no name
 * for ('Dock', 'Aircraft (0-99-0)', view.ts modelName) in the reader's language.
 */
export function modelText(name: string, key: string | null, kind: 'dock' | 'aircraft'): string {
  if (currentLanguage() !== 'hi') return name;
  const fallback = kind === 'dock' ? 'Dock' : 'Aircraft';
  if (name === fallback) return i18n.t(`docks:model.${kind}`);
  if (key && name === `${fallback} (${key})`) return i18n.t(`docks:model.${kind}Key`, { key });
  return name;
}

/** The state pill's words, by its kind. */
export function pillText(pill: Pick<TDockPill, 'kind' | 'label'>): string {
  if (currentLanguage() !== 'hi') return pill.label;
  return i18n.t(`docks:pill.${pill.kind}`, { defaultValue: pill.label });
}

/** The dock's answer to an action, by its result code. */
export function actionReplyText(reply: Pick<TDockActionReply, 'result' | 'message'>): string {
  if (currentLanguage() !== 'hi') return reply.message;
  const key = `docks:results.${reply.result}`;
  return i18n.exists(key) ? i18n.t(key) : i18n.t('docks:results.other', { code: reply.result });
}

/** The geozone sync's status word and reason, from the dock's own status and reason number. */
export function syncText(sync: {
  status: string;
  reason: number | null;
  reason_text: string | null;
}): { status: string; reason: string | null } {
  if (currentLanguage() !== 'hi') return { status: sync.status, reason: sync.reason_text };
  const status = i18n.t(`docks:syncStatus.${sync.status}`, { defaultValue: sync.status });
  if (!sync.reason) return { status, reason: sync.reason_text };
  const key = `docks:syncReasons.${sync.reason}`;
  return {
    status,
    reason: i18n.exists(key)
      ? i18n.t(key)
      : i18n.t('docks:syncReasons.other', { reason: sync.reason }),
  };
}
