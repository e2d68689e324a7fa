import { z } from 'zod';
import { emailField, phoneField, requiredText } from './text';

// Client category options, value then label.
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

// Decision 0017: a customer books and cancels; an operator moves shipments along; a driver moves only the jobs
// assigned to them; an admin is an operator who may also change roles. Sign-up always makes a customer.
export const USER_ROLES = ['customer', 'operator', 'driver', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];
export const USER_ROLE_LABELS: Record<UserRole, string> = { customer: 'Customer', operator: 'Operator', driver: 'Driver', admin: 'Admin' };
export const userRoleSchema = z.enum(USER_ROLES, { error: `Role must be one of ${USER_ROLES.join(', ')}` });

/** Operators and admins run the console and may move any booking. */
export const STAFF_ROLES = ['operator', 'admin'] as const satisfies readonly UserRole[];

export function isStaffRole(role: string | null | undefined): boolean {
  return (STAFF_ROLES as readonly (string | null | undefined)[]).includes(role);
}

// PATCH /admin/users/{id}/role (admins only).
export const roleUpdateSchema = z.strictObject({ role: userRoleSchema }).meta({ id: 'RoleUpdate' });
export type RoleUpdate = z.infer<typeof roleUpdateSchema>;

const profileSchema = z
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

export const sessionUserSchema = profileSchema
  .extend({
    _id: z.string(),
    address: z.string(),
    role: z.enum(USER_ROLES),
    emailVerified: z.boolean().meta({ description: 'The owner entered the code e-mailed at sign-up (decision 0028)' }),
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

// The profile screen's editable fields; the same schema validates the form and PATCH /user/.
export const profileUpdateSchema = z
  .strictObject({
    ...identityFields,
    clientCategory: clientCategorySchema,
  })
  .meta({ id: 'ProfileUpdate' });
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;
