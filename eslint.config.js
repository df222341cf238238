import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import pluginQuery from '@tanstack/eslint-plugin-query';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-server',
      'node_modules',
      'coverage',
      'test-results',
      'playwright-report',
      'src/api/schema.gen.ts',
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
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
);
