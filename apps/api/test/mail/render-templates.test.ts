import MailComposer from 'nodemailer/lib/mail-composer';
import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../../src/modules/mail/mail.layout';
import { renderMail } from '../../src/modules/mail/mail.render';
import { templates } from '../../src/modules/mail/mail.templates';
import type { MailTemplateName, MailTemplates } from '../../src/modules/mail/mail.types';

const BASE = 'https://meridian.example.test';

// Each template with data as features send it; '<b>' in names proves the HTML part escapes what people type.
const samples: { [T in MailTemplateName]: MailTemplates[T] } = {
  'verify-email': { firstName: 'Ada <b>', code: '042917', expiresInMinutes: 5 },
  'password-reset': { firstName: 'Ada', resetUrl: `${BASE}/auth/reset-password?token=abc_DEF-123`, expiresInMinutes: 60 },
  'kyc-decision': { firstName: 'Ada', companyName: 'Engines & Co', decision: 'rejected', reasons: ['Tax ID verification failed', 'Address proof required'], note: 'Scan is blurry', actionUrl: '/onboarding/profile-setup' },
  'kyc-submitted': { firstName: 'Ada', companyName: 'Engines & Co', resubmission: true },
  invoice: { customerName: 'Ada', invoiceNumber: 'INV-2026-000042', trackingNumber: 'MX-ABCDE-FGHIJK', total: '$1,234.56', dueDate: 'Dec 23, 2026', status: 'Unpaid', invoiceUrl: '/invoice/665f1c2b9a1e4c3d2b1a0f9e' },
  receipt: { customerName: 'Ada', invoiceNumber: 'INV-2026-000042', trackingNumber: 'MX-4K7PQ-2M9XR7', amount: '$1,234.56', paidAt: 'Nov 23, 2026', invoiceUrl: '/invoice/665f1c2b9a1e4c3d2b1a0f9e' },
  refund: { customerName: 'Ada', invoiceNumber: 'INV-2026-000042', amount: '$100.00', trackingNumber: 'MX-ABCDE-FGHIJK', invoiceUrl: '/invoice/665f1c2b9a1e4c3d2b1a0f9e' },
  'tracking-subscribe-confirm': { trackingNumber: 'MX-ABCDE-FGHIJK', confirmUrl: '/tracking/subscriptions/confirm?token=t1', unsubscribeUrl: '/tracking/subscriptions/unsubscribe?token=t2' },
  'tracking-update': { trackingNumber: 'MX-ABCDE-FGHIJK', headline: 'Out for delivery', detail: 'Your shipment is on the truck <today>.', trackingUrl: '/tracking?number=MX-ABCDE-FGHIJK', unsubscribeUrl: `${BASE}/unsubscribe?token=t2` },
  'temperature-excursion': {
    firstName: 'Ada <b>',
    trackingNumber: 'MX-ABCDE-FGHIJK',
    subject: 'temperature out of range',
    headline: 'your shipment left its temperature band',
    detail: 'A reading of 9.5 °C at 2026-11-20 10:15 UTC is outside the 2 °C to 6 °C band.',
    rows: [['Reading', '9.5 °C'], ['Allowed band', '2 °C to 6 °C']],
    bookingUrl: '/bookings/665f1c2b9a1e4c3d2b1a0f9e',
  },
  'contact-copy': { name: 'Grace <script>', email: 'grace@example.test', phone: '+1 555 000 1111', subject: 'Quote for "cold" freight', message: 'Line one\nLine two & more' },
  'contact-ack': { reference: '9A1E4C3D' },
  'organization-invitation': { organizationName: 'Engines & Co', inviterName: 'Ada <b>', role: 'Booker', acceptUrl: `${BASE}/auth/accept-invitation?token=abc_DEF-123`, expiresInDays: 7 },
  'webhook-disabled': { firstName: 'Ada <b>', endpoint: 'hooks.example.test/meridian', failingSince: '2026-11-24T10:00:00.000Z', settingsUrl: '/organization/webhooks' },
  'receiver-update': {
    trackingNumber: 'MX-ABCDE-FGHIJK',
    subject: 'out for delivery',
    headline: 'Your shipment is out for delivery',
    detail: 'The driver is on the way <today>.',
    facts: [['Arriving', '14:10-14:40 UTC']],
    actionLabel: 'Follow the driver',
    trackingUrl: `${BASE}/track/MX-ABCDE-FGHIJK?t=AbC_123`,
    unsubscribeUrl: `${BASE}/tracking/receiver-mail/unsubscribe?token=AbC_123`,
  },
  'unpaid-booking': { customerName: 'Ada <b>', trackingNumber: 'MX-7K2P-9QXD-4', bookingUrl: '/bookings/0123456789abcdef01234567' },
  'claim-update': {
    firstName: 'Ada <b>',
    claimNumber: 'CL-2026-000042',
    subject: 'information requested',
    headline: 'we need more about your claim',
    detail: 'Please send the invoice of the goods <today>.',
    rows: [['Shipment', 'MX-ABCDE-FGHIJK'], ['Amount claimed', '$1,200.00']],
    claimUrl: '/claims/0123456789abcdef01234567',
  },
};

describe('mail templates', () => {
  it('when the template list is compared with MailTemplates, then every name has a template and a sample', () => {
    expect(Object.keys(templates).sort()).toEqual(Object.keys(samples).sort());
    expect(Object.keys(templates)).toHaveLength(17);
  });

  for (const name of Object.keys(samples) as MailTemplateName[]) {
    it(`when ${name} is rendered, then it has a subject, both parts, absolute links, no leftovers, and valid headers`, async () => {
      const mail = renderMail(name, samples[name] as never, BASE);
      expect(mail.subject.trim().length).toBeGreaterThan(5);
      expect(mail.html).toMatch(/^<!doctype html>/);
      expect(mail.text.trim().length).toBeGreaterThan(20);
      for (const part of [mail.subject, mail.html, mail.text]) {
        expect(part).not.toMatch(/\{\{|\}\}|undefined|NaN|\[object Object\]|null/);
      }
      expect(mail.text).toContain('Meridian Express');
      expect(mail.html).toContain('Meridian Express');
      const hrefs = [...mail.html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!);
      expect(hrefs.length).toBeGreaterThan(0);
      for (const href of hrefs) expect(href).toMatch(/^https:\/\/meridian\.example\.test\//);
      for (const url of mail.text.match(/https?:\/\/\S+/g) ?? []) expect(url).toMatch(/^https:\/\/meridian\.example\.test\//);
      expect(mail.html).not.toMatch(/<b>|<script>|<today>/);

      const raw = await new MailComposer({ from: 'Meridian Express <no-reply@meridian-express.com>', to: 'ada@example.test', ...mail }).compile().build();
      const parsed = await simpleParser(raw);
      expect(parsed.subject).toBe(mail.subject);
      expect(parsed.text?.trim()).toBe(mail.text.trim());
      expect(parsed.html).toContain('Meridian Express');
      expect(parsed.headers.get('content-type')).toMatchObject({ value: 'multipart/alternative' });
      expect(parsed.messageId).toMatch(/^<.+@.+>$/);
      expect(parsed.date).toBeInstanceOf(Date);
    });
  }

  it('when text carries markup characters, then the HTML part shows them as text', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    const mail = renderMail('contact-copy', samples['contact-copy'], BASE);
    expect(mail.html).toContain('Grace &lt;script&gt;');
    expect(mail.text).toContain('Grace <script>');
  });

  it('when a template is given a javascript: link, then rendering refuses it', () => {
    expect(() => renderMail('password-reset', { firstName: 'Ada', resetUrl: 'javascript:alert(1)', expiresInMinutes: 60 }, BASE)).toThrow(/refusing/);
  });
});
