// The mail catalogues (decision 434): every language has the keys of English with the same
// {{placeholders}}, no empty text, and no English left in a translated mail.
import { describe, expect, it } from 'vitest';
import {
  MAIL_CATALOGUES,
  MAIL_LANGUAGES,
  mailDay,
  mailLanguage,
  mailText,
  placeholdersOf,
} from './index.ts';

type Leaves = Map<string, string>;

function leaves(node: unknown, path = '', out: Leaves = new Map()): Leaves {
  if (typeof node === 'string') out.set(path, node);
  else
    for (const [key, value] of Object.entries(node as Record<string, unknown>))
      leaves(value, path ? `${path}.${key}` : key, out);
  return out;
}

const english = leaves(MAIL_CATALOGUES.en);
/** Words that are the same in every language: the product's name. */
const SAME_EVERYWHERE = new Set(['words.app']);

describe.each(MAIL_LANGUAGES.filter((l) => l !== 'en'))('mail texts in %s', (lang) => {
  const texts = leaves(MAIL_CATALOGUES[lang]);

  it('has exactly the keys of English', () => {
    expect([...texts.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('uses the same placeholders as English in every text', () => {
    for (const [key, text] of texts) {
      expect(placeholdersOf(text).sort(), key).toEqual(placeholdersOf(english.get(key)!).sort());
    }
  });

  it('translates every text', () => {
    for (const [key, text] of texts) {
      expect(text.trim(), key).not.toBe('');
      if (SAME_EVERYWHERE.has(key)) continue;
      expect(text, key).not.toBe(english.get(key));
      if (lang === 'hi') expect(text, key).toMatch(/[\u0900-\u097F]/);
    }
  });
});

describe('mailText', () => {
  it('fills every placeholder and refuses a missing value', () => {
    const mail = mailText('hi', 'pilot_licence_expiring', {
      date: mailDay('hi', '2026-03-12'),
      days: 9,
    });
    expect(mail.subject).toBe('आपका पायलट लाइसेंस जल्द समाप्त हो रहा है');
    expect(mail.text).toContain('आपका पायलट लाइसेंस 12 मार्च 2026 को समाप्त हो रहा है (9 दिन में)।');
    expect(() => mailText('en', 'pilot_licence_expiring', { days: 9 })).toThrow(/\{\{date\}\}/);
  });

  it('reads a saved language, English for anything else', () => {
    expect(mailLanguage('hi')).toBe('hi');
    expect(mailLanguage('en')).toBe('en');
    expect(mailLanguage(null)).toBe('en');
    expect(mailLanguage('fr')).toBe('en');
    expect(mailDay('en', '2026-03-12')).toBe('2026-03-12');
  });
});
