// ESLint (typescript-eslint) for the whole workspace; formatting is Prettier's job.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import staykit from './scripts/eslint-no-glued-text.mjs';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      'sdk/src/generated/',
      'openapi/dist/',
      'coverage/',
      'docs/api/',
      'docs/api-react/',
      'docs/api-mocks/',
      // Reports and traces a local Playwright run leaves behind.
      'playwright-report/',
      'test-results/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    // The widget runs in the browser.
    files: ['reference-app/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { staykit },
    rules: { 'staykit/no-glued-text': 'error' },
  },
  prettier,
);
