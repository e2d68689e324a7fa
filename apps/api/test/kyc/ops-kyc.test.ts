import { KYC_MESSAGES, KYC_REASONS_REQUIRED, KYC_REJECTION_REASONS, type KycQueue, type KycSubmission } from '@meridian/contracts';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { CompanyProfileModel } from '../../src/modules/company-profile/company-profile.model';
import { MailMessageModel } from '../../src/modules/mail/mail-messages.model';
import { NotificationModel } from '../../src/modules/notifications/notifications.model';
import { UserModel } from '../../src/modules/users/users.model';
import { bearer, buildTestApp, expectErrorBody, signUp } from '../support/app';
import { companyDetails, decide, submittedProfile } from '../support/company-profile';
import { signUpAs } from '../support/staff';

const { app, config } = buildTestApp();
const queue = (token: string, query = '') => request(app).get(`/api/v1/ops/kyc${query}`).set(bearer(token));

async function pendingCustomer(details: Record<string, unknown> = companyDetails) {
  const customer = await signUp(app);
  const profile = await submittedProfile(app, customer.token, details);
  return { customer, profile };
}

describe('GET /api/v1/ops/kyc (decision 0029: the review queue)', () => {
  it('when profiles wait, then operators see the pending ones oldest first, paged; a customer is refused', async () => {
    await CompanyProfileModel.deleteMany({});
    const first = await pendingCustomer({ ...companyDetails, companyName: 'First Co' });
    const second = await pendingCustomer({ ...companyDetails, companyName: 'Second Co' });
    const third = await pendingCustomer({ ...companyDetails, companyName: 'Third Co' });
    // The oldest submission first, whatever order the documents were written in.
    await CompanyProfileModel.updateOne({ _id: third.profile._id }, { $set: { submittedAt: new Date('2026-01-01T00:00:00Z') } });
    await signUp(app).then((draftOnly) => request(app).put('/api/v1/company-profile').set(bearer(draftOnly.token)).send({ companyName: 'Draft Co' }));
    const operator = await signUpAs(app, 'operator');

    const page1 = await queue(operator.token, '?limit=2');
    expect(page1.status).toBe(200);
    const data = page1.body.data as KycQueue;
    expect(data.records.map((r) => r.companyName)).toEqual(['Third Co', 'First Co']);
    expect(data.pagination).toEqual({ currentPage: 1, totalPages: 2, totalRecords: 3, limit: 2 });
    expect(data.records[1]).toMatchObject({ _id: first.profile._id, resubmission: false, businessType: 'llc', country: 'US', owner: { _id: first.customer.user._id, email: first.customer.user.email } });
    const page2 = await queue(operator.token, '?limit=2&page=2');
    expect((page2.body.data as KycQueue).records.map((r) => r._id)).toEqual([second.profile._id]);

    const refused = await queue(first.customer.token);
    expect(refused.status).toBe(403);
    expectErrorBody(refused.body);
  });
});

describe('GET /api/v1/ops/kyc/{profileId}', () => {
  it('when an operator opens a submission, then it has the fields, the owner and the documents; a missing one is 404', async () => {
    const { customer, profile } = await pendingCustomer();
    const operator = await signUpAs(app, 'operator');
    const res = await request(app).get(`/api/v1/ops/kyc/${profile._id}`).set(bearer(operator.token));
    expect(res.status).toBe(200);
    const submission = res.body.data as KycSubmission;
    expect(submission).toMatchObject({ ...companyDetails, reviewStatus: 'pending', owner: { _id: customer.user._id, firstName: customer.user.firstName } });
    expect(submission.documents.map((d) => d.kind)).toEqual(['registration-certificate', 'tax-id', 'proof-of-address', 'director-id']);
    const missing = await request(app).get('/api/v1/ops/kyc/0123456789abcdef01234567').set(bearer(operator.token));
    expect(missing.status).toBe(404);
    expectErrorBody(missing.body, KYC_MESSAGES.profileNotFound);
  });
});

describe('POST /api/v1/ops/kyc/{profileId}/decision (decision 0029: what operators decide)', () => {
  it('when a rejection names no reason, then 400 and the profile is still pending', async () => {
    const { profile } = await pendingCustomer();
    const operator = await signUpAs(app, 'operator');
    const res = await decide(app, operator.token, profile._id, { decision: 'reject', note: 'Blurry' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ reasons: KYC_REASONS_REQUIRED });
    expect((await CompanyProfileModel.findById(profile._id).lean())?.reviewStatus).toBe('pending');
  });

  it('when an operator rejects with two reasons and a note, then the owner sees them, the decision is kept with who and when, e-mailed and notified', async () => {
    const { customer, profile } = await pendingCustomer();
    const operator = await signUpAs(app, 'operator', { firstName: 'Olive', lastName: 'Operator' });
    const reasons = [KYC_REJECTION_REASONS[0], KYC_REJECTION_REASONS[3]];
    const res = await decide(app, operator.token, profile._id, { decision: 'reject', reasons, note: 'The certificate expired in 2024.' });
    expect(res.status).toBe(200);
    expect(res.body.data.reviewHistory).toEqual([
      { decision: 'rejected', reasons, note: 'The certificate expired in 2024.', decidedAt: expect.any(String), reviewer: { _id: operator.user._id, name: 'Olive Operator' } },
    ]);

    const own = await request(app).get('/api/v1/company-profile').set(bearer(customer.token));
    expect(own.body.data).toMatchObject({ reviewStatus: 'rejected', rejection: { reasons, note: 'The certificate expired in 2024.' } });
    // The owner learns what and why, not which operator.
    expect(own.body.data.reviewHistory[0]).not.toHaveProperty('reviewer');

    const stored = await CompanyProfileModel.findById(profile._id).lean();
    expect(stored?.reviewHistory[0]).toMatchObject({ decision: 'rejected', reviewerName: 'Olive Operator', reasons });
    expect((await UserModel.findById(customer.user._id).lean())?.verified).toBe(false);

    const [mail] = await MailMessageModel.find({ to: customer.user.email, template: 'kyc-decision' }).lean();
    expect(mail?.data).toEqual({
      firstName: customer.user.firstName,
      companyName: companyDetails.companyName,
      decision: 'rejected',
      reasons,
      note: 'The certificate expired in 2024.',
      actionUrl: `${config.appBaseUrl}/onboarding/profile-setup`,
    });
    const notes = await NotificationModel.find({ userId: customer.user._id }).lean();
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ type: 'account', event: 'kyc-rejected', title: 'Company profile needs updates' });
  });

  it('when an operator approves, then the company is verified in the database and in the session user, and the mail leads to the dashboard', async () => {
    const { customer, profile } = await pendingCustomer();
    const operator = await signUpAs(app, 'admin');
    const res = await decide(app, operator.token, profile._id, { decision: 'approve' });
    expect(res.status).toBe(200);
    expect(res.body.data.reviewStatus).toBe('approved');
    expect((await UserModel.findById(customer.user._id).lean())?.verified).toBe(true);
    const session = await request(app).get('/api/v1/user/').set(bearer(customer.token));
    expect(session.body.data.user.verified).toBe(true);
    const [mail] = await MailMessageModel.find({ to: customer.user.email, template: 'kyc-decision' }).lean();
    expect(mail?.data).toMatchObject({ decision: 'approved', reasons: [], actionUrl: `${config.appBaseUrl}/dashboard` });
    expect(await NotificationModel.countDocuments({ userId: customer.user._id, event: 'kyc-approved' })).toBe(1);
  });

  it('when the profile is not pending (a draft, or already decided), then 409 and nothing more is recorded', async () => {
    const { profile } = await pendingCustomer();
    const operator = await signUpAs(app, 'operator');
    expect((await decide(app, operator.token, profile._id, { decision: 'approve' })).status).toBe(200);
    const again = await decide(app, operator.token, profile._id, { decision: 'reject', reasons: [KYC_REJECTION_REASONS[1]] });
    expect(again.status).toBe(409);
    expectErrorBody(again.body, KYC_MESSAGES.notPending);
    const stored = await CompanyProfileModel.findById(profile._id).lean();
    expect(stored?.reviewStatus).toBe('approved');
    expect(stored?.reviewHistory).toHaveLength(1);

    const drafter = await signUp(app);
    const draft = await request(app).put('/api/v1/company-profile').set(bearer(drafter.token)).send({ companyName: 'Draft Co' });
    expect((await decide(app, operator.token, draft.body.data._id, { decision: 'approve' })).status).toBe(409);
  });

  it('when an operator decides on their own company, or one with their own company’s registration number, then 403', async () => {
    const operator = await signUp(app);
    const own = await submittedProfile(app, operator.token);
    await UserModel.updateOne({ _id: operator.user._id }, { $set: { role: 'operator' } });
    const res = await decide(app, operator.token, own._id, { decision: 'approve' });
    expect(res.status).toBe(403);
    expectErrorBody(res.body, KYC_MESSAGES.selfReview);

    const colleague = await pendingCustomer({ ...companyDetails, registrationNumber: ` ${companyDetails.registrationNumber.toLowerCase()} ` });
    expect((await decide(app, operator.token, colleague.profile._id, { decision: 'approve' })).status).toBe(403);
    expect((await CompanyProfileModel.findById(own._id).lean())?.reviewStatus).toBe('pending');
    expect((await UserModel.findById(operator.user._id).lean())?.verified).toBe(false);
  });

  it('when a customer or a driver tries to decide, then 403', async () => {
    const { customer, profile } = await pendingCustomer();
    const driver = await signUpAs(app, 'driver');
    for (const token of [customer.token, driver.token]) expect((await decide(app, token, profile._id, { decision: 'approve' })).status).toBe(403);
  });
});
