import mongoose, { Schema, type InferSchemaType } from 'mongoose';

// Decision 0054: the customer's company as a team. Members point at it (users.organizationId, organizationRole); an
// organization founded at sign-up (or by migration 0005) takes its founder's user id as its own, so records written
// before organizations existed (createdBy, ownerId, userId) name their organization without a lookup.
const organizationSchema = new Schema(
  {
    name: { type: String, required: true, maxlength: 120 },
  },
  { timestamps: true, versionKey: false, strict: 'throw' },
);

export type OrganizationDoc = InferSchemaType<typeof organizationSchema> & { _id: mongoose.Types.ObjectId };
export const OrganizationModel = mongoose.model('Organization', organizationSchema);
