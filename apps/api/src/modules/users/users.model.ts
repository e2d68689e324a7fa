import { CLIENT_CATEGORIES, DEFAULT_CLIENT_CATEGORY, ORGANIZATION_ROLES, USER_ROLES, userSearchKeys } from '@meridian/contracts';
import mongoose, { Schema, type InferSchemaType } from 'mongoose';

const userSchema = new Schema(
  {
    firstName: { type: String, required: true, maxlength: 80 },
    lastName: { type: String, required: true, maxlength: 80 },
    // Stored lower-cased so the unique index compares e-mails case-insensitively.
    email: { type: String, required: true, lowercase: true, trim: true, maxlength: 254 },
    phoneNumber: { type: String, required: true, maxlength: 30 },
    // Decision 0086: someone who joined by invitation gave none; their company's address is the organization's.
    address: { type: String, default: '', maxlength: 300 },
    companyName: { type: String, required: true, maxlength: 120 },
    clientCategory: { type: String, enum: CLIENT_CATEGORIES, default: DEFAULT_CLIENT_CATEGORY },
    // The company's KYC review approved it (decision 0029); shown as the 'Verified' badge.
    verified: { type: Boolean, default: false },
    // The owner proved the address by the e-mailed code (decision 0028).
    emailVerified: { type: Boolean, default: false },
    role: { type: String, enum: USER_ROLES, default: 'customer' },
    // Decision 0054: a customer's organization and their role in it; staff have neither.
    organizationId: { type: Schema.Types.ObjectId, ref: 'Organization' },
    organizationRole: { type: String, enum: ORGANIZATION_ROLES },
    // When they joined it by invitation (decision 0055); a founder joined when the account was made.
    organizationJoinedAt: { type: Date },
    // Decision 0086: the invitation an account was made with; it joins that organization when the e-mail is verified.
    pendingInvitationId: { type: Schema.Types.ObjectId, ref: 'OrganizationInvitation' },
    passwordHash: { type: String, required: true },
    // Tokens issued before a password change stop working.
    passwordChangedAt: { type: Date },
    // Sessions carry this number; a password reset increments it, ending every session signed before (decision 0028).
    sessionVersion: { type: Number, default: 0 },
    // Folded name, company and e-mail keys (contracts: search.ts, decision 0048): the console's and the admin's searches
    // read them as anchored prefixes through the `search` index; written on insert and on every profile change.
    search: { type: [String], default: undefined },
    // Decision 0111: how the customer hears of their own bookings' steps; absent means e-mail only, as before.
    notificationSettings: {
      type: new Schema({ email: { type: Boolean, required: true }, sms: { type: Boolean, required: true }, smsPhone: { type: String, maxlength: 16 } }, { _id: false }),
      default: undefined,
    },
  },
  { timestamps: true, versionKey: false, strict: 'throw' },
);

userSchema.index({ email: 1 }, { unique: true, name: 'email_unique' });
// Every query has an index (the notablescan run, docs/scaling.md): staff lookups for notifications and the console's driver list are by role, sorted by name;
// the admin's user list sorts by name, and name searches read the name indexes instead of scanning.
userSchema.index({ role: 1, firstName: 1, lastName: 1, _id: 1 }, { name: 'role_name' });
userSchema.index({ firstName: 1, lastName: 1, _id: 1 }, { name: 'name' });
userSchema.index({ lastName: 1 }, { name: 'last_name' });
userSchema.index({ search: 1 }, { name: 'search' });
// An organization's members, by name (decision 0054).
userSchema.index({ organizationId: 1, firstName: 1, lastName: 1 }, { name: 'organization_members' });

userSchema.pre('validate', function setSearchKeys() {
  this.search = userSearchKeys(this);
});

export type UserDoc = InferSchemaType<typeof userSchema> & { _id: mongoose.Types.ObjectId };
export const UserModel = mongoose.model('User', userSchema);
