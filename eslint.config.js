// ESLint for the TypeScript and React code; Prettier owns the layout (eslint-config-prettier turns
// off the rules it would fight). `npm run lint` runs both; `npm test` runs it first.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist.builds/**',
      'test-results/**',
      'playwright-report/**',
      '.data/**',
      '.astro/**',
      'node_modules/**',
      'public/**',
      'api/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { react, 'react-hooks': reactHooks },
    settings: { react: { version: 'detect' } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs['jsx-runtime'].rules,
      // The classic hook rules; the React Compiler's stricter rules would need the compiler.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'react/prop-types': 'off',
      // Islands read stores through islands/common/useStore.ts, which hydrates with the built value.
      'no-restricted-imports': ['error', { paths: [{ name: '@nanostores/react', message: 'Use islands/common/useStore.ts.' }] }],
    },
  },
  { files: ['src/islands/common/useStore.ts'], rules: { 'no-restricted-imports': 'off' } },
  prettier,
);
