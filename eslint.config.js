import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import pluginQuery from '@tanstack/eslint-plugin-query';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import lingui from 'eslint-plugin-lingui';
import noLiteralUiText from './scripts/eslint/no-literal-ui-text.js';

const root = fileURLToPath(new URL('.', import.meta.url));
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const UI = ['./src/components', './src/charts', './src/features', './src/app'];

/**
 * The layers, lowest first: api and lib; queries; components and charts; features; app. A file
 * imports its own layer or lower ones, never a higher one; docs/architecture.md says why.
 */
const boundaries = [
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message:
      'A feature never imports another: move what both need to queries/, components/, charts/ or lib/.',
  })),
  {
    target: './src/features',
    from: './src/app',
    message: 'The app wires the features together; a feature does not import the app.',
  },
  {
    target: ['./src/components', './src/charts'],
    from: ['./src/features', './src/app'],
    message: 'Shared UI knows no feature and no app wiring.',
  },
  {
    target: './src/queries',
    from: UI,
    message: 'Query modules hold requests and cache keys, no UI.',
  },
  {
    target: ['./src/lib', './src/api'],
    from: ['./src/queries', ...UI],
    message: 'lib/ and api/ are the lowest layer: they import nothing above them.',
  },
  {
    target: './src/lib',
    from: './src/api',
    except: ['./schema.gen.ts'],
    message:
      'lib/ holds pure helpers and calls no API (requests live in src/queries/); it may use the contract types.',
  },
  {
    target: './src',
    from: ['./server', './scripts', './bench', './e2e'],
    message: 'The dashboard imports neither the server nor the tooling.',
  },
  {
    target: './server',
    from: './src',
    except: ['./api/schema.gen.ts'],
    message: 'The server shares only the generated contract types with the dashboard.',
  },
  {
    // Its tests may drive it with the soak's tooling; the code that runs in production may not.
    target: './server/**/!(*.test).ts',
    from: ['./scripts', './bench', './e2e'],
    message: 'The running server imports no tooling: code both need lives in server/lib/.',
  },
  {
    target: './scripts',
    from: ['./bench', './e2e'],
    message:
      'Scripts import neither the bench nor the end-to-end tests: shared helpers live in scripts/.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-server',
      'node_modules',
      'coverage',
      'test-results',
      'playwright-report',
      'reports',
      '.stryker-tmp',
      'src/api/schema.gen.ts',
      'server/contract/validators.gen.*.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks, '@tanstack/query': pluginQuery },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...pluginQuery.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@mui/icons-material',
              message: 'Import icons by path: @mui/icons-material/Name.',
            },
            { name: '@mui/material', message: 'Import components by path: @mui/material/Name.' },
            { name: 'recharts', message: 'Recharts lives in src/charts/ only, loaded lazily.' },
          ],
          patterns: [
            { group: ['**/server/**'], message: 'The dashboard never imports the server.' },
          ],
        },
      ],
      // MUI 9 dropped the system props: a theme path in a `color` prop ("text.secondary") is no
      // longer resolved, and the text silently keeps its parent's colour.
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='color'] Literal[value=/^[a-z]+\\.[a-z]+$/i]",
          message:
            'A theme path in `color` does nothing in MUI 9: use a palette name (color="textSecondary", color="success") or sx={{ color: ... }}.',
        },
        {
          selector:
            "CallExpression[callee.name='notify'][arguments.0.type=/^(Literal|TemplateLiteral)$/]",
          message: 'A notification is read by users: its text comes from the catalog (t`…`).',
        },
      ],
    },
  },
  {
    files: ['src/charts/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@mui/icons-material',
              message: 'Import icons by path: @mui/icons-material/Name.',
            },
            { name: '@mui/material', message: 'Import components by path: @mui/material/Name.' },
          ],
        },
      ],
    },
  },
  {
    // Every word the dashboard shows comes from the message catalogs (docs/i18n.md).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'src/test/**'],
    plugins: { lingui, pulse: { rules: { 'no-literal-ui-text': noLiteralUiText } } },
    rules: {
      ...lingui.configs['flat/recommended'].rules,
      'pulse/no-literal-ui-text': 'error',
    },
  },
  {
    // Size as a habit: a file over 400 lines or a function over 150 usually holds two ideas.
    // Every line counts, blank and comment lines too, as the syntax tree spans them. Tests, test
    // support and generated code aside.
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts'],
    ignores: [
      '**/*.test.{ts,tsx}',
      '**/*.fixture.ts',
      '**/test-*.ts',
      '**/*.gen.*',
      'src/test/**',
      'server/test/**',
      'server/reliability/**',
    ],
    rules: { 'max-lines': ['error', 400], 'max-lines-per-function': ['error', 150] },
  },
  {
    files: [
      'server/**/*.ts',
      'scripts/**/*.ts',
      'e2e/**/*.ts',
      'bench/**/*.ts',
      '*.config.{ts,js}',
    ],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['**/*.{ts,tsx,js}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaries }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
);
