import { brand } from '@meridian/brand';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { MailMessageModel } from '../../src/modules/mail/mail-messages.model';
import { renderMail } from '../../src/modules/mail/mail.render';
import { buildTestApp } from '../support/app';

// SECURITY.md, item 12: the acknowledgement went to any address and repeated the stranger's name, subject and message,
// so the form could send anyone a mail with the stranger's words under the carrier's name.
const { app } = buildTestApp();

const spam = {
  name: 'Claim your prize at evil.example',
  email: 'victim@example.test',
  subject: 'You won! Visit evil.example now',
  message: 'Click https://evil.example/claim to get paid',
};

describe('SECURITY.md: the contact form is no relay', () => {
  it("when a stranger sends the form with someone else's address, then the acknowledgement repeats none of the stranger's text, and the inbox copy keeps it", async () => {
    const res = await request(app).post('/api/v1/contact').send(spam);
    expect(res.status).toBe(201);
    const id = res.body.data.id as string;
    const ack = (await MailMessageModel.findOne({ dedupeKey: `contact:${id}:ack` }).lean())!;
    const mail = renderMail('contact-ack', ack.data as never, 'https://meridian.example.test');
    for (const part of [mail.subject, mail.text, mail.html, JSON.stringify(ack.data)]) {
      expect(part).not.toMatch(/evil|prize|won|Claim|Click/i);
    }
    const copy = (await MailMessageModel.findOne({ dedupeKey: `contact:${id}:copy` }).lean())!;
    expect(copy.to).toBe(brand.emails.inbox);
    expect(copy.data).toMatchObject({ name: spam.name, subject: spam.subject, message: spam.message });
  });
});
