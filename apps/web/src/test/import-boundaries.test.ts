import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Runs the app's own eslint.config.js, so this fails the moment the boundary rule is switched off or loosened.
const webRoot = resolve(import.meta.dirname, '../..');
const RULE = 'import-x/no-restricted-paths';
const eslint = new ESLint({ cwd: webRoot });

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(webRoot, filePath) });
  return (result?.messages ?? []).filter((message) => message.ruleId === RULE).map((message) => message.message);
}

describe('import boundaries (decision 0011: shared -> features -> app)', () => {
  it('when shared UI imports a feature, then lint reports it', async () => {
    const errors = await boundaryErrors(
      'src/components/ui/probe.ts',
      "import { DashboardPage } from '../../features/dashboard/pages/dashboard-page';\nexport const probe = DashboardPage;\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('src/components');
  });

  it('when lib imports from app, then lint reports it', async () => {
    const errors = await boundaryErrors('src/lib/probe.ts', "import { routes } from '../app/router';\nexport const probe = routes;\n");
    expect(errors).toHaveLength(1);
  });

  it('when a feature imports from app, then lint reports it', async () => {
    const errors = await boundaryErrors('src/features/profile/probe.ts', "import { routes } from '../../app/router';\nexport const probe = routes;\n");
    expect(errors).toEqual([expect.stringContaining('lib/session')]);
  });

  it('when a feature imports another feature, then lint reports it', async () => {
    const errors = await boundaryErrors(
      'src/features/profile/probe.ts',
      "import { loginFailure } from '../auth/lib/auth-errors';\nexport const probe = loginFailure;\n",
    );
    expect(errors).toEqual([expect.stringContaining('features/profile must not import another feature')]);
  });

  it('when a feature imports its own files and shared code, and app imports a feature, then lint is quiet', async () => {
    const feature = await boundaryErrors(
      'src/features/profile/probe.ts',
      "import { useUpdateProfile } from './api/update-profile';\nimport { Alert } from '../../components/ui/alert';\nimport { userKeys } from '../../api/user';\nexport const probe = [useUpdateProfile, Alert, userKeys];\n",
    );
    const app = await boundaryErrors(
      'src/app/probe.ts',
      "import { DashboardPage } from '../features/dashboard/pages/dashboard-page';\nexport const probe = DashboardPage;\n",
    );
    expect([...feature, ...app]).toEqual([]);
  });
});
