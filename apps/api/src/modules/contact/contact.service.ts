import { brand } from '@meridian/brand';
import type { ContactMessageInput } from '@meridian/contracts';
import type { Logger } from 'pino';
import { enqueueMail } from '../mail/mail.service';
import { insertContactMessage } from './contact.repository';

/** A short reference the sender can quote, made by the server from the message's id. */
const contactReference = (id: string) => id.slice(-8).toUpperCase();

/**
 * The message is stored first, then a copy goes to the company inbox (replies reach the sender) and an
 * acknowledgement to the sender with the 24-hour reply promise and none of the sender's text (SECURITY.md: the form
 * is no relay). The mails are keyed by the message, so nothing is queued twice (decision 0027); a queue failure is
 * logged and the sender still hears success, since the message is kept.
 */
export async function receiveContactMessage(message: ContactMessageInput, requestId: string | undefined, log: Pick<Logger, 'error'>): Promise<string> {
  const id = await insertContactMessage(message, requestId);
  const optional = { ...(message.phone ? { phone: message.phone } : {}), ...(message.company ? { company: message.company } : {}) };
  try {
    await enqueueMail({
      to: brand.emails.inbox,
      template: 'contact-copy',
      data: { name: message.name, email: message.email, subject: message.subject, message: message.message, ...optional },
      replyTo: message.email,
      dedupeKey: `contact:${id}:copy`,
    });
    await enqueueMail({ to: message.email, template: 'contact-ack', data: { reference: contactReference(id) }, dedupeKey: `contact:${id}:ack` });
  } catch (error) {
    log.error({ err: error, contactMessageId: id }, 'contact mails not queued');
  }
  return id;
}
