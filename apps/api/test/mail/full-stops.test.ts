import type { Booking } from '@meridian/contracts';
import { describe, expect, it } from 'vitest';
import { templates } from '../../src/modules/mail/mail.templates';
import { notificationTexts } from '../../src/modules/notifications/notification-content';

// A value that ends with a full stop ends the sentence too: no 'Inc..' or 'Jr..' in an e-mail or a notification.
describe('sentences that end with what someone typed', () => {
  it('when the approved company is "Acme Inc.", then the approval e-mail reads "approved Acme Inc. Your profile", with one full stop', () => {
    const mail = templates['kyc-decision']({ firstName: 'Ada', companyName: 'Acme Inc.', decision: 'approved', reasons: [], actionUrl: '/profile' });
    const text = JSON.stringify(mail.blocks);
    expect(text).toContain('Our KYC team approved Acme Inc. Your profile now shows the Verified badge.');
    expect(text).not.toContain('..');
  });

  it('when the company name has no full stop, then the sentence still gets one', () => {
    const mail = templates['kyc-decision']({ firstName: 'Ada', companyName: 'Nordic Cold AS', decision: 'approved', reasons: [], actionUrl: '/profile' });
    expect(JSON.stringify(mail.blocks)).toContain('Our KYC team approved Nordic Cold AS. Your profile');
  });

  it('when the receiver signed as "J. Smith Jr.", then the delivered notification ends "received by J. Smith Jr." with one full stop', () => {
    const booking = {
      trackingNumber: 'MXABCDEFGHIJK',
      pickupLocation: { address: '1 Dock St', city: 'Baltimore', state: 'MD', country: 'US' },
      dropoffLocation: { address: '9 Market Rd', city: 'Boston', state: 'MA', country: 'US' },
      proofOfDelivery: { receiverName: 'J. Smith Jr.' },
    } as unknown as Booking;
    const [delivered] = notificationTexts({ kind: 'shipment-moved', type: 'deliver', booking, actorId: 'x' });
    expect(delivered?.message).toMatch(/, received by J\. Smith Jr\.$/);
    expect(delivered?.message).not.toContain('..');
  });
});
