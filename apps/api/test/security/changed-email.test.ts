import { VERIFICATION_MESSAGES } from '@meridian/contracts';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { ERRORS } from '../../src/lib/errors';
import { UserModel } from '../../src/modules/users/users.model';
import { bearer, buildTestApp, createBooking, signUpVerified, uniqueEmail } from '../support/app';
import { useTestMailbox } from '../support/smtp';

// SECURITY.md, item 3: PATCH /user/ with a new e-mail answered emailVerified true.
const { app, config } = buildTestApp();
const mailbox = useTestMailbox(config);

const profile = (email: string) => ({ firstName: 'Grace', lastName: 'Hopper', email, phoneNumber: '+1 555 999 0000', companyName: 'Navy Compilers', clientCategory: 'SME' });
const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1];

describe('SECURITY.md: a changed e-mail is verified again', () => {
  it('when a verified customer changes the e-mail, then it answers emailVerified false, a code goes to the new address, paying waits for it, and the code verifies it', async () => {
    const account = await signUpVerified(app);
    const booking = await createBooking(app, account.token);
    const fresh = uniqueEmail('moved');
    const res = await request(app).patch('/api/v1/user/').set(bearer(account.token)).send(profile(fresh));
    expect(res.status).toBe(200);
    expect(res.body.data.user).toMatchObject({ email: fresh, emailVerified: false });
    expect((await UserModel.findById(account.user._id).lean())!.emailVerified).toBe(false);

    const pay = await request(app).post(`/api/v1/bookings/${booking._id}/payments`).set(bearer(account.token)).set('Idempotency-Key', 'k-changed-email-1').send({});
    expect(pay.status).toBe(403);
    expect(pay.body.msg).toBe(ERRORS.emailNotVerified);

    const mail = await mailbox.waitForMail({ to: fresh, subject: 'verification code' });
    const verified = await request(app).post('/api/v1/auth/verify-email').set(bearer(account.token)).send({ code: codeIn(mail.text) });
    expect(verified.status).toBe(200);
    expect(verified.body.message).toBe(VERIFICATION_MESSAGES.verified);
    expect(verified.body.data.user.emailVerified).toBe(true);
  });

  it('when the profile is saved with the same e-mail (any case), then it stays verified and no code is sent', async () => {
    const account = await signUpVerified(app);
    const res = await request(app).patch('/api/v1/user/').set(bearer(account.token)).send(profile(account.user.email.toUpperCase()));
    expect(res.status).toBe(200);
    expect(res.body.data.user.emailVerified).toBe(true);
  });
});
