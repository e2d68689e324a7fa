import { DOCUMENTS_INCOMPLETE, KYC_MESSAGES, KYC_REJECTION_REASONS } from '@meridian/contracts';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { CompanyProfileModel } from '../../src/modules/company-profile/company-profile.model';
import { MailMessageModel } from '../../src/modules/mail/mail-messages.model';
import { bearer, buildTestApp, expectErrorBody, signUp } from '../support/app';
import { decide, saveDetails, submittedProfile, uploadAll } from '../support/company-profile';
import { signUpAs } from '../support/staff';

const { app } = buildTestApp();
const submit = (token: string) => request(app).post('/api/v1/company-profile/submit').set(bearer(token));

describe('POST /api/v1/company-profile/submit (decision 0029: the review state machine)', () => {
  it('when fields or documents are missing, then 400 names each one and the profile stays a draft', async () => {
    const { token, user } = await signUp(app);
    await request(app).put('/api/v1/company-profile').set(bearer(token)).send({ companyName: 'Acme' });
    await uploadAll(app, token, ['tax-id']);
    const res = await submit(token);
    expect(res.status).toBe(400);
    expectErrorBody(res.body, KYC_MESSAGES.incomplete);
    expect(res.body.fields).toMatchObject({
      businessType: 'Choose a business type',
      city: 'City is required',
      documents: DOCUMENTS_INCOMPLETE,
      'documents.registration-certificate': 'Business registration certificate is required',
      'documents.director-id': 'Director/owner ID is required',
    });
    expect(res.body.fields).not.toHaveProperty('companyName');
    expect(res.body.fields).not.toHaveProperty('website');
    expect(res.body.fields).not.toHaveProperty('documents.tax-id');
    expect((await CompanyProfileModel.findOne({ userId: user._id }).lean())?.reviewStatus).toBe('draft');
  });

  it('when nothing was ever saved, then 400 as well', async () => {
    const { token } = await signUp(app);
    expect((await submit(token)).status).toBe(400);
  });

  it('when everything is there, then it is pending with the time it was submitted, and a kyc-submitted mail is queued', async () => {
    const { token, user } = await signUp(app);
    await saveDetails(app, token);
    await uploadAll(app, token);
    const before = Date.now();
    const res = await submit(token);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ reviewStatus: 'pending', resubmission: false });
    expect(Date.parse(res.body.data.submittedAt)).toBeGreaterThanOrEqual(before - 1000);
    const stored = await CompanyProfileModel.findOne({ userId: user._id }).lean();
    expect(stored).toMatchObject({ reviewStatus: 'pending', submissionCount: 1 });
    const mails = await MailMessageModel.find({ to: user.email, template: 'kyc-submitted' }).lean();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.data).toEqual({ firstName: user.firstName, companyName: 'Acme Pharma Logistics', resubmission: false });
  });

  it('when it is already under review, then a second submit is 409; once approved, 409 too', async () => {
    const { token } = await signUp(app);
    const profile = await submittedProfile(app, token);
    const again = await submit(token);
    expect(again.status).toBe(409);
    expectErrorBody(again.body, KYC_MESSAGES.alreadyPending);
    const operator = await signUpAs(app, 'operator');
    await decide(app, operator.token, profile._id, { decision: 'approve' });
    const approved = await submit(token);
    expect(approved.status).toBe(409);
    expectErrorBody(approved.body, KYC_MESSAGES.alreadyApproved);
  });

  it('when a rejected profile is resubmitted, then it is pending again, flagged as a resubmission, and the mail says so', async () => {
    const { token, user } = await signUp(app);
    const profile = await submittedProfile(app, token);
    const operator = await signUpAs(app, 'operator');
    await decide(app, operator.token, profile._id, { decision: 'reject', reasons: [KYC_REJECTION_REASONS[0]] });
    const res = await submit(token);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ reviewStatus: 'pending', resubmission: true, rejection: null });
    const mails = await MailMessageModel.find({ to: user.email, template: 'kyc-submitted' }).sort({ createdAt: 1 }).lean();
    expect(mails.map((m) => (m.data as { resubmission: boolean }).resubmission)).toEqual([false, true]);
  });
});
