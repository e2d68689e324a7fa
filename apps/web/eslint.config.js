import config from '@meridian/eslint-config/react';

export default [
  ...config,
  // TypeScript already checks names; e2e callbacks passed to page.evaluate run in the browser.
  { files: ['**/*.{ts,tsx}'], rules: { 'no-undef': 'off' } },
  // Command-line scripts report to the terminal.
  { files: ['scripts/**'], rules: { 'no-console': 'off' } },
];
