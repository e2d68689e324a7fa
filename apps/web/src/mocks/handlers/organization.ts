import type { ApiKeyScope, CompanyDetails, CompanyDocument, InvitationCreateInput, OrganizationRole, WebhookEventType } from '@meridian/contracts';
import { http } from 'msw';
import { db, nextId } from '../db';
import { makeApiKey } from '../fixtures/api-key';
import { makeCompanyDocument, makeCompanyProfile } from '../fixtures/company-profile';
import { makeInvitation, makeMember } from '../fixtures/organization';
import { makeWebhook, makeWebhookDelivery } from '../fixtures/webhook';
import { api, caller, file, jsonBody, ok, refused } from '../respond';

const mockSecret = (prefix: string) => `${prefix}${'x'.repeat(43)}`;

// A customer's organization (members, invitations, API keys, webhooks) and company profile (KYC).
export const organizationHandlers = [
  http.get(api('/organization/members'), ({ request }) => caller(request).refusal ?? ok({ records: db.members })),
  http.patch(api('/organization/members/:userId'), async ({ request, params }) => {
    const { refusal } = caller(request);
    if (refusal) return refusal;
    const member = db.members.find((m) => m.id === params.userId);
    if (!member) return refused(404, 'Member not found');
    const { role } = await jsonBody<{ role: OrganizationRole }>(request);
    const changed = makeMember({ ...member, role });
    db.members = db.members.map((m) => (m.id === member.id ? changed : m));
    return ok(changed);
  }),
  http.delete(api('/organization/members/:userId'), ({ request, params }) => {
    const { refusal } = caller(request);
    if (refusal) return refusal;
    db.members = db.members.filter((m) => m.id !== params.userId);
    return ok(null);
  }),

  http.post(api('/organization/invitations/check'), () =>
    ok({ valid: true, organizationName: db.organization?.name ?? 'Nwosu Fresh Foods', role: 'booker', email: 'new@example.com', invitedBy: 'Amara Nwosu', expiresAt: new Date(Date.now() + 86_400_000).toISOString() }),
  ),
  http.post(api('/organization/invitations/accept'), ({ request }) => {
    const { refusal } = caller(request);
    if (refusal) return refusal;
    return db.organization ? ok(db.organization) : refused(404, 'This invitation is invalid or has expired');
  }),
  http.get(api('/organization/invitations'), ({ request }) => caller(request).refusal ?? ok({ records: db.invitations })),
  http.post(api('/organization/invitations'), async ({ request }) => {
    const { user, refusal } = caller(request);
    if (refusal) return refusal;
    const input = await jsonBody<InvitationCreateInput>(request);
    const invitation = makeInvitation({
      id: nextId(),
      email: input.email ?? '',
      role: input.role ?? 'viewer',
      expiresAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      invitedBy: { id: user._id, name: `${user.firstName} ${user.lastName}` },
    });
    db.invitations = [...db.invitations, invitation];
    return ok(invitation);
  }),
  http.delete(api('/organization/invitations/:id'), ({ request, params }) => {
    const { refusal } = caller(request);
    if (refusal) return refusal;
    db.invitations = db.invitations.filter((i) => i.id !== params.id);
    return ok(null);
  }),

  http.get(api('/organization/api-keys'), ({ request }) => caller(request).refusal ?? ok(db.apiKeys)),
  http.post(api('/organization/api-keys'), async ({ request }) => {
    const { user, refusal } = caller(request);
    if (refusal) return refusal;
    const input = await jsonBody<{ name: string; scopes: ApiKeyScope[] }>(request);
    const key = makeApiKey({ id: nextId(), name: input.name ?? 'Key', scopes: input.scopes ?? [], prefix: `mxk_${nextId().slice(-8)}`, createdBy: user._id, createdAt: new Date().toISOString() });
    db.apiKeys = [key, ...db.apiKeys];
    return ok({ id: key.id, name: key.name, scopes: key.scopes, prefix: key.prefix, key: mockSecret(key.prefix) });
  }),
  http.delete(api('/organization/api-keys/:id'), ({ request, params }) => {
    const { refusal } = caller(request);
    if (refusal) return refusal;
    db.apiKeys = db.apiKeys.map((k) => (k.id === params.id ? { ...k, revokedAt: new Date().toISOString() } : k));
    return ok(null);
  }),

  http.get(api('/organization/webhooks/'), ({ request }) => caller(request).refusal ?? ok(db.webhooks)),
  http.post(api('/organization/webhooks/'), async ({ request }) => {
    const { refusal } = caller(request);
    if (refusal) return refusal;
    const input = await jsonBody<{ url: string; events: WebhookEventType[] }>(request);
    const hook = makeWebhook({ id: nextId(), url: input.url ?? '', events: input.events ?? [], createdAt: new Date().toISOString(), updatedAt: new Date().toISOString() });
    db.webhooks = [...db.webhooks, hook];
    return ok({ ...hook, secret: mockSecret('whsec_') });
  }),
  http.patch(api('/organization/webhooks/:id'), async ({ request, params }) => {
    const { refusal } = caller(request);
    if (refusal) return refusal;
    const hook = db.webhooks.find((w) => w.id === params.id);
    if (!hook) return refused(404, 'Webhook not found');
    const changed = makeWebhook({ ...hook, ...(await jsonBody<{ url: string; events: WebhookEventType[]; enabled: boolean }>(request)), updatedAt: new Date().toISOString() });
    db.webhooks = db.webhooks.map((w) => (w.id === hook.id ? changed : w));
    return ok(changed);
  }),
  http.delete(api('/organization/webhooks/:id'), ({ request, params }) => {
    const { refusal } = caller(request);
    if (refusal) return refusal;
    db.webhooks = db.webhooks.filter((w) => w.id !== params.id);
    return ok(null);
  }),
  http.post(api('/organization/webhooks/:id/rotate-secret'), ({ request, params }) => {
    const { refusal } = caller(request);
    if (refusal) return refusal;
    const hook = db.webhooks.find((w) => w.id === params.id);
    return hook ? ok({ ...hook, secret: mockSecret('whsec_') }) : refused(404, 'Webhook not found');
  }),
  http.post(api('/organization/webhooks/:id/test'), ({ request }) => {
    const { refusal } = caller(request);
    if (refusal) return refusal;
    const delivery = makeWebhookDelivery({ id: nextId(), type: 'webhook.test', createdAt: new Date().toISOString() });
    db.deliveries = [delivery, ...db.deliveries];
    return ok(delivery);
  }),
  http.get(api('/organization/webhooks/:id/deliveries'), ({ request }) => caller(request).refusal ?? ok(db.deliveries)),
  http.post(api('/organization/webhooks/:id/deliveries/:deliveryId/retry'), ({ request, params }) => {
    const { refusal } = caller(request);
    if (refusal) return refusal;
    const delivery = db.deliveries.find((d) => d.id === params.deliveryId);
    return delivery ? ok(makeWebhookDelivery({ ...delivery, status: 'pending', attempts: delivery.attempts + 1 })) : refused(404, 'Delivery not found');
  }),

  http.get(api('/company-profile'), ({ request }) => caller(request).refusal ?? ok(db.companyProfile)),
  http.put(api('/company-profile'), async ({ request }) => {
    const { refusal } = caller(request);
    if (refusal) return refusal;
    const draft = await jsonBody<CompanyDetails>(request);
    db.companyProfile = makeCompanyProfile({ ...(db.companyProfile ?? {}), ...draft, updatedAt: new Date().toISOString() });
    return ok(db.companyProfile);
  }),
  http.put(api('/company-profile/documents/:kind'), async ({ request, params }) => {
    const { refusal } = caller(request);
    if (refusal) return refusal;
    const form = await request.formData();
    const upload = form.get('file');
    const fileName = upload instanceof File ? upload.name : 'document.pdf';
    const kind = String(params.kind) as CompanyDocument['kind'];
    const profile = db.companyProfile ?? makeCompanyProfile();
    const document = makeCompanyDocument({ kind, fileName, size: upload instanceof File ? upload.size : 1, uploadedAt: new Date().toISOString() });
    db.companyProfile = makeCompanyProfile({ ...profile, documents: [...profile.documents.filter((d) => d.kind !== document.kind), document] });
    return ok(db.companyProfile);
  }),
  http.get(api('/company-profile/documents/:kind'), () => file('application/pdf')),
  http.post(api('/company-profile/submit'), ({ request }) => {
    const { refusal } = caller(request);
    if (refusal) return refusal;
    if (!db.companyProfile) return refused(400, 'Fill in your company details first');
    db.companyProfile = makeCompanyProfile({ ...db.companyProfile, reviewStatus: 'pending', submittedAt: new Date().toISOString() });
    return ok(db.companyProfile);
  }),
];
