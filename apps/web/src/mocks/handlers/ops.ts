import { isActiveStatus, type KycDecisionInput, type UserRole, type VehicleType } from '@meridian/contracts';
import { http } from 'msw';
import { db, nextId } from '../db';
import { CUSTOMER_ID, countByStatus, makeOpsBooking } from '../fixtures/booking';
import { makeKycSubmission, toKycQueueItem } from '../fixtures/company-profile';
import { makeMailMessage } from '../fixtures/mail';
import { makeSmsMessage } from '../fixtures/sms';
import { makeAdminOrganization, toAdminOrganizationSummary } from '../fixtures/organization';
import { makeDriver, makeStaffMember } from '../fixtures/user';
import { makeDeviceKey, makeVehicle } from '../fixtures/vehicle';
import { api, caller, jsonBody, ok, page, refused, STAFF } from '../respond';
import { findBooking } from './bookings';

const ADMIN: readonly UserRole[] = ['admin'];

/** A booking as the console lists it: with the customer who made it. */
function withCustomer(id: string) {
  const booking = findBooking(id)!;
  const owner = db.accounts.find((a) => a.user._id === booking.createdBy)?.user;
  return makeOpsBooking({
    ...booking,
    customer: owner
      ? { _id: owner._id.length === 24 ? owner._id : CUSTOMER_ID, name: `${owner.firstName} ${owner.lastName}`, email: owner.email, companyName: owner.companyName, phoneNumber: owner.phoneNumber }
      : null,
  });
}

// The operations console and the admin's screens: staff only, as the API enforces.
export const opsHandlers = [
  http.get(api('/ops/bookings'), ({ request }) => {
    const { refusal } = caller(request, STAFF);
    if (refusal) return refusal;
    const url = new URL(request.url);
    const status = url.searchParams.get('status');
    const q = url.searchParams.get('q')?.toLowerCase();
    const shown = db.bookings.filter((b) => (!status || b.status === status || (status === 'open' && isActiveStatus(b.status))) && (!q || b.trackingNumber.toLowerCase().includes(q) || b.fullNameOrBusiness.toLowerCase().includes(q)));
    return ok({ ...page(shown.map((b) => withCustomer(b._id)), url, 25), counts: countByStatus(db.bookings) });
  }),
  http.get(api('/ops/bookings/:id'), ({ request, params }) => {
    const { refusal } = caller(request, STAFF);
    if (refusal) return refusal;
    return findBooking(String(params.id)) ? ok(withCustomer(String(params.id))) : refused(404, 'Booking not found');
  }),
  http.get(api('/ops/drivers'), ({ request }) => {
    const { refusal } = caller(request, STAFF);
    if (refusal) return refusal;
    const date = new URL(request.url).searchParams.get('date') ?? new Date().toISOString().slice(0, 10);
    const drivers = db.accounts.filter((a) => a.user.role === 'driver').map(({ user }) => makeDriver({ ...user, jobsThatDay: db.bookings.filter((b) => b.assignment?.driverId === user._id).length }));
    return ok({ date, records: drivers });
  }),
  http.get(api('/ops/excursions'), ({ request }) => caller(request, STAFF).refusal ?? ok({ records: [] })),

  http.get(api('/ops/vehicles'), ({ request }) => {
    const { refusal } = caller(request, STAFF);
    if (refusal) return refusal;
    const state = new URL(request.url).searchParams.get('state') ?? 'active';
    return ok({ records: db.vehicles.filter((v) => state === 'all' || (state === 'retired') === (v.retiredAt !== null)) });
  }),
  http.post(api('/ops/vehicles'), async ({ request }) => {
    const { refusal } = caller(request, STAFF);
    if (refusal) return refusal;
    const { id, ...input } = await jsonBody<{ id: string; type: VehicleType; refrigerated: boolean; capacityKg: number }>(request);
    if (db.vehicles.some((v) => v._id === id)) return refused(409, `${id} is already in the fleet`);
    const vehicle = makeVehicle({ ...input, _id: id, createdAt: new Date().toISOString(), updatedAt: new Date().toISOString() });
    db.vehicles = [...db.vehicles, vehicle];
    return ok(vehicle);
  }),
  http.patch(api('/ops/vehicles/:id'), async ({ request, params }) => {
    const { refusal } = caller(request, STAFF);
    if (refusal) return refusal;
    const vehicle = db.vehicles.find((v) => v._id === params.id);
    if (!vehicle) return refused(404, 'Vehicle not found');
    const changed = makeVehicle({ ...vehicle, ...(await jsonBody<{ refrigerated: boolean; capacityKg: number }>(request)), updatedAt: new Date().toISOString() });
    db.vehicles = db.vehicles.map((v) => (v._id === changed._id ? changed : v));
    return ok(changed);
  }),
  http.post(api('/ops/vehicles/:id/retire'), ({ request, params }) => {
    const { refusal } = caller(request, STAFF);
    if (refusal) return refusal;
    const vehicle = db.vehicles.find((v) => v._id === params.id);
    if (!vehicle) return refused(404, 'Vehicle not found');
    const retired = makeVehicle({ ...vehicle, retiredAt: new Date().toISOString() });
    db.vehicles = db.vehicles.map((v) => (v._id === retired._id ? retired : v));
    return ok(retired);
  }),

  http.get(api('/ops/device-keys'), ({ request }) => caller(request, STAFF).refusal ?? ok(db.deviceKeys)),
  http.post(api('/ops/device-keys'), async ({ request }) => {
    const { refusal } = caller(request, STAFF);
    if (refusal) return refusal;
    const input = await jsonBody<{ vehicleId: string; label?: string }>(request);
    const key = makeDeviceKey({ _id: nextId(), vehicleId: input.vehicleId ?? '', label: input.label ?? '', prefix: `mxk_${nextId().slice(-4)}`, createdAt: new Date().toISOString() });
    db.deviceKeys = [key, ...db.deviceKeys];
    return ok({ ...key, key: `${key.prefix}${'x'.repeat(40)}` });
  }),
  http.delete(api('/ops/device-keys/:id'), ({ request, params }) => {
    const { refusal } = caller(request, STAFF);
    if (refusal) return refusal;
    db.deviceKeys = db.deviceKeys.map((k) => (k._id === params.id ? { ...k, revokedAt: new Date().toISOString() } : k));
    return ok(null);
  }),

  http.get(api('/ops/kyc'), ({ request }) => caller(request, STAFF).refusal ?? ok(page(db.kycSubmissions.filter((s) => s.reviewStatus === 'pending').map(toKycQueueItem), new URL(request.url), 20))),
  http.get(api('/ops/kyc/:id'), ({ request, params }) => {
    const { refusal } = caller(request, STAFF);
    if (refusal) return refusal;
    const submission = db.kycSubmissions.find((s) => s._id === params.id);
    return submission ? ok(submission) : refused(404, 'Submission not found');
  }),
  http.post(api('/ops/kyc/:id/decision'), async ({ request, params }) => {
    const { user, refusal } = caller(request, STAFF);
    if (refusal) return refusal;
    const submission = db.kycSubmissions.find((s) => s._id === params.id);
    if (!submission) return refused(404, 'Submission not found');
    const input = await jsonBody<KycDecisionInput>(request);
    const approved = input.decision === 'approve';
    const decided = makeKycSubmission({
      ...submission,
      reviewStatus: approved ? 'approved' : 'rejected',
      rejection: approved ? null : { reasons: input.reasons ?? [], note: input.note ?? null },
      reviewHistory: [
        ...submission.reviewHistory,
        { decision: approved ? 'approved' : 'rejected', reasons: input.reasons ?? [], note: input.note ?? null, decidedAt: new Date().toISOString(), reviewer: { _id: user._id, name: user.firstName } },
      ],
    });
    db.kycSubmissions = db.kycSubmissions.map((s) => (s._id === decided._id ? decided : s));
    return ok(decided);
  }),

  http.get(api('/ops/mail'), ({ request }) => {
    const { refusal } = caller(request, STAFF);
    if (refusal) return refusal;
    const url = new URL(request.url);
    const status = url.searchParams.get('status');
    return ok(page(db.mail.filter((m) => !status || status === 'all' || m.status === status), url, 20));
  }),
  http.post(api('/ops/mail/:id/retry'), ({ request, params }) => {
    const { refusal } = caller(request, STAFF);
    if (refusal) return refusal;
    const message = db.mail.find((m) => m._id === params.id);
    if (!message) return refused(404, 'Message not found');
    const queued = makeMailMessage({ ...message, status: 'queued', lastError: null, nextAttemptAt: new Date().toISOString() });
    db.mail = db.mail.map((m) => (m._id === queued._id ? queued : m));
    return ok(queued);
  }),

  // Decision 0111: the SMS queue, as the mail queue; failed includes texts the carrier reported undelivered.
  http.get(api('/ops/sms'), ({ request }) => {
    const { refusal } = caller(request, STAFF);
    if (refusal) return refusal;
    const url = new URL(request.url);
    const status = url.searchParams.get('status') ?? 'failed';
    const shown: Record<string, string[]> = { failed: ['failed', 'undelivered'], queued: ['queued', 'sending'], sent: ['sent', 'delivered'], suppressed: ['suppressed'] };
    return ok(page(db.sms.filter((m) => (shown[status] ?? []).includes(m.status)), url, 20));
  }),
  http.post(api('/ops/sms/:id/retry'), ({ request, params }) => {
    const { refusal } = caller(request, STAFF);
    if (refusal) return refusal;
    const message = db.sms.find((m) => m._id === params.id);
    if (!message) return refused(404, 'Message not found');
    if (message.status !== 'failed') return refused(409, 'Only a failed message can be retried');
    const queued = makeSmsMessage({ ...message, status: 'queued', attempts: 0, lastError: null, nextAttemptAt: new Date().toISOString() });
    db.sms = db.sms.map((m) => (m._id === queued._id ? queued : m));
    return ok(queued);
  }),

  http.get(api('/admin/users'), ({ request }) => {
    const { refusal } = caller(request, ADMIN);
    if (refusal) return refusal;
    const url = new URL(request.url);
    const role = url.searchParams.get('role');
    const people = db.accounts.map(({ user }) => makeStaffMember(user)).filter((p) => !role || p.role === role);
    return ok(page(people, url, 20));
  }),
  http.patch(api('/admin/users/:id/role'), async ({ request, params }) => {
    const { refusal } = caller(request, ADMIN);
    if (refusal) return refusal;
    const account = db.accounts.find((a) => a.user._id === params.id);
    if (!account) return refused(404, 'User not found');
    const { role } = await jsonBody<{ role: UserRole }>(request);
    account.user = { ...account.user, role: role ?? account.user.role };
    return ok(makeStaffMember(account.user));
  }),

  http.get(api('/admin/organizations'), ({ request }) => caller(request, ADMIN).refusal ?? ok({ records: db.adminOrganizations.map(toAdminOrganizationSummary) })),
  http.get(api('/admin/organizations/:id'), ({ request, params }) => {
    const { refusal } = caller(request, ADMIN);
    if (refusal) return refusal;
    const organization = db.adminOrganizations.find((o) => o.id === params.id);
    return organization ? ok(organization) : refused(404, 'Organization not found');
  }),
  http.post(api('/admin/organizations/:id/api-keys/:keyId/revoke'), ({ request, params }) => {
    const { refusal } = caller(request, ADMIN);
    if (refusal) return refusal;
    const organization = db.adminOrganizations.find((o) => o.id === params.id);
    const key = organization?.apiKeys.find((k) => k.id === params.keyId);
    if (!organization || !key) return refused(404, 'API key not found');
    const revoked = { ...key, revokedAt: new Date().toISOString() };
    updateOrganization(makeAdminOrganization({ ...organization, apiKeys: organization.apiKeys.map((k) => (k.id === key.id ? revoked : k)) }));
    return ok(revoked);
  }),
  http.post(api('/admin/organizations/:id/webhooks/:webhookId/disable'), ({ request, params }) => {
    const { refusal } = caller(request, ADMIN);
    if (refusal) return refusal;
    const organization = db.adminOrganizations.find((o) => o.id === params.id);
    const hook = organization?.webhooks.find((w) => w.id === params.webhookId);
    if (!organization || !hook) return refused(404, 'Webhook not found');
    const disabled = { ...hook, enabled: false, disabledReason: 'admin' as const };
    updateOrganization(makeAdminOrganization({ ...organization, webhooks: organization.webhooks.map((w) => (w.id === hook.id ? disabled : w)) }));
    return ok(disabled);
  }),
  http.post(api('/admin/organizations/:id/members/:userId/promote'), ({ request, params }) => {
    const { refusal } = caller(request, ADMIN);
    if (refusal) return refusal;
    const organization = db.adminOrganizations.find((o) => o.id === params.id);
    const member = organization?.members.find((m) => m.id === params.userId);
    if (!organization || !member) return refused(404, 'Member not found');
    const promoted = { ...member, role: 'admin' as const };
    updateOrganization(makeAdminOrganization({ ...organization, admins: organization.admins + 1, members: organization.members.map((m) => (m.id === member.id ? promoted : m)) }));
    const { staff: _staff, ...plain } = promoted;
    return ok(plain);
  }),
];

function updateOrganization(next: ReturnType<typeof makeAdminOrganization>) {
  db.adminOrganizations = db.adminOrganizations.map((o) => (o.id === next.id ? next : o));
}
