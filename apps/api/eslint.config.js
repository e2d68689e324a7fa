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
// Each collection has one owner: another module's `*.model.ts` and `*.repository.ts` get a zone and a message of their
// own, so whoever reaches for one is told to call the owner's service instead.
const APP_LEVEL = ['./src/app.ts', './src/composition.ts', './src/server.ts', './src/dev.ts', './src/migrations', './src/seed'];
const PERSISTENCE = ['*.model.ts', '*.repository.ts'];
const persistenceFiles = readdirSync(join(here, 'src/modules'), { recursive: true, encoding: 'utf8' }).filter((file) => /\.(model|repository)\.ts$/.test(file));
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
  ...modules.flatMap((name) => [
    {
      target: `./src/modules/${name}`,
      from: PERSISTENCE.map((file) => `./src/modules/*/**/${file}`),
      // Exceptions to glob zones are matched against absolute paths as they are.
      except: [join(here, 'src/modules', name, '**')],
      message: `modules/${name} must not import another module's *.model.ts or *.repository.ts: a collection belongs to its own module alone, so call an intent-named function of that module's service file (modules/<name>/<name>.service.ts).`,
    },
    {
      target: `./src/modules/${name}`,
      from: './src/modules',
      // The zone above speaks for other modules' models and repositories.
      except: [`./${name}`, ...modules.filter((other) => other !== name).map((other) => `./${other}/${other}.service.ts`), ...persistenceFiles.filter((file) => !file.startsWith(`${name}/`)).map((file) => `./${file}`)],
      message: `modules/${name} may reach another module only through its public service file (modules/<name>/<name>.service.ts).`,
    },
  ]),
  {
    target: './src/modules/payments',
    from: './src/modules/invoices',
    message:
      'Decision 0092: payments import nothing from invoices. The invoice reacts to `payment-succeeded` (modules/invoices/payment-reactions.ts); what the money reads of it comes in as `PaymentDeps.invoiceOf`, handed in by composition.ts.',
  },
];

// Decision 0091: a service file is a module's public surface, so it exports no mongoose model and no document type,
// neither re-exported from a model file nor under a name of its own; other modules get plain records and functions.
const MODEL_FILE = '/\\.model(\\.[jt]s)?$/';
const NOT_A_MODEL = 'A service file must not export a mongoose model or document type: export intent-named functions and plain record types instead (decision 0091).';
const serviceExports = [
  `ExportNamedDeclaration[source.value=${MODEL_FILE}]`,
  `ExportAllDeclaration[source.value=${MODEL_FILE}]`,
  `ExportNamedDeclaration:not([source.value=${MODEL_FILE}]) > ExportSpecifier[exported.name=/(Model|Doc)$/]`,
  'ExportNamedDeclaration > VariableDeclaration > VariableDeclarator[id.name=/Model$/]',
  'ExportNamedDeclaration > TSTypeAliasDeclaration[id.name=/Doc$/]',
  'ExportNamedDeclaration > TSInterfaceDeclaration[id.name=/Doc$/]',
  'ExportDefaultDeclaration > Identifier[name=/(Model|Doc)$/]',
]
  .map((selector) => ({ selector, message: NOT_A_MODEL }))
  // Nor does it hold a model of its own (so none can leave under another name): the repository is what touches it.
  .concat({
    selector: `ImportDeclaration[importKind='value'][source.value=${MODEL_FILE}] > :matches(ImportSpecifier[importKind='value'], ImportDefaultSpecifier, ImportNamespaceSpecifier)`,
    message: "A service file must not import a mongoose model: only its module's repository reads and writes the collection (decision 0091).",
  });

export default [
  ...config,
  {
    files: ['src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js'] })] },
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: here, zones: boundaryZones }] },
  },
  {
    files: ['src/modules/**/*.service.ts'],
    rules: { 'no-restricted-syntax': ['error', ...serviceExports] },
  },
];
