import { isDuplicateKeyError } from '../../lib/errors';
import { NewsletterSubscriptionModel } from './newsletter.model';

/** Inserts the address unless it is already there; says whether it was new. */
export async function subscribe(email: string): Promise<boolean> {
  const normalized = email.trim().toLowerCase();
  try {
    const result = await NewsletterSubscriptionModel.updateOne(
      { email: normalized },
      { $setOnInsert: { email: normalized } },
      { upsert: true },
    ).exec();
    return result.upsertedCount > 0;
  } catch (error) {
    // Two racing upserts: the unique index lets one win; the other is simply already subscribed.
    if (isDuplicateKeyError(error)) return false;
    throw error;
  }
}
