import type mongoose from 'mongoose';
import { CompanyProfileModel } from '../modules/company-profile/company-profile.model';
import { InvoiceModel } from '../modules/invoices/invoices.model';
import { PaymentModel } from '../modules/payments/payments.model';

const BATCH = 500;

type Backfill = { model: Pick<mongoose.Model<unknown>, 'collection'>; owner: string };

// Decision 0055: the records a customer's organization now owns, each with the field that named its owner before.
const BACKFILLS: readonly Backfill[] = [
  { model: InvoiceModel, owner: 'ownerId' },
  { model: PaymentModel, owner: 'ownerId' },
  { model: CompanyProfileModel, owner: 'userId' },
];

/**
 * Invoices, payments and company profiles written before organizations join the organization of the account that
 * owned them, which carries that account's id (decision 0054: a founder's organization has the founder's id). Read
 * through each collection's organization index (`organizationId: null`), never a scan; idempotent (only records still
 * without an organization are written), so a run cut short finishes on the next start. Returns the documents written.
 */
export async function backfillOrganizationRecords(): Promise<number> {
  let total = 0;
  for (const { model, owner } of BACKFILLS) {
    for (;;) {
      const docs = await model.collection.find({ organizationId: null }, { projection: { _id: 1, [owner]: 1 } }).limit(BATCH).toArray();
      if (docs.length === 0) break;
      const written = await model.collection.bulkWrite(
        docs.map((doc) => ({ updateOne: { filter: { _id: doc._id, organizationId: null }, update: { $set: { organizationId: doc[owner] } } } })),
        { ordered: false },
      );
      total += written.modifiedCount;
      if (written.modifiedCount === 0) break;
    }
  }
  return total;
}
