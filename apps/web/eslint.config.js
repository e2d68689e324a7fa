import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import config from '@meridian/eslint-config/react';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

const here = import.meta.dirname;
const features = readdirSync(join(here, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// Imports flow one way: shared (components, lib, api, content) -> features -> app; a feature never reaches into
// another feature (decision 0011). Shared code a second feature needs moves down into components, lib or api.
const boundaryZones = [
  ...['components', 'lib', 'api', 'content'].map((shared) => ({
    target: `./src/${shared}`,
    from: ['./src/features', './src/app'],
    message: `Shared code (src/${shared}) must not import from features or app: move what it needs down instead.`,
  })),
  {
    target: './src/features',
    from: './src/app',
    message: 'A feature must not import from app/: the session is reachable through lib/session.',
  },
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: `features/${feature} must not import another feature: move the shared piece down to components, lib or api.`,
  })),
];

export default [
  ...config,
  // TypeScript already checks names; e2e callbacks passed to page.evaluate run in the browser.
  { files: ['**/*.{ts,tsx}'], rules: { 'no-undef': 'off' } },
  // Command-line scripts report to the terminal.
  { files: ['scripts/**'], rules: { 'no-console': 'off' } },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })] },
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: here, zones: boundaryZones }] },
  },
];
