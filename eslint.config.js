// ESLint (`npm run lint`, part of `npm test`): the recommended JavaScript and TypeScript rules.
// The layer rules and cycles are dependency-cruiser's (.dependency-cruiser.mjs); formatting is Prettier's.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'storybook-static/',
      'coverage/',
      'test-results/',
      '.data/',
      '.scratch/',
      // Written by scripts/codegen.ts (`npm run codegen:check` keeps them current); branch `layers` moves them
      // to schema/generated/.
      'src/client/generated/',
      'schema/generated/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // A name that starts with _ is unused on purpose (a slot in a signature, a property left out of a rest).
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
      // A `let` that a closure reads before its one assignment cannot be a const.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
    },
  },
  {
    // A function does one thing: one over 80 lines (blank and comment lines not counted) mixes concerns (render,
    // state, effects; figures and words) and is split into named steps.
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts'],
    rules: {
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // The host pages use the script tag's global.
    files: ['examples/**'],
    languageOptions: { globals: { CollegeCostsCalculator: 'readonly' } },
  },
);
