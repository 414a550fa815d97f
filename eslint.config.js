// One lint setup for the whole workspace. Package boundaries are enforced here:
// the UI knows nothing of the API, the API knows no UI, the money rule knows nothing of ours,
// ZATCA's documents know only the money rule, and the server imports no web code.
// Inside the dashboard, features do not import each other (docs/decisions.md, "Dashboard layers").
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

const DASHBOARD = 'apps/dashboard/src';
// Read from the tree, so a new feature gets its walls without editing this file.
const FEATURES = readdirSync(new URL(`./${DASHBOARD}/features`, import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** A relative import climbing into one of `folders` (as `../x/…`, `../../x`, `../features/x/…`). */
const climbingInto = (folders, { under = '' } = {}) =>
  `^(?:\\.\\./)+${under}(?:${folders.join('|')})(?:/|$)`;

const SERVER_MODULES = 'apps/server/src/modules';
// Read from the tree as the features are: a new module gets its walls without editing this file.
const MODULES = readdirSync(new URL(`./${SERVER_MODULES}`, import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const ROUTING_IS_ABOVE = {
  regex: climbingInto(['routing']),
  message:
    'routing/ is the screen registry at the top: take navigation helpers from navigation/, never from routing/.',
};
const FEATURES_ARE_ABOVE = {
  regex: climbingInto(['features']),
  message: 'Features sit above shared/ and navigation/: move what both need down, not up.',
};
const LAYOUT_IS_ABOVE = {
  regex: climbingInto(['layout']),
  message:
    'layout/ is the signed-in shell alone, above the screens: take its helpers from navigation/, session/ or shared/.',
};

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
    // The money rule is shared by the server and the pages, so it depends on none of them.
    files: ['packages/money/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['@taseer/*', 'react', 'react-dom', '**/apps/**', '**/packages/**'] },
      ],
    },
  },
  {
    // ZATCA's documents are formatted from the server's figures: the money rule is all it takes
    // from ours, and it knows no app, page or contract.
    files: ['packages/zatca/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            '@taseer/ui',
            '@taseer/ui/*',
            '@taseer/api',
            '@taseer/server',
            'react',
            'react-dom',
            '**/apps/**',
          ],
        },
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
  // The server's modules: one takes from another only what that one's index.ts offers
  // (docs/decisions.md, "Server modules"); scripts/server-modules.mjs refuses circles among them.
  ...MODULES.map((module) => ({
    files: [`${SERVER_MODULES}/${module}/**`],
    ignores: [`${SERVER_MODULES}/${module}/**/*.test.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@taseer/ui', '@taseer/ui/*', '@taseer/api', 'react', '**/dashboard/**'] },
            {
              regex: `^\\.\\./(?:${MODULES.filter((name) => name !== module).join('|')})/(?!index\\.js$)`,
              message: `modules/${module} may take from another module only what its index.ts offers: add the name there, or move what both need down.`,
            },
          ],
        },
      ],
    },
  })),
  // The dashboard's layers: routing/ (the registry) and layout/ (the shell) → features/ →
  // shared/, navigation/ → lib, api.
  ...FEATURES.map((feature) => {
    const others = FEATURES.filter((name) => name !== feature);
    return {
      files: [`${DASHBOARD}/features/${feature}/**`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                regex: climbingInto(others, { under: '(?:features/)?' }),
                message: `features/${feature} may not import another feature: what two features share lives in src/shared/.`,
              },
              ROUTING_IS_ABOVE,
              LAYOUT_IS_ABOVE,
            ],
          },
        ],
      },
    };
  }),
  {
    files: [
      `${DASHBOARD}/shared/**`,
      `${DASHBOARD}/navigation/**`,
      `${DASHBOARD}/api/**`,
      `${DASHBOARD}/lib/**`,
      `${DASHBOARD}/session/**`,
      `${DASHBOARD}/i18n/**`,
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [FEATURES_ARE_ABOVE, ROUTING_IS_ABOVE, LAYOUT_IS_ABOVE] },
      ],
    },
  },
);
