import mongoose from 'mongoose';
import { OrganizationModel, type OrganizationDoc } from './organizations.model';

/** Creates the organization with this id, or leaves the existing one as it is: founding twice founds once. */
export async function upsertOrganization(id: string, name: string): Promise<OrganizationDoc> {
  const doc = await OrganizationModel.findOneAndUpdate(
    { _id: new mongoose.Types.ObjectId(id) },
    { $setOnInsert: { name } },
    { upsert: true, returnDocument: 'after', runValidators: true },
  )
    .lean<OrganizationDoc>()
    .exec();
  return doc as OrganizationDoc;
}

export function findOrganizationById(id: string): Promise<OrganizationDoc | null> {
  if (!mongoose.isValidObjectId(id)) return Promise.resolve(null);
  return OrganizationModel.findById(id).lean<OrganizationDoc>().exec();
}

/** Every organization by name, for the admin's directory; bounded, as the console lists at most this many. */
export function listOrganizationsByName(limit: number): Promise<OrganizationDoc[]> {
  return OrganizationModel.find({}).sort({ name: 1, _id: 1 }).limit(limit).lean<OrganizationDoc[]>().exec();
}
