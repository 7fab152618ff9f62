// A server sentence in the reader's language (decision 432): written from the stable code and
// values the server sends beside its English (`text_code`, `disclaimer_code`, …). English readers
// get the server's own sentence, byte for byte; so does a reader whose language has no words for
// the code (an older web, a new code) or for a brand sentence it quotes (a permission's name).
import type { TCodedText } from '@sortie/domain/contracts';
import { currentLanguage, i18n } from '../../../i18n/i18n.ts';
import { formatNumber } from '../../../i18n/locale.ts';

/** Where a code's words live in the `airspace` catalogue. */
export type CodedGroup = 'findings' | 'warnings' | 'notes' | 'authorities' | 'sources';

/** Values naming a brand sentence by its code, and the catalogue group holding its words. */
const NAMED: Record<string, string> = { permission: 'permissions', rule: 'rules' };

export function codedText(
  english: string,
  coded: TCodedText | null | undefined,
  group: CodedGroup,
): string {
  const language = currentLanguage();
  if (!coded || language === 'en') return english;
  // Only the reader's own catalogue counts: English words for a code are not the server's English.
  const has = (key: string) => i18n.getResource(language, 'airspace', key) !== undefined;
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(coded.params)) {
    const named = NAMED[name];
    if (named) {
      const key = `${named}.${value}`;
      // A brand sentence this web has no words for: the whole sentence stays English.
      if (!has(key)) return english;
      params[name] = i18n.t(`airspace:${key}`);
    } else if (name === 'class' && typeof value === 'string') {
      params[name] = i18n.t(`airspace:colour.${value}`, { defaultValue: value });
    } else if (typeof value === 'number') {
      // Distances keep the one decimal the English gives them ("5.0 km").
      params[name] = formatNumber(
        value,
        name === 'km' ? { minimumFractionDigits: 1, maximumFractionDigits: 1 } : undefined,
      );
    } else {
      params[name] = value;
    }
  }
  // A rule the brand states whole (Guyana's GCAA) is its own sentence.
  if (coded.code === 'permission_everywhere' && params.rule) return params.rule;
  const key = `${group}.${coded.code}`;
  return has(key) ? i18n.t(`airspace:${key}`, params) : english;
}
