import type mongoose from 'mongoose';
import { BookingModel } from '../modules/bookings/bookings.model';
import { OrganizationModel } from '../modules/organizations/organizations.model';
import { UserModel } from '../modules/users/users.model';

const BATCH = 500;

/**
 * Decision 0054: every customer older than organizations founds one, carrying their id and named after their company,
 * as its admin; their bookings join it. Read through the organization indexes (`organizationId: null`), never a scan;
 * idempotent (organizations are upserted, only records still without one are written), so a run cut short by a crash
 * finishes on the next start. Returns the documents written.
 */
export async function foundOrganizations(): Promise<number> {
  let total = 0;
  for (;;) {
    const users = await UserModel.find({ organizationId: null, role: 'customer' }, { _id: 1, companyName: 1 })
      .limit(BATCH)
      .lean<{ _id: mongoose.Types.ObjectId; companyName?: string }[]>()
      .exec();
    if (users.length === 0) break;
    await OrganizationModel.bulkWrite(
      users.map((u) => ({
        updateOne: { filter: { _id: u._id }, update: { $setOnInsert: { name: u.companyName?.trim() || 'My company' } }, upsert: true },
      })),
      { ordered: false },
    );
    const written = await UserModel.bulkWrite(
      users.map((u) => ({
        updateOne: { filter: { _id: u._id, organizationId: null }, update: { $set: { organizationId: u._id, organizationRole: 'admin' } } },
      })),
      { ordered: false },
    );
    total += users.length + written.modifiedCount;
    if (written.modifiedCount === 0) break;
  }
  for (;;) {
    const bookings = await BookingModel.find({ organizationId: null }, { _id: 1, createdBy: 1 })
      .limit(BATCH)
      .lean<{ _id: mongoose.Types.ObjectId; createdBy: mongoose.Types.ObjectId }[]>()
      .exec();
    if (bookings.length === 0) break;
    // Every booking older than organizations was made by its organization's founder, whose id the organization carries.
    const written = await BookingModel.bulkWrite(
      bookings.map((b) => ({ updateOne: { filter: { _id: b._id, organizationId: null }, update: { $set: { organizationId: b.createdBy } } } })),
      { ordered: false },
    );
    total += written.modifiedCount;
    if (written.modifiedCount === 0) break;
  }
  return total;
}
