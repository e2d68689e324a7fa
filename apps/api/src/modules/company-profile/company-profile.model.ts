import { BUSINESS_TYPES, COUNTRIES, DOCUMENT_CONTENT_TYPES, DOCUMENT_KINDS, KYC_REJECTION_REASONS, REVIEW_STATUSES } from '@meridian/contracts';
import mongoose, { Schema, type InferSchemaType } from 'mongoose';

// One stored upload: the bytes live in GridFS (company-documents.repository), this is what the profile says of them.
const documentFileSchema = new Schema(
  {
    kind: { type: String, enum: DOCUMENT_KINDS, required: true },
    version: { type: Number, required: true },
    fileId: { type: Schema.Types.ObjectId, required: true },
    fileName: { type: String, required: true, maxlength: 255 },
    size: { type: Number, required: true },
    contentType: { type: String, enum: DOCUMENT_CONTENT_TYPES, required: true },
    uploadedAt: { type: Date, required: true },
  },
  { _id: false },
);

const decisionSchema = new Schema(
  {
    decision: { type: String, enum: ['approved', 'rejected'], required: true },
    reasons: { type: [{ type: String, enum: KYC_REJECTION_REASONS }], default: [] },
    note: { type: String, default: null, maxlength: 1000 },
    reviewerId: { type: Schema.Types.ObjectId, required: true, ref: 'User' },
    reviewerName: { type: String, required: true },
    decidedAt: { type: Date, required: true },
  },
  { _id: false },
);

const companyProfileSchema = new Schema(
  {
    // Who started it; the profile is the organization's (decision 0055), and its admins edit it.
    userId: { type: Schema.Types.ObjectId, required: true, ref: 'User' },
    organizationId: { type: Schema.Types.ObjectId, ref: 'Organization' },
    reviewStatus: { type: String, enum: REVIEW_STATUSES, default: 'draft', required: true },
    companyName: { type: String, maxlength: 120 },
    businessType: { type: String, enum: BUSINESS_TYPES },
    registrationNumber: { type: String, maxlength: 60 },
    taxId: { type: String, maxlength: 60 },
    address: { type: String, maxlength: 300 },
    city: { type: String, maxlength: 100 },
    state: { type: String, maxlength: 100 },
    zipCode: { type: String, maxlength: 20 },
    country: { type: String, enum: COUNTRIES },
    contactPerson: { type: String, maxlength: 120 },
    phoneNumber: { type: String, maxlength: 30 },
    businessEmail: { type: String, maxlength: 254 },
    website: { type: String, maxlength: 200 },
    // Every upload ever made, per kind: the highest version is the current document, the rest its history.
    documents: { type: [documentFileSchema], default: [] },
    submittedAt: { type: Date, default: null },
    submissionCount: { type: Number, default: 0, required: true },
    reviewHistory: { type: [decisionSchema], default: [] },
  },
  { timestamps: true, versionKey: false, collection: 'company_profiles' },
);

// One profile per account; the operators' queue reads "pending, oldest submission first".
companyProfileSchema.index({ userId: 1 }, { unique: true, name: 'user_unique' });
// One profile per organization (decision 0055); the second index lets migration 0006 find profiles without one.
companyProfileSchema.index({ organizationId: 1 }, { unique: true, name: 'organization_unique', partialFilterExpression: { organizationId: { $type: 'objectId' } } });
companyProfileSchema.index({ organizationId: 1, _id: 1 }, { name: 'organization_id' });
companyProfileSchema.index({ reviewStatus: 1, submittedAt: 1 }, { name: 'status_submitted' });

export type CompanyProfileDoc = InferSchemaType<typeof companyProfileSchema> & { _id: mongoose.Types.ObjectId; createdAt: Date; updatedAt: Date };
export type DocumentFileDoc = InferSchemaType<typeof documentFileSchema>;
export const CompanyProfileModel = mongoose.model('CompanyProfile', companyProfileSchema);
