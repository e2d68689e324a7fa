import { ReceiverMailOptOutModel } from './receiver-mail-opt-outs.model';

/** Records the opt-out once; a second click keeps the first time. */
export async function recordReceiverMailOptOut(addressHash: string, now: Date): Promise<void> {
  try {
    await ReceiverMailOptOutModel.updateOne({ addressHash }, { $setOnInsert: { addressHash, optedOutAt: now } }, { upsert: true }).exec();
  } catch (error) {
    // Two clicks at once: both upserts insert, the unique index keeps one, and the other is already what it asked for.
    if ((error as { code?: number }).code !== 11000) throw error;
  }
}

export async function hasReceiverMailOptOut(addressHash: string): Promise<boolean> {
  return (await ReceiverMailOptOutModel.exists({ addressHash }).exec()) !== null;
}
