import { z } from 'zod';
import { organizationSchema } from './organization';
import { invitationTokenField } from './organization-members';
import { emailField, requiredText } from './text';
import { clientCategorySchema, identityFields, sessionUserSchema } from './user';

// bcrypt reads at most 72 bytes; longer passwords would silently lose their tail.
const PASSWORD_MIN_LENGTH = 8;
const PASSWORD_MAX_LENGTH = 72;
export const PASSWORD_MAX_BYTES = 72;
// SECURITY.md: 'é' is one character but two bytes, so 72 characters can be 288 bytes; the limit bcrypt has is bytes.
export const PASSWORD_TOO_MANY_BYTES = `Password must be at most ${PASSWORD_MAX_BYTES} bytes: letters such as é or symbols count as 2 to 4 bytes each`;

/** A password's length as bcrypt sees it: UTF-8 bytes. */
export const passwordBytes = (password: string): number => new TextEncoder().encode(password).length;

export const passwordField = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`)
  .refine((password) => passwordBytes(password) <= PASSWORD_MAX_BYTES, PASSWORD_TOO_MANY_BYTES);

// The registration fields, all required. clientCategory defaults to Enterprise and
// verified is always false on creation, so neither a client nor a form can set it.
export const signUpSchema = z
  .strictObject({
    ...identityFields,
    address: requiredText('Address', 300),
    clientCategory: clientCategorySchema.optional(),
    password: passwordField,
  })
  .meta({ id: 'SignUpRequest' });
export type SignUpInput = z.infer<typeof signUpSchema>;

// Decision 0086: someone joining an existing company by invitation brings its link's token in place of a company and
// an address; the API checks the token and that the e-mail is the invited one.
const { firstName, lastName, email, phoneNumber } = identityFields;
export const invitedSignUpSchema = z
  .strictObject({
    firstName,
    lastName,
    email,
    phoneNumber,
    password: passwordField,
    invitationToken: invitationTokenField,
  })
  .meta({ id: 'InvitedSignUpRequest' });
export type InvitedSignUpInput = z.infer<typeof invitedSignUpSchema>;

/** Which of the two sign-up bodies a request is: the invitation token decides. */
export const isInvitedSignUp = (body: unknown): boolean => typeof body === 'object' && body !== null && 'invitationToken' in body;

export const loginSchema = z
  .strictObject({
    email: emailField(),
    password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(PASSWORD_MAX_LENGTH * 4),
    // 'Keep me signed in': a longer-lived token.
    rememberMe: z.boolean().optional(),
  })
  .meta({ id: 'LoginRequest' });
export type LoginInput = z.infer<typeof loginSchema>;

export const authResultSchema = z
  .object({
    token: z.string(),
    user: sessionUserSchema,
  })
  .meta({ id: 'AuthResult' });
export type AuthResult = z.infer<typeof authResultSchema>;

export const forgotPasswordSchema = z.strictObject({ email: emailField() }).meta({ id: 'ForgotPasswordRequest' });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

export const RESET_LINK_INVALID = 'This reset link is invalid or has expired';

export const resetPasswordSchema = z
  .strictObject({
    token: z.string().trim().regex(/^[A-Za-z0-9_-]{20,200}$/, RESET_LINK_INVALID),
    password: passwordField,
  })
  .meta({ id: 'ResetPasswordRequest' });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

// Decision 0044: the reset page asks whether its link still works when it opens, without using it up.
export const resetTokenCheckSchema = z
  .strictObject({ token: z.string().trim().regex(/^[A-Za-z0-9_-]{20,200}$/, RESET_LINK_INVALID) })
  .meta({ id: 'ResetTokenCheckRequest' });
export type ResetTokenCheckInput = z.infer<typeof resetTokenCheckSchema>;
export const resetTokenCheckResultSchema = z.object({ expiresAt: z.iso.datetime() }).meta({ id: 'ResetTokenCheckResult' });
export type ResetTokenCheckResult = z.infer<typeof resetTokenCheckResultSchema>;
export const RESET_LINK_VALID = 'This reset link can be used.';

// The verification code: six single-character boxes.
export const OTP_LENGTH = 6;
export const verificationCodeSchema = z
  .strictObject({
    code: z.string().regex(/^[0-9]{6}$/, 'Enter the 6-digit code'),
  })
  .meta({ id: 'VerifyEmailRequest' });
export type VerificationCodeInput = z.infer<typeof verificationCodeSchema>;

// Decision 0028: a code lives 300 s (the screen's countdown) and dies after 5 wrong tries.
export const VERIFICATION_CODE_TTL_S = 300;
export const VERIFICATION_MAX_ATTEMPTS = 5;

export const VERIFICATION_MESSAGES = {
  verified: 'Your email address is verified.',
  alreadyVerified: 'Your email address is already verified.',
  sent: 'We sent a new code to your email address.',
  wrong: 'That code is not right. Check the email and try again.',
  expired: 'This code has expired. Ask for a new one.',
  locked: 'Too many wrong codes. Ask for a new one.',
} as const;

/** The `code` of a refused verification that only a new code can cure, so the screen offers one at once (decision 0044). */
export const VERIFICATION_ERROR_CODES = { expired: 'verification_code_expired', locked: 'verification_code_locked' } as const;

// Decision 0086: an account made by invitation joins the organization when its address is proved; `joined` names it.
export const verifyEmailResultSchema = z.object({ user: sessionUserSchema, joined: organizationSchema.nullable().optional() }).meta({ id: 'VerifyEmailResult' });
export type VerifyEmailResult = z.infer<typeof verifyEmailResultSchema>;
