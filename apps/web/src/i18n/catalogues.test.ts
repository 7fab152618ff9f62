// The catalogues are complete (issue 18 §2): a key missing from Hindi, an empty text, a changed
// placeholder, English left in the Hindi, or a t('key') in a component that no catalogue has,
// each fails this test with a sentence naming the file and key.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogueProblems, flatten, hasKey, keysUsedIn } from './catalogue-check.ts';

const LOCALES = path.join(import.meta.dirname, 'locales');
const SRC = path.join(import.meta.dirname, '..');

// Words Hindi keeps as they are: product and company names, file formats, units and acronyms.
const ALLOWED_ENGLISH = new Set(
  ['sortie', 'google', 'android', 'dji', 'pilot', 'obs', 'ffmpeg', 'rtmp', 'kml', 'kmz', 'csv']
    .concat(['wpml', 'geojson', 'geotiff', 'pdf', 'jpeg', 'dng', 'tiff', 'exif', 'xmp', 'gsd'])
    .concat(['rtk', 'mqtt', 'openaip', 'zoom', 'whatsapp', 'email', 'url', 'api']),
);

function read(language: string, namespace: string): Record<string, unknown> {
  const text = fs.readFileSync(path.join(LOCALES, language, `${namespace}.json`), 'utf8');
  return JSON.parse(text) as Record<string, unknown>;
}

const namespaces = fs
  .readdirSync(path.join(LOCALES, 'en'))
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.replace(/\.json$/, ''));

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'locales' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
  });
}

describe('catalogues', () => {
  it('has the same namespaces in every language', () => {
    for (const language of fs.readdirSync(LOCALES)) {
      const files = fs
        .readdirSync(path.join(LOCALES, language))
        .map((f) => f.replace(/\.json$/, ''));
      expect(files.sort(), language).toEqual([...namespaces].sort());
    }
  });

  it('has every English key in Hindi, translated, with the same placeholders', () => {
    const problems = namespaces.flatMap((ns) =>
      catalogueProblems(ns, read('en', ns), read('hi', ns), 'hi', ALLOWED_ENGLISH),
    );
    expect(problems).toEqual([]);
  });

  it('knows every key the components use', () => {
    const catalogues = new Map(namespaces.map((ns) => [ns, flatten(read('en', ns))]));
    const unknown: string[] = [];
    for (const file of sourceFiles(SRC)) {
      for (const { namespace, key } of keysUsedIn(fs.readFileSync(file, 'utf8'))) {
        const leaves = catalogues.get(namespace);
        if (!leaves || !hasKey(leaves, key)) {
          unknown.push(`${path.relative(SRC, file)}: ${namespace}:${key}`);
        }
      }
    }
    expect(unknown).toEqual([]);
  });
});

describe('catalogueProblems', () => {
  it('fails on a key missing from Hindi', () => {
    const problems = catalogueProblems(
      'demo',
      { a: 'Save', b: { c: 'Mission' } },
      { a: 'सहेजें' },
      'hi',
    );
    expect(problems).toEqual(['hi/demo.json "b.c" is missing.']);
  });

  it('fails on English left in Hindi, a lost placeholder and an empty text', () => {
    const problems = catalogueProblems(
      'demo',
      { a: 'Save site', b: 'Fly at {{height}} m', c: 'Overlap' },
      { a: 'Save site', b: 'ऊँचाई पर उड़ें', c: ' ' },
      'hi',
    );
    expect(problems).toHaveLength(3);
    expect(problems[0]).toContain('still English');
    expect(problems[1]).toContain('placeholders');
    expect(problems[2]).toContain('is empty');
  });

  it('lets Hindi keep names and acronyms', () => {
    expect(catalogueProblems('demo', { a: 'GSD' }, { a: 'GSD' }, 'hi')).toEqual([]);
    expect(catalogueProblems('demo', { a: 'KML' }, { a: 'KML' }, 'hi', new Set(['kml']))).toEqual(
      [],
    );
  });

  it('reads the keys a component uses', () => {
    const source =
      "const { t } = useTranslation('sites'); t('list.title'); t('common:actions.save');";
    expect(keysUsedIn(source)).toEqual([
      { namespace: 'sites', key: 'list.title' },
      { namespace: 'common', key: 'actions.save' },
    ]);
  });
});
