import { formatTrackingNumber } from '@meridian/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { UserModel } from '../../src/modules/users/users.model';
import { buildTestApp } from '../support/app';
import { cast, move, outForDelivery, SIGNATURE, type Cast } from '../support/shipments';
import { useTestMailbox } from '../support/smtp';

// Decision 0084: a milestone mail carries the facts, read as a mail client reads it (over SMTP, parsed).
const BASE = 'https://track.meridian.test';
const { app, config } = buildTestApp({ APP_BASE_URL: BASE });
const mailbox = useTestMailbox(config);

let people: Cast;
let ownerEmail: string;

beforeAll(async () => {
  people = await cast(app);
  ownerEmail = (await UserModel.findById(people.customer.id).lean().exec())!.email;
});

describe('the Delivered e-mail (decision 0084)', () => {
  it('when the shipment is delivered, then the owner’s mail gives the time, place, signer and the proof-of-delivery link, and Unsubscribe is a small footer link', async () => {
    const booking = await outForDelivery(app, people);
    const delivered = await move(app, people.driver.token, booking, {
      type: 'deliver',
      receiverName: 'Rae Receiver',
      signature: SIGNATURE,
      location: { place: '99 Main St, Denver' },
    });

    const tracking = formatTrackingNumber(booking.trackingNumber);
    const mail = await mailbox.waitForMail({ to: ownerEmail, subject: `Shipment ${tracking}: Delivered` });
    const deliveredAt = new Date(delivered.proofOfDelivery!.deliveredAt);
    const hhmm = `${String(deliveredAt.getUTCHours()).padStart(2, '0')}:${String(deliveredAt.getUTCMinutes()).padStart(2, '0')} UTC`;
    expect(mail.text).toContain(`Delivered: `);
    expect(mail.text).toContain(hhmm);
    expect(mail.text).toContain('Place: 99 Main St, Denver');
    expect(mail.text).toContain('Signed by: Rae Receiver');
    const podUrl = `${BASE}/bookings/${booking._id}#proof-of-delivery`;
    expect(mail.text).toContain(`View the proof of delivery: ${podUrl}`);
    expect(mail.html).toContain(`href="${podUrl}"`);
    // Decision 0103: the owner's mail also links the Documents card, where the note signed at both ends is downloaded.
    expect(mail.html).toContain(`href="${BASE}/bookings/${booking._id}#documents"`);
    expect(mail.text).toContain('Download the signed note');

    // The one button is the proof of delivery; Unsubscribe is small text at the end, not a second button.
    const buttons = [...mail.html.matchAll(/<a href="[^"]*" style="display:inline-block[^"]*">([^<]*)<\/a>/g)].map((m) => m[1]);
    expect(buttons).toEqual(['View the proof of delivery']);
    const unsubscribe = /<a href="([^"]*unsubscribe[^"]*)" style="([^"]*)">Unsubscribe<\/a>/.exec(mail.html);
    expect(unsubscribe?.[2]).not.toContain('inline-block');
    expect(mail.html.indexOf('Unsubscribe')).toBeGreaterThan(mail.html.indexOf('Signed by'));
  });

  it('when the shipment is picked up, then the mail says when and where', async () => {
    const booking = await outForDelivery(app, people, {});
    const tracking = formatTrackingNumber(booking.trackingNumber);
    const mail = await mailbox.waitForMail({ to: ownerEmail, subject: `Shipment ${tracking}: Picked Up` });
    expect(mail.text).toMatch(/When: \d{2} \w{3} \d{4}, \d{2}:\d{2} UTC/);
    expect(mail.text).toContain('Where: Oakland depot');
  });
});
