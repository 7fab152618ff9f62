// One lint setup for the whole repository. Type-aware rules catch async mistakes that tests miss;
// the boundary rules below keep dependencies pointing one way (STYLE.md, "Structure and boundaries").
import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import i18next from 'eslint-plugin-i18next';
import globals from 'globals';

// Web folders not yet translated (decision 430): the literal-string rule below skips them.
const i18nPending = fs.existsSync('apps/web/i18n-pending.json')
  ? JSON.parse(fs.readFileSync('apps/web/i18n-pending.json', 'utf8')).pending.map((d) => `${d}/**`)
  : [];

const webFeatures = fs.existsSync('apps/web/src/features')
  ? fs.readdirSync('apps/web/src/features').filter((f) => !f.startsWith('.'))
  : [];

// Server modules: a module's index.ts is its only public surface (docs/architecture.md). Inside
// modules/<m>, any file of another module but its index.ts is refused; outside modules/, only
// index.ts too, but for db/schema.ts (it gathers every table.ts) and workers/ (the planning pool's
// task entry runs the missions and sites adapters to flightplan in a worker thread).
const SERVER = './apps/server/src';
const serverModules = fs.existsSync(`${SERVER}/modules`)
  ? fs.readdirSync(`${SERVER}/modules`).filter((m) => !m.startsWith('.'))
  : [];
const moduleIndexes = serverModules.map((m) => `./${m}/index.ts`);
const internalsMessage =
  'Import another server module through its index.ts only, never its internals (docs/architecture.md).';
const serverModuleZones = [
  ...serverModules.map((m) => ({
    target: `${SERVER}/modules/${m}`,
    from: `${SERVER}/modules`,
    except: [`./${m}`, ...moduleIndexes.filter((i) => i !== `./${m}/index.ts`)],
    message: internalsMessage,
  })),
  {
    target: fs.existsSync(SERVER)
      ? fs
          .readdirSync(SERVER)
          .filter((f) => !['modules', 'db', 'workers'].includes(f))
          .map((f) => `${SERVER}/${f}`)
      : [],
    from: `${SERVER}/modules`,
    except: moduleIndexes,
    message: internalsMessage,
  },
  {
    target: `${SERVER}/db`,
    from: `${SERVER}/modules`,
    except: [...moduleIndexes, ...serverModules.map((m) => `./${m}/table.ts`)],
    message: internalsMessage,
  },
];

// Dependencies point one way (DESIGN.md): web and server never import each other, packages never
// import apps, domain never imports flightplan. Resolved paths are checked, so a relative
// `../../server/src/...` is caught as well as a package name. Blocks below that set the same rule
// for narrower files (apps/web) repeat these zones, because a later block replaces the options.
const boundaryZones = [
  {
    target: './apps/web',
    from: './apps/server',
    message: 'The web app never imports the server; share code through packages/domain.',
  },
  {
    target: './apps/server',
    from: './apps/web',
    message: 'The server never imports the web app; share code through packages/domain.',
  },
  {
    target: './packages',
    from: './apps',
    message: 'Packages never import apps: dependencies point from apps to packages.',
  },
  {
    target: './packages/domain',
    from: './packages/flightplan',
    message: 'packages/domain never imports flightplan.',
  },
  // contract-tests/ compares the apps' paths (the worker's plans and the server's), so it alone
  // may import both apps' files; nothing imports it.
  {
    target: ['./apps', './packages'],
    from: './contract-tests',
    message: 'contract-tests/ holds tests that compare the apps; nothing imports it.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/fixtures/**',
      'e2e/artifacts/**',
      '**/*.config.js',
      'packages/flightplan/bin/**',
      // esbuild scripts (plain Node, run by npm run build), outside every tsconfig.
      'apps/server/scripts/**',
      'packages/flightplan/scripts/**',
      // Vite plugins in plain JS beside vite.config.js, outside every tsconfig like it.
      'apps/web/vite-plugins/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/only-throw-error': 'off',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      'import-x/no-cycle': ['error', { maxDepth: 4 }],
    },
  },
  {
    files: ['apps/**', 'packages/**'],
    // TypeScript sources resolve with or without their extension (bundler resolution), so an
    // extension-less relative import cannot slip past the zones unresolved.
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.node'],
        }),
      ],
    },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: boundaryZones }] },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**', 'bench/**'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
    },
  },
  // packages/domain depends on zod only. Its test-support helps tests only (never imported by
  // the package's own code), so it may read what tests read, e.g. pdf-lib.
  {
    files: ['packages/domain/src/**'],
    ignores: ['packages/domain/src/**/*.test.ts', 'packages/domain/src/**/test-support/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(?!zod$|zod/|\\.).*', message: 'packages/domain depends on zod only.' },
          ],
        },
      ],
    },
  },
  // packages/flightplan: no apps, no Node APIs in the core (it runs in a Web Worker too).
  {
    files: ['packages/flightplan/src/**'],
    ignores: [
      'packages/flightplan/src/cli/**',
      'packages/flightplan/src/**/*.test.ts',
      'packages/flightplan/src/test/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^node:',
              message: 'No Node APIs in the flightplan core; put I/O in src/cli.',
            },
            {
              regex: '^(fs|path|os|crypto|child_process)$',
              message: 'No Node APIs in the flightplan core.',
            },
            { regex: '^@sortie/(server|web)', message: 'flightplan never imports apps.' },
          ],
        },
      ],
    },
  },
  // Server modules reach each other only through their index.ts (serverModuleZones above).
  {
    files: ['apps/server/src/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...boundaryZones, ...serverModuleZones] },
      ],
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^@sortie/web', message: 'The server never imports the web app.' }] },
      ],
    },
  },
  // Web: browser globals, hooks rules, features never import each other.
  {
    files: ['apps/web/src/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...boundaryZones,
            ...webFeatures.map((f) => ({
              target: `./apps/web/src/features/${f}`,
              from: './apps/web/src/features',
              except: [`./${f}`],
              message: 'Features never import each other; lift shared code to components/ or lib/.',
            })),
            {
              target: './apps/web/src/features',
              from: './apps/web/src/app',
              message: 'Features do not import the app layer.',
            },
            {
              target: './apps/web/src/components',
              from: './apps/web/src/features',
              message: 'Shared components do not import features.',
            },
            {
              target: './apps/web/src/lib',
              from: './apps/web/src/features',
              message: 'lib does not import features.',
            },
          ],
        },
      ],
    },
  },
  // No UI text outside the catalogues (issue 18 §2, decision 430): a literal string shown in JSX
  // (text, or a prop such as label, title or placeholder) fails lint. Strings whose type is a
  // union of literals (variant="outlined") pass; so do the technical attributes listed here.
  {
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['apps/web/src/**/*.test.tsx', 'apps/web/src/testing/**', ...i18nPending],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': {
            exclude: [
              'className',
              'style',
              'sx',
              'type',
              'key',
              'id',
              'width',
              'height',
              'data-.*',
              'aria-(?!label$|description$|valuetext$).*',
              'on[A-Z].*',
              'href',
              'to',
              'src',
              'rel',
              'target',
              'role',
              'name',
              'htmlFor',
              'component',
              'value',
              'defaultValue',
              'autoComplete',
              'inputMode',
              'lang',
              'path',
              'd',
              'viewBox',
              'fill',
              'stroke',
              'accept',
              'pattern',
              'testId',
              'icon',
              'queryKey',
              'format',
              'layout',
              'slotProps',
              'inputProps',
              'InputProps',
              // MUI system props: colours, sizes and layout, never words.
              'color',
              'bgcolor',
              'fontWeight',
              'fontSize',
              'fontFamily',
              'textAlign',
              'align',
              'justifyContent',
              'alignItems',
              'direction',
              'display',
              'size',
              'edge',
              'anchor',
              'placement',
              'severity',
              'whiteSpace',
              'overflow',
              'position',
              'spacing',
              'gap',
              'p[xytblr]?',
              'm[xytblr]?',
              '(min|max)?(Width|Height)',
              'border.*',
              'flex.*',
              'grid.*',
              'transform.*',
              'origin',
              'animation',
              'mode',
              'orientation',
              'underline',
              'sizes',
              'srcSet',
              'loading',
              'decoding',
              'crossOrigin',
              'referrerPolicy',
              'preload',
              'encType',
              'method',
              'action',
              'step',
              'min',
              'max',
              'scope',
              'dateTime',
              'xmlns',
              'stroke.*',
              'fill.*',
              'points',
              'x[12]?',
              'y[12]?',
              'r',
              'cx',
              'cy',
              'transform',
              'strokeWidth',
              'textAnchor',
              'dominantBaseline',
            ],
          },
          // Punctuation, digits, arrows and symbols alone are not words to translate.
          words: { exclude: ['[0-9!-/:-@[-`{-~\\s·•×—–…→←↑↓°±%‰′″]+', '[A-Z_-]+'] },
        },
      ],
    },
  },
  // Plain JavaScript (the planning pool's worker entry) is outside the TypeScript project.
  { files: ['**/*.mjs'], ...tseslint.configs.disableTypeChecked },
);
