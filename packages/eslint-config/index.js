// Shared flat config: every workspace's eslint.config.js spreads this, so the rules live once.
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/**', 'coverage/**', 'node_modules/**', 'playwright-report/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  // No import circles (docs/decisions/0095): a module that reaches itself through its imports half-loads, and such a
  // pair is one module in two files. Type-only imports are erased at build, so the rule lets them through.
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { 'import-x': importX },
    settings: {
      // Without these the rule reads only .js files and so never sees a TypeScript circle.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs'] })],
    },
    // npm and workspace packages are skipped: they import nothing back from the package being linted (the workspace
    // packages depend on none of their users), so a circle through them cannot exist, and reading them costs time.
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
);
