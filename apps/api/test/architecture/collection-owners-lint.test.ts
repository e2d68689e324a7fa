import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Decision 0091: every collection belongs to one module; only that module touches its model, and its service file
// exports functions and plain records, never the model or its document type. The API's own eslint.config.js is run
// on planted violations, so loosening the rules fails here; the source tree is then read to show it holds today.
const apiRoot = resolve(import.meta.dirname, '../..');
const src = resolve(apiRoot, 'src');
const eslint = new ESLint({ cwd: apiRoot });
const RULES = new Set(['import-x/no-restricted-paths', 'no-restricted-syntax']);

const NOT_ITS_OWNER = "must not import another module's *.model.ts or *.repository.ts";
const NOT_A_MODEL = 'A service file must not export a mongoose model or document type';
const NO_MODEL_IN_SERVICE = 'A service file must not import a mongoose model';

async function ownershipErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(apiRoot, filePath) });
  return (result?.messages ?? []).filter((message) => message.ruleId !== null && RULES.has(message.ruleId)).map((message) => message.message);
}

describe('collection owners in lint (decision 0091)', () => {
  it('when a module imports another module’s model, then lint names the model file and the owner’s service', async () => {
    const errors = await ownershipErrors('src/modules/kyc/probe.ts', "import { CompanyProfileModel } from '../company-profile/company-profile.model';\nexport const probe = CompanyProfileModel;\n");
    expect(errors).toEqual([expect.stringContaining(`modules/kyc ${NOT_ITS_OWNER}`)]);
    expect(errors[0]).toContain('service file');
  });

  it('when a module imports only a type from another module’s model, then lint reports it too', async () => {
    const errors = await ownershipErrors('src/modules/ops/probe.ts', "import type { UserDoc } from '../users/users.model';\nexport type Probe = UserDoc;\n");
    expect(errors).toEqual([expect.stringContaining(`modules/ops ${NOT_ITS_OWNER}`)]);
  });

  it('when a module imports another module’s repository, then lint reports it', async () => {
    const errors = await ownershipErrors('src/modules/admin/probe.ts', "import { findUserById } from '../users/users.repository';\nexport const probe = findUserById;\n");
    expect(errors).toEqual([expect.stringContaining(`modules/admin ${NOT_ITS_OWNER}`)]);
  });

  it('when a module imports a second repository of another module, then lint reports it', async () => {
    const errors = await ownershipErrors('src/modules/organizations/probe.ts', "import { moveMember } from '../users/memberships.repository';\nexport const probe = moveMember;\n");
    expect(errors).toEqual([expect.stringContaining(`modules/organizations ${NOT_ITS_OWNER}`)]);
  });

  it('when a service file re-exports its model, then lint reports it', async () => {
    const errors = await ownershipErrors('src/modules/users/users.service.ts', "export { UserModel } from './users.model';\n");
    expect(errors).toEqual([expect.stringContaining(NOT_A_MODEL)]);
  });

  it('when a service file re-exports its document type, then lint reports it', async () => {
    const errors = await ownershipErrors('src/modules/organizations/organizations.service.ts', "export type { OrganizationDoc } from './organizations.model';\n");
    expect(errors).toEqual([expect.stringContaining(NOT_A_MODEL)]);
  });

  it('when a service file exports everything of its model file, then lint reports it', async () => {
    const errors = await ownershipErrors('src/modules/vehicles/vehicles.service.ts', "export * from './vehicles.model';\n");
    expect(errors).toEqual([expect.stringContaining(NOT_A_MODEL)]);
  });

  it('when a service file imports its document type and exports it by name, then lint reports it', async () => {
    const errors = await ownershipErrors(
      'src/modules/company-profile/company-profile.service.ts',
      "import type { CompanyProfileDoc } from './company-profile.model';\nexport type { CompanyProfileDoc };\n",
    );
    expect(errors).toEqual([expect.stringContaining(NOT_A_MODEL)]);
  });

  it('when a service file declares a document type or a model of its own, then lint reports each', async () => {
    const errors = await ownershipErrors(
      'src/modules/api-keys/api-keys.service.ts',
      "import mongoose from 'mongoose';\nexport type ApiKeyDoc = { name: string };\nexport const ApiKeyModel = mongoose.model('Probe', new mongoose.Schema({}));\n",
    );
    expect(errors).toEqual([expect.stringContaining(NOT_A_MODEL), expect.stringContaining(NOT_A_MODEL)]);
  });

  it('when a service file holds its model, even to hand it out under another name, then lint reports it', async () => {
    const errors = await ownershipErrors(
      'src/modules/webhooks/webhooks.service.ts',
      "import { WebhookEndpointModel as Endpoints } from './webhooks.model';\nexport { Endpoints };\n",
    );
    expect(errors).toEqual([expect.stringContaining(NO_MODEL_IN_SERVICE)]);
  });

  it('when a service reads its model’s type, calls its repository and another module’s service and exports a plain record, then lint is quiet', async () => {
    const service = await ownershipErrors(
      'src/modules/users/users.service.ts',
      [
        "import type { UserDoc } from './users.model';",
        "import { findUserById } from './users.repository';",
        'export type UserRecord = UserDoc;',
        'export { findUserById };',
        '',
      ].join('\n'),
    );
    const consumer = await ownershipErrors(
      'src/modules/kyc/probe.ts',
      "import { findProfileById } from '../company-profile/company-profile.service';\nimport { findUsersByIds, type UserRecord } from '../users/users.service';\nexport const probe: [unknown, unknown, UserRecord[]] = [findProfileById, findUsersByIds, []];\n",
    );
    const app = await ownershipErrors('src/probe.ts', "import { UserModel } from './modules/users/users.model';\nexport const probe = UserModel;\n");
    expect([...service, ...consumer, ...app]).toEqual([]);
  });
});

// The source tree as it stands, read the way the module-graph test reads it: every import and re-export.
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

const IMPORT = /^(?:import|export)\s[^'";]*?from\s+['"](\.[^'"]+)['"]/gm;
const files = sourceFiles(src);
const moduleOf = (file: string): string | null => {
  const [top, name] = relative(src, file).split('/');
  return top === 'modules' ? name! : null;
};
const isLib = (file: string) => relative(src, file).startsWith('lib/');
const modelFiles = files.filter((file) => file.endsWith('.model.ts') && moduleOf(file) !== null);

/** Who may touch a module's model: its own files, and the app level (composition, server, migrations, seed, dev). */
const mayTouch = (importer: string, owner: string) => moduleOf(importer) === owner || (moduleOf(importer) === null && !isLib(importer));

/** The names a model file exports: the model and its document types. */
const exportedNames = (file: string) => [...readFileSync(file, 'utf8').matchAll(/^export (?:const|type|interface) (\w+)/gm)].map((match) => match[1]!);

describe('collection owners in the source tree (decision 0091)', () => {
  it('when any file imports a collection’s model file, then it is in the owning module or at the app level', () => {
    const strays = files.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(IMPORT)]
        .map((match) => resolve(dirname(file), match[1]!.endsWith('.ts') ? match[1]! : `${match[1]!}.ts`))
        .filter((target) => modelFiles.includes(target) && !mayTouch(file, moduleOf(target)!))
        .map((target) => `${relative(src, file)} -> ${relative(src, target)}`),
    );
    expect(modelFiles.length).toBeGreaterThan(20);
    expect(strays).toEqual([]);
  });

  const owners = [...new Set(modelFiles.map((file) => moduleOf(file)!))].sort();
  for (const owner of owners) {
    it(`when code outside modules/${owner} is read, then it names none of that module's models or document types`, () => {
      const names = modelFiles.filter((file) => moduleOf(file) === owner).flatMap(exportedNames);
      const strays = files
        .filter((file) => !mayTouch(file, owner))
        .flatMap((file) => {
          const text = readFileSync(file, 'utf8');
          return names.filter((name) => new RegExp(`\\b${name}\\b`).test(text)).map((name) => `${relative(src, file)} names ${name}`);
        });
      expect(names.length).toBeGreaterThan(0);
      expect(strays).toEqual([]);
    });
  }
});
