// One lint setup for the whole workspace. Package boundaries are enforced here:
// the UI knows nothing of the API, the API knows no UI, and the server imports no web code.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/storybook-static/**',
      '**/generated/**',
      '**/coverage/**',
      'openapi/dist/**',
      '**/data/**',
      '**/test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['packages/ui/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['@taseer/api', '@taseer/api/*', '**/apps/**', '@taseer/server'] },
      ],
    },
  },
  {
    files: ['packages/api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['@taseer/ui', '@taseer/ui/*', 'react', 'react-dom', '**/apps/**'] },
      ],
    },
  },
  {
    // The customer's quote page is its own small entry: no dashboard code, no heavy libraries.
    files: ['apps/quote-page/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            '**/dashboard/**',
            '@taseer/server',
            'radix-ui',
            '@tanstack/*',
            'jotai',
            'wouter',
            '@conform-to/*',
            'zod',
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['@taseer/ui', '@taseer/ui/*', '@taseer/api', 'react', '**/dashboard/**'] },
      ],
    },
  },
);
