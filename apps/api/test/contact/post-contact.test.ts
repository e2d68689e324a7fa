import { brand } from '@meridian/brand';
import { CONTACT_SUCCESS_MESSAGE } from '@meridian/contracts';
import mongoose from 'mongoose';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { ContactMessageModel } from '../../src/modules/contact/contact.model';
import { MailMessageModel } from '../../src/modules/mail/mail-messages.model';
import { buildTestApp, expectErrorBody } from '../support/app';

const { app } = buildTestApp();

const message = {
  name: 'Jordan Lee',
  email: 'jordan@example.test',
  phone: '+1 555 222 3333',
  company: 'Lee Farms',
  subject: 'Cold chain quote',
  message: 'We ship 2 tonnes of produce weekly from Fresno to Portland.',
};

describe('POST /api/v1/contact', () => {
  it('when the required fields are filled, then it stores the message and answers 201 with the 24-hour promise', async () => {
    const res = await request(app).post('/api/v1/contact').send(message);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ error: false, message: CONTACT_SUCCESS_MESSAGE, data: { id: expect.any(String) } });
    expect(res.body.message).toContain('24 hours');
    const stored = await ContactMessageModel.findById(res.body.data.id).lean();
    expect(stored).toMatchObject(message);
  });

  it('when a message is stored, then a copy to the company inbox (reply-to the sender) and an acknowledgement to the sender are queued (decision 0027)', async () => {
    const sender = `jordan.${Date.now()}@example.test`;
    const res = await request(app).post('/api/v1/contact').send({ ...message, email: sender });
    expect(res.status).toBe(201);
    const id = res.body.data.id as string;
    expect(await ContactMessageModel.exists({ _id: id })).toBeTruthy();

    const copy = await MailMessageModel.findOne({ dedupeKey: `contact:${id}:copy` }).lean().exec();
    expect(copy).toMatchObject({
      to: brand.emails.inbox,
      template: 'contact-copy',
      replyTo: sender,
      status: 'queued',
      data: { name: message.name, email: sender, phone: message.phone, company: message.company, subject: message.subject, message: message.message },
    });
    const ack = await MailMessageModel.findOne({ dedupeKey: `contact:${id}:ack` }).lean().exec();
    expect(ack).toMatchObject({ to: sender, template: 'contact-ack', status: 'queued', data: { reference: id.slice(-8).toUpperCase() } });
    expect(ack?.replyTo).toBeUndefined();
    expect(await MailMessageModel.countDocuments({ dedupeKey: mongoose.trusted({ $regex: `^contact:${id}:` }) }).exec()).toBe(2);
  });

  it('when the message is refused, then no mail is queued', async () => {
    const before = await MailMessageModel.countDocuments({ template: mongoose.trusted({ $in: ['contact-copy', 'contact-ack'] }) }).exec();
    await request(app).post('/api/v1/contact').send({ ...message, subject: '' }).expect(400);
    expect(await MailMessageModel.countDocuments({ template: mongoose.trusted({ $in: ['contact-copy', 'contact-ack'] }) }).exec()).toBe(before);
  });

  it('when phone and company are left out, then it is still stored', async () => {
    const { phone: _p, company: _c, ...required } = message;
    const res = await request(app).post('/api/v1/contact').send(required);
    expect(res.status).toBe(201);
    expect(await ContactMessageModel.exists({ _id: res.body.data.id })).toBeTruthy();
    const copy = await MailMessageModel.findOne({ dedupeKey: `contact:${res.body.data.id}:copy` }).lean().exec();
    expect(copy?.data).not.toHaveProperty('phone');
    expect(copy?.data).not.toHaveProperty('company');
  });

  it('when a required field is missing or the e-mail malformed, then it answers 400 per field and stores nothing', async () => {
    const before = await ContactMessageModel.countDocuments();
    const res = await request(app)
      .post('/api/v1/contact')
      .send({ ...message, email: 'nope', subject: '  ', message: undefined });
    expect(res.status).toBe(400);
    expectErrorBody(res.body);
    expect(res.body.fields).toMatchObject({ email: 'Invalid email format', subject: 'Subject is required', message: 'Message is required' });
    expect(await ContactMessageModel.countDocuments()).toBe(before);
  });

  it('when the contact page form is sent empty, then it answers 400 naming every required field and stores nothing', async () => {
    const before = await ContactMessageModel.countDocuments();
    for (const body of [{}, { name: '', email: '', phone: '', company: '', subject: '', message: '' }]) {
      const res = await request(app).post('/api/v1/contact').send(body);
      expect(res.status).toBe(400);
      expectErrorBody(res.body, 'Please check the highlighted fields and try again.');
      expect(res.body.fields).toEqual({ name: 'Name is required', email: 'Email is required', subject: 'Subject is required', message: 'Message is required' });
    }
    expect(await ContactMessageModel.countDocuments()).toBe(before);
  });

  it('when the home page contact section is sent empty, then it answers 400 naming each field it left blank', async () => {
    // The marketing variant maps first and last name onto name and always sends a subject (see home-contact-section).
    const res = await request(app).post('/api/v1/contact').send({ name: '', email: '', subject: 'Partnership enquiry', message: '' });
    expect(res.status).toBe(400);
    expectErrorBody(res.body);
    expect(res.body.fields).toEqual({ name: 'Name is required', email: 'Email is required', message: 'Message is required' });
  });

  it('when unknown fields or operators are sent, then it answers 400', async () => {
    expect((await request(app).post('/api/v1/contact').send({ ...message, admin: true })).status).toBe(400);
    expect((await request(app).post('/api/v1/contact').send({ ...message, name: { $gt: '' } })).status).toBe(400);
  });

  it('when one IP posts too often, then it answers 429', async () => {
    const limited = buildTestApp({ RATE_LIMIT_PUBLIC_PER_IP: '2' }).app;
    await request(limited).post('/api/v1/contact').send(message).expect(201);
    await request(limited).post('/api/v1/contact').send(message).expect(201);
    const res = await request(limited).post('/api/v1/contact').send(message);
    expect(res.status).toBe(429);
    expectErrorBody(res.body);
  });
});
