// Rules every pair of catalogues must meet (issue 18 §2), as pure functions the catalogue test
// runs over locales/: the same keys in every language, no empty text, the same {{placeholders}},
// and no English left in the Hindi (a Hindi text equal to its English one must be a name or an
// acronym, not words).

type Catalogue = { readonly [key: string]: unknown };

/** 'a.b.c' → text, for every leaf of a nested catalogue. */
export function flatten(catalogue: Catalogue, prefix = ''): Map<string, string> {
  const leaves = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') leaves.set(path, value);
    else if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [k, v] of flatten(value as Catalogue, path)) leaves.set(k, v);
    } else leaves.set(path, String(value));
  }
  return leaves;
}

function placeholders(text: string): string {
  return [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)]
    .map((m) => m[1])
    .sort()
    .join(',');
}

/** Plain English words (three letters or more) outside placeholders: 'Save site' has two. */
function englishWords(text: string): string[] {
  return text.replace(/\{\{[^}]*\}\}/g, ' ').match(/\b[A-Za-z]*[a-z]{3,}\b/g) ?? [];
}

/**
 * Problems between a source catalogue (English) and a translation, one sentence each; empty when
 * the pair is complete. `allowedEnglish` lists words a translation may keep (names, file formats).
 */
export function catalogueProblems(
  namespace: string,
  source: Catalogue,
  translation: Catalogue,
  language: string,
  allowedEnglish: ReadonlySet<string> = new Set(),
): string[] {
  const problems: string[] = [];
  const en = flatten(source);
  const tr = flatten(translation);
  for (const [key, text] of en) {
    const translated = tr.get(key);
    const where = `${language}/${namespace}.json "${key}"`;
    if (translated === undefined) {
      problems.push(`${where} is missing.`);
      continue;
    }
    if (!text.trim()) problems.push(`en/${namespace}.json "${key}" is empty.`);
    if (!translated.trim()) problems.push(`${where} is empty.`);
    if (placeholders(text) !== placeholders(translated)) {
      problems.push(
        `${where} has placeholders {${placeholders(translated)}}, English has {${placeholders(text)}}.`,
      );
    }
    const leftOver = englishWords(translated).filter((w) => !allowedEnglish.has(w.toLowerCase()));
    if (language !== 'en' && leftOver.length > 0 && translated === text) {
      problems.push(`${where} is still English: "${translated}".`);
    }
  }
  for (const key of tr.keys()) {
    if (!en.has(key)) problems.push(`${language}/${namespace}.json "${key}" is not in English.`);
  }
  return problems;
}

/** Whether `key` (or its plural forms key_one/key_other) exists in a flattened catalogue. */
export function hasKey(leaves: ReadonlyMap<string, string>, key: string): boolean {
  return leaves.has(key) || leaves.has(`${key}_one`) || leaves.has(`${key}_other`);
}

/**
 * The translation keys a source file uses with literal arguments: `t("a.b")` in the namespace
 * of its first `useTranslation('ns')` (or `common`), and `t("ns:a.b")` in the one it names.
 */
export function keysUsedIn(source: string): { namespace: string; key: string }[] {
  const declared = /useTranslation\(\s*(?:\[\s*)?'([\w-]+)'/.exec(source)?.[1] ?? 'common';
  const used: { namespace: string; key: string }[] = [];
  for (const m of source.matchAll(/\bt\(\s*'([\w.:-]+)'/g)) {
    const [first, second] = m[1]!.split(':');
    used.push(
      second === undefined
        ? { namespace: declared, key: first! }
        : { namespace: first!, key: second },
    );
  }
  return used;
}
