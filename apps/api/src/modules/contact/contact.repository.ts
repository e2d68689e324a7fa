import type { ContactMessageInput } from '@meridian/contracts';
import { ContactMessageModel } from './contact.model';

export async function insertContactMessage(message: ContactMessageInput, requestId: string | undefined): Promise<string> {
  const created = await ContactMessageModel.create({ ...message, requestId });
  return String(created._id);
}
