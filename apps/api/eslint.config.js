import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import config from '@meridian/eslint-config';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

const here = import.meta.dirname;
const modules = readdirSync(join(here, 'src/modules'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// docs/architecture.md: lib is the ground floor (it imports no module and nothing wired above it); a module reaches
// another only through that module's public service file (`modules/<name>/<name>.service.ts`); only the app level
// (composition.ts, app.ts, server.ts, migrations, seed) may reach into any module, and no module reaches up into it.
const APP_LEVEL = ['./src/app.ts', './src/composition.ts', './src/server.ts', './src/dev.ts', './src/migrations', './src/seed'];
const boundaryZones = [
  {
    target: './src/lib',
    from: ['./src/modules', ...APP_LEVEL],
    message: 'lib/ must not import a module or the app: pass what it needs in as an argument (the composition does the wiring).',
  },
  {
    target: './src/modules',
    from: APP_LEVEL,
    message: 'A module must not import the app level: take what you need as a factory argument from composition.ts.',
  },
  ...modules.map((name) => ({
    target: `./src/modules/${name}`,
    from: './src/modules',
    except: [`./${name}`, ...modules.filter((other) => other !== name).map((other) => `./${other}/${other}.service.ts`)],
    message: `modules/${name} may reach another module only through its public service file (modules/<name>/<name>.service.ts).`,
  })),
  {
    target: './src/modules/payments',
    from: './src/modules/invoices',
    message:
      'Decision 0092: payments import nothing from invoices. The invoice reacts to `payment-succeeded` (modules/invoices/payment-reactions.ts); what the money reads of it comes in as `PaymentDeps.invoiceOf`, handed in by composition.ts.',
  },
];

export default [
  ...config,
  {
    files: ['src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js'] })] },
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: here, zones: boundaryZones }] },
  },
];
