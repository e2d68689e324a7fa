import type { AuthResult, OrganizationRole } from '@meridian/contracts';
import type { Express } from 'express';
import mongoose from 'mongoose';
import { UserModel } from '../../src/modules/users/users.model';
import { signUpVerified } from './app';

export type Member = AuthResult & { password: string; id: string };

/**
 * A new verified account placed straight into `organizationId` with `role`, as an accepted invitation leaves it
 * (the invitation journey itself is tested in test/organizations/invitations.test.ts).
 */
export async function memberOf(app: Express, organizationId: string, role: OrganizationRole, overrides: Record<string, unknown> = {}): Promise<Member> {
  const account = await signUpVerified(app, overrides);
  await UserModel.updateOne(
    { _id: new mongoose.Types.ObjectId(account.user._id) },
    { $set: { organizationId: new mongoose.Types.ObjectId(organizationId), organizationRole: role, organizationJoinedAt: new Date() } },
  );
  return { ...account, id: account.user._id };
}

/** An organization's founder (its admin, the organization carrying their id) and a booker and a viewer in it. */
export async function team(app: Express, companyName = 'Fjord Fisheries AS') {
  const founder = await signUpVerified(app, { companyName, firstName: 'Ada', lastName: 'Admin' });
  const admin: Member = { ...founder, id: founder.user._id };
  const [booker, viewer] = await Promise.all([
    memberOf(app, admin.id, 'booker', { firstName: 'Bo', lastName: 'Booker' }),
    memberOf(app, admin.id, 'viewer', { firstName: 'Vi', lastName: 'Viewer' }),
  ]);
  return { organizationId: admin.id, admin, booker, viewer };
}
