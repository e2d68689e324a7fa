import { KYC_REJECTION_REASONS, type CompanyProfile } from '@meridian/contracts';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { CompanyProfileModel } from '../../src/modules/company-profile/company-profile.model';
import { UserModel } from '../../src/modules/users/users.model';
import { bearer, buildTestApp, expectErrorBody, signUp } from '../support/app';
import { companyDetails, decide, saveDetails, submittedProfile } from '../support/company-profile';
import { signUpAs } from '../support/staff';

const { app } = buildTestApp();
const getProfile = (token: string) => request(app).get('/api/v1/company-profile').set(bearer(token));
const putProfile = (token: string, body: object) => request(app).put('/api/v1/company-profile').set(bearer(token)).send(body);

describe('GET and PUT /api/v1/company-profile (decision 0029: the draft saved as the user goes)', () => {
  it('when nothing was saved yet, then the profile is null; signed out, then 401', async () => {
    const { token } = await signUp(app);
    const res = await getProfile(token);
    expect(res.status).toBe(200);
    expect(res.body.data).toBeNull();
    expect((await request(app).get('/api/v1/company-profile')).status).toBe(401);
  });

  it('when one step is saved, then it is stored as a draft and another device reads it back', async () => {
    const { token, user } = await signUp(app);
    const step = { companyName: 'Acme', businessType: 'llc', registrationNumber: 'RC-1', taxId: 'TX-1' };
    const res = await putProfile(token, step);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ ...step, reviewStatus: 'draft', documents: [], submittedAt: null, rejection: null });
    const again = await getProfile(token);
    expect(again.body.data).toMatchObject(step);
    const stored = await CompanyProfileModel.findOne({ userId: user._id }).lean();
    expect(stored).toMatchObject({ ...step, reviewStatus: 'draft' });
  });

  it('when a sent field breaks its step rule or is unknown, then 400 names it and nothing is stored', async () => {
    const { token, user } = await signUp(app);
    const res = await putProfile(token, { businessEmail: 'not-an-email', country: 'FR' });
    expect(res.status).toBe(400);
    expectErrorBody(res.body);
    expect(res.body.fields).toMatchObject({ businessEmail: 'Invalid email format', country: 'Choose a country' });
    expect((await putProfile(token, { reviewStatus: 'approved' })).status).toBe(400);
    expect(await CompanyProfileModel.countDocuments({ userId: user._id })).toBe(0);
  });

  it('when a profile under review changes, then it goes back to draft and leaves the queue; unchanged answers change nothing', async () => {
    const { token, user } = await signUp(app);
    await submittedProfile(app, token);
    const same = await putProfile(token, { companyName: companyDetails.companyName, city: companyDetails.city });
    expect(same.body.data.reviewStatus).toBe('pending');
    const changed = await putProfile(token, { city: 'Dallas' });
    expect(changed.body.data).toMatchObject({ reviewStatus: 'draft', city: 'Dallas' });
    expect(await CompanyProfileModel.findOne({ userId: user._id }).lean()).toMatchObject({ reviewStatus: 'draft', city: 'Dallas' });
  });

  it('when an approved profile changes, then it needs a new review and the company is no longer verified (decision 0029)', async () => {
    const { token, user } = await signUp(app);
    const profile = await submittedProfile(app, token);
    const operator = await signUpAs(app, 'operator');
    expect((await decide(app, operator.token, profile._id, { decision: 'approve' })).status).toBe(200);
    expect((await UserModel.findById(user._id).lean())?.verified).toBe(true);

    const res = await putProfile(token, { registrationNumber: 'RC-999' });
    expect(res.body.data.reviewStatus).toBe('draft');
    expect((await UserModel.findById(user._id).lean())?.verified).toBe(false);
    expect((await request(app).get('/api/v1/user/').set(bearer(token))).body.data.user.verified).toBe(false);
  });

  it('when a rejected profile is edited, then it stays rejected with its reasons until it is resubmitted', async () => {
    const { token } = await signUp(app);
    const profile = await submittedProfile(app, token);
    const operator = await signUpAs(app, 'operator');
    await decide(app, operator.token, profile._id, { decision: 'reject', reasons: [KYC_REJECTION_REASONS[2]] });
    const res = await putProfile(token, { address: '2 Harbor Road' });
    const edited = res.body.data as CompanyProfile;
    expect(edited.reviewStatus).toBe('rejected');
    expect(edited.rejection).toEqual({ reasons: [KYC_REJECTION_REASONS[2]], note: null });
  });

  it('when the whole profile is saved at once, then every field is stored as sent', async () => {
    const { token } = await signUp(app);
    const saved = await saveDetails(app, token);
    expect(saved).toMatchObject(companyDetails);
  });
});
