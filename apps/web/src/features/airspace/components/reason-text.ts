// A go/no-go reason in the reader's language: written from the server's stable code and values
// (reason_codes, one for one with the English `reasons`); the English sentence when the server
// sent no code (an older server) or a code this web has no words for yet.
import type { TForecast } from '@sortie/domain/contracts';
import { currentLanguage, i18n } from '../../../i18n/i18n.ts';

type Verdict = TForecast['verdicts'][number];

/** The reasons of one hour, each as text in the reader's language. */
export function reasonTexts(verdict: Verdict): string[] {
  return verdict.reasons.map((english, i) => {
    const coded = verdict.reason_codes?.[i];
    // English readers get the server's own sentence: it also names the airspace finding.
    if (!coded || currentLanguage() !== 'hi') return english;
    const params: Record<string, unknown> = { ...coded.params };
    // The zone colour arrives as the English class name; Hindi names the colour.
    if (typeof params.class === 'string') {
      params.class = i18n.t(`airspace:colour.${params.class}`, { defaultValue: params.class });
    }
    return i18n.t(`airspace:reasons.${coded.code}`, { ...params, defaultValue: english });
  });
}
