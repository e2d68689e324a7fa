import config from '@meridian/eslint-config/react';

export default [
  ...config,
  // Command-line scripts report to the terminal.
  { files: ['scripts/**'], rules: { 'no-console': 'off' } },
];
