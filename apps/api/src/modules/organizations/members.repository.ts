import mongoose from 'mongoose';
import { organizationHasBookings } from '../bookings/bookings.service';
import { countOrganizationMembers } from '../users/users.service';
import { OrganizationModel } from './organizations.model';

const { ObjectId } = mongoose.Types;
const oid = (id: string) => new ObjectId(id);

export async function insertOrganization(name: string): Promise<string> {
  const created = await OrganizationModel.create({ name });
  return String(created._id);
}

/** An organization nobody belongs to and that holds no booking is removed; one with history stays. */
export async function deleteOrganizationIfAbandoned(organizationId: string): Promise<boolean> {
  const [members, booking] = await Promise.all([countOrganizationMembers(organizationId), organizationHasBookings(organizationId)]);
  if (members > 0 || booking) return false;
  const result = await OrganizationModel.deleteOne({ _id: oid(organizationId) }).exec();
  return result.deletedCount === 1;
}
