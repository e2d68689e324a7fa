import { z } from 'zod';
import { emailField, phoneField, requiredText } from './text';

// Spec 3: client category options, value then label.
export const CLIENT_CATEGORIES = ['Enterprise', 'SME', 'Startup', 'Individual'] as const;
export type ClientCategory = (typeof CLIENT_CATEGORIES)[number];
export const CLIENT_CATEGORY_LABELS: Record<ClientCategory, string> = {
  Enterprise: 'Enterprise',
  SME: 'Small & Medium Enterprise',
  Startup: 'Startup',
  Individual: 'Individual',
};
export const DEFAULT_CLIENT_CATEGORY: ClientCategory = 'Enterprise';
export const clientCategorySchema = z.enum(CLIENT_CATEGORIES);

// A customer books and cancels; an operator moves shipments along (see booking-status.ts).
export const USER_ROLES = ['customer', 'operator'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const profileSchema = z
  .object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phoneNumber: z.string(),
    companyName: z.string(),
    clientCategory: clientCategorySchema,
    verified: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Profile' });
export type Profile = z.infer<typeof profileSchema>;

export const sessionUserSchema = profileSchema
  .extend({
    _id: z.string(),
    address: z.string(),
    role: z.enum(USER_ROLES),
  })
  .meta({ id: 'SessionUser' });
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** Who a customer is: asked at sign-up and editable on the profile screen, with the same rules in both. */
export const identityFields = {
  firstName: requiredText('First name', 80),
  lastName: requiredText('Last name', 80),
  email: emailField(),
  phoneNumber: phoneField('Phone number'),
  companyName: requiredText('Company name', 120),
};

// The profile screen's editable fields (spec 2, Profile); the same schema validates the form and PATCH /user/.
export const profileUpdateSchema = z
  .strictObject({
    ...identityFields,
    clientCategory: clientCategorySchema,
  })
  .meta({ id: 'ProfileUpdate' });
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;
