import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Runs the API's own eslint.config.js, so this fails the moment the boundary rule is switched off or loosened.
const apiRoot = resolve(import.meta.dirname, '../..');
const RULE = 'import-x/no-restricted-paths';
const eslint = new ESLint({ cwd: apiRoot });

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(apiRoot, filePath) });
  return (result?.messages ?? []).filter((message) => message.ruleId === RULE).map((message) => message.message);
}

describe('API import boundaries (docs/architecture.md)', () => {
  it('when lib imports a module, then lint reports it', async () => {
    const errors = await boundaryErrors('src/lib/probe.ts', "import { UserModel } from '../modules/users/users.model';\nexport const probe = UserModel;\n");
    expect(errors).toEqual([expect.stringContaining('lib/ must not import a module')]);
  });

  it('when lib imports the composition, then lint reports it', async () => {
    const errors = await boundaryErrors('src/lib/probe.ts', "import { MODELS } from '../composition';\nexport const probe = MODELS;\n");
    expect(errors).toHaveLength(1);
  });

  it('when a module reaches into another module past its service file, then lint reports it', async () => {
    const errors = await boundaryErrors('src/modules/payments/probe.ts', "import { toStaffMember } from '../users/staff-member';\nexport const probe = toStaffMember;\n");
    expect(errors).toEqual([expect.stringContaining('modules/payments may reach another module only through its public service file')]);
  });

  it('when payments import anything of invoices, even its service file, then lint reports it (decision 0092)', async () => {
    const errors = await boundaryErrors('src/modules/payments/probe.ts', "import { issueInvoice } from '../invoices/invoices.service';\nexport const probe = issueInvoice;\n");
    expect(errors).toEqual([expect.stringContaining('payments import nothing from invoices')]);
  });

  it('when a module imports a type from another module’s model, then lint reports it too', async () => {
    const errors = await boundaryErrors('src/modules/quotes/probe.ts', "import type { BookingDoc } from '../bookings/bookings.model';\nexport type Probe = BookingDoc;\n");
    expect(errors).toHaveLength(1);
  });

  it('when a module imports the composition, then lint reports it', async () => {
    const errors = await boundaryErrors('src/modules/bookings/probe.ts', "import { compose } from '../../composition';\nexport const probe = compose;\n");
    expect(errors).toEqual([expect.stringContaining('must not import the app level')]);
  });

  it('when a module uses its own files, another module’s service file and lib, and the composition imports a router, then lint is quiet', async () => {
    const module = await boundaryErrors(
      'src/modules/payments/probe.ts',
      "import { PAYMENT_MESSAGES } from './payments.messages';\nimport { findUserById } from '../users/users.service';\nimport { sendData } from '../../lib/envelope';\nexport const probe = [PAYMENT_MESSAGES, findUserById, sendData];\n",
    );
    const app = await boundaryErrors('src/probe.ts', "import { bookingsRouter } from './modules/bookings/bookings.router';\nexport const probe = bookingsRouter;\n");
    expect([...module, ...app]).toEqual([]);
  });
});
