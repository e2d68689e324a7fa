import { recordRecipients, type UserRecord } from '../users/users.service';
import { findBookingById } from './bookings.repository';

/**
 * Decision 0087: who is told about a booking (notifications, e-mails): its creator while they are a member of the
 * booking's organization, else that organization's admins. Events carry the booking as clients see it, without its
 * organization, so it is read here unless the publisher knew it.
 */
export async function bookingRecipients(booking: { _id: string; createdBy?: unknown }, organizationId?: string): Promise<UserRecord[]> {
  const owner = organizationId ?? (await findBookingById(booking._id))?.organizationId;
  return recordRecipients({ createdBy: booking.createdBy, organizationId: owner ?? booking.createdBy });
}
