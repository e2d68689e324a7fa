import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { MailMessageModel } from '../../src/modules/mail/mail-messages.model';
import { bearer, buildTestApp, signUp } from '../support/app';
import { companyDetails, decide, submittedProfile } from '../support/company-profile';
import { signUpAs } from '../support/staff';

const { app } = buildTestApp();

describe('POST /ops/kyc/{profileId}/decision: approving with a note', () => {
  it('when an operator approves with a note, then the decision records it and the customer reads it in the e-mail and the notification', async () => {
    const customer = await signUp(app);
    const profile = await submittedProfile(app, customer.token, companyDetails);
    const operator = await signUpAs(app, 'operator');
    const note = 'Approved on the renewed registration certificate.';

    const res = await decide(app, operator.token, profile._id, { decision: 'approve', note });
    expect(res.status).toBe(200);
    expect(res.body.data.reviewHistory.at(-1)).toMatchObject({ decision: 'approved', note });

    const own = await request(app).get('/api/v1/company-profile').set(bearer(customer.token));
    expect(own.body.data.reviewHistory.at(-1)).toMatchObject({ decision: 'approved', note });
    const [mail] = await MailMessageModel.find({ to: customer.user.email, template: 'kyc-decision' }).lean();
    expect(mail?.data).toMatchObject({ decision: 'approved', note });
    const notifications = await request(app).get('/api/v1/notifications').set(bearer(customer.token));
    const approved = notifications.body.data.records.find((n: { event: string }) => n.event === 'kyc-approved');
    expect(approved?.message).toContain(`Note from the reviewer: ${note}`);
  });
});
