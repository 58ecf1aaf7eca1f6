import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.infra/**',
      '.cache/**',
      'pacts/**',
      'test-results/**',
      'k8s/**/*.yaml',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: [
      'shell/**/*.tsx',
      'mfe-*/**/*.tsx',
      'ui-kit/**/*.tsx',
      'shell/**/*.ts',
      'mfe-*/**/*.ts',
      'ui-kit/**/*.ts',
    ],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // scripts and e2e print to the terminal on purpose
    files: ['scripts/**', 'e2e/**', '**/*.mjs'],
    rules: { 'no-console': 'off' },
  },
);
