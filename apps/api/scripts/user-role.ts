// `pnpm --filter @meridian/api user:role <email> <role>`: changes a user's role on the database MONGODB_URI names,
// else the dev database (decision 0017). The break-glass path when no admin can sign in. Dev tooling run with tsx, never
// bundled (ADR 0010). One line out, exit code 1 on any failure.
import { USER_ROLES, userRoleSchema } from '@meridian/contracts';
import { resolveMongo, type ResolvedMongo } from '@meridian/embedded-mongo';
import { connectAppDatabase } from '../src/composition';
import { disconnectDatabase } from '../src/lib/db';
import { findUserByEmail, setUserRoleByEmail } from '../src/modules/users/users.service';

const USAGE = `Usage: pnpm --filter @meridian/api user:role <email> <role>   (role: ${USER_ROLES.join(', ')})`;

function fail(line: string): never {
  console.error(line);
  process.exit(1);
}

const [email, role] = process.argv.slice(2);
if (!email || !role) fail(USAGE);
const parsedRole = userRoleSchema.safeParse(role);
if (!parsedRole.success) fail(`Unknown role "${role}": use one of ${USER_ROLES.join(', ')}.`);

let mongo: ResolvedMongo | undefined;
try {
  mongo = await resolveMongo({ purpose: 'dev', log: () => undefined });
  await connectAppDatabase(mongo.uri);
  const before = await findUserByEmail(email);
  const saved = before ? await setUserRoleByEmail(email, parsedRole.data) : null;
  if (!before || !saved) {
    process.exitCode = 1;
    console.error(`No user with the e-mail ${email.trim().toLowerCase()}.`);
  } else {
    process.stdout.write(`${saved.email} is now ${saved.role} (was ${before.role ?? 'customer'}).\n`);
  }
} catch (error) {
  process.exitCode = 1;
  console.error(`Could not change the role: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await disconnectDatabase().catch(() => undefined);
  await mongo?.stop().catch(() => undefined);
}
