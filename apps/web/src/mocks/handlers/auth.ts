import {
  MESSAGES,
  NOTIFICATION_SETTINGS_SAVED,
  notificationSettingsSchema,
  VERIFICATION_MESSAGES,
  type LoginInput,
  type NotificationSettings,
  type ProfileUpdate,
  type SignUpInput,
} from '@meridian/contracts';
import { http } from 'msw';
import { addSession, db, nextId } from '../db';
import { makeOrganization } from '../fixtures/organization';
import { makeNotificationSettings } from '../fixtures/sms';
import { makeSessionUser } from '../fixtures/user';
import { api, caller, jsonBody, ok, refused } from '../respond';

const tokenFor = (userId: string) => `mock-token-${userId}`;
// Decision 0111: each account's channels for its bookings' updates, e-mail only until it chooses.
const notificationSettings = new Map<string, NotificationSettings>();

// Sign-in, sign-up and the session: any seeded login works, whatever its role (mocks/seed.ts lists them).
export const authHandlers = [
  http.post(api('/auth/login'), async ({ request }) => {
    const { email, password } = await jsonBody<LoginInput>(request);
    const account = db.accounts.find((a) => a.user.email === email?.toLowerCase() && a.password === password);
    if (!account) return refused(401, MESSAGES.login.unauthorized);
    const token = tokenFor(account.user._id);
    db.sessions.set(token, account.user._id);
    return ok({ token, user: account.user });
  }),

  http.post(api('/auth/sign-up'), async ({ request }) => {
    const input = await jsonBody<SignUpInput & { password: string }>(request);
    if (db.accounts.some((a) => a.user.email === input.email)) return refused(409, MESSAGES.signup.emailExistsBanner, { fields: { email: MESSAGES.signup.emailExistsField } });
    const user = makeSessionUser('customer', {
      _id: nextId(),
      firstName: input.firstName ?? '',
      lastName: input.lastName ?? '',
      email: input.email ?? '',
      phoneNumber: input.phoneNumber ?? '',
      companyName: input.companyName ?? '',
      verified: false,
      emailVerified: false,
    });
    const token = tokenFor(user._id);
    addSession(user, token, input.password);
    return ok({ token, user }, 'Account created');
  }),

  http.post(api('/auth/verify-email'), async ({ request }) => {
    const { user, refusal } = caller(request);
    if (refusal) return refusal;
    const { code } = await jsonBody<{ code: string }>(request);
    if (code === '000000') return refused(400, VERIFICATION_MESSAGES.wrong);
    const verified = { ...user, emailVerified: true };
    db.accounts = db.accounts.map((a) => (a.user._id === user._id ? { ...a, user: verified } : a));
    return ok({ user: verified, joined: null }, VERIFICATION_MESSAGES.verified);
  }),
  http.post(api('/auth/verify-email/resend'), ({ request }) => caller(request).refusal ?? ok(null, VERIFICATION_MESSAGES.sent)),

  http.post(api('/auth/forgot-password'), () => ok(null, 'If an account exists for that address, we sent a reset link.')),
  http.post(api('/auth/reset-password/check'), () => ok({ expiresAt: new Date(Date.now() + 3_600_000).toISOString() })),
  http.post(api('/auth/reset-password'), () => {
    const account = db.accounts[0];
    if (!account) return refused(400, 'This reset link is invalid or has expired');
    const token = tokenFor(account.user._id);
    db.sessions.set(token, account.user._id);
    return ok({ token, user: account.user });
  }),

  http.get(api('/user/'), ({ request }) => {
    const { user, refusal } = caller(request);
    return refusal ?? ok({ user });
  }),
  http.patch(api('/user/'), async ({ request }) => {
    const { user, refusal } = caller(request);
    if (refusal) return refusal;
    const updated = makeSessionUser(user.role, { ...user, ...(await jsonBody<ProfileUpdate>(request)), updatedAt: new Date().toISOString() });
    db.accounts = db.accounts.map((a) => (a.user._id === user._id ? { ...a, user: updated } : a));
    return ok({ user: updated }, 'Profile updated');
  }),

  http.get(api('/user/notification-settings'), ({ request }) => {
    const { user, refusal } = caller(request);
    return refusal ?? ok(notificationSettings.get(user._id) ?? makeNotificationSettings());
  }),
  http.put(api('/user/notification-settings'), async ({ request }) => {
    const { user, refusal } = caller(request);
    if (refusal) return refusal;
    const parsed = notificationSettingsSchema.safeParse(await request.json());
    if (!parsed.success) {
      const fields = Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
      return refused(400, 'Please check the highlighted fields and try again.', { fields });
    }
    const saved = makeNotificationSettings(parsed.data);
    notificationSettings.set(user._id, saved);
    return ok(saved, NOTIFICATION_SETTINGS_SAVED);
  }),

  // The organization the caller belongs to: a customer without one gets the API's 404.
  http.get(api('/organization'), ({ request }) => {
    const { refusal } = caller(request);
    if (refusal) return refusal;
    return db.organization ? ok(makeOrganization(db.organization)) : refused(404, 'You do not belong to an organization');
  }),
];
