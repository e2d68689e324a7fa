import mongoose, { Schema } from 'mongoose';

// A stream ticket is stored as its SHA-256 only: a database reader cannot open anyone's stream with what it finds.
const streamTicketSchema = new Schema(
  {
    tokenHash: { type: String, required: true },
    userId: { type: Schema.Types.ObjectId, required: true, ref: 'User' },
    expiresAt: { type: Date, required: true },
  },
  { versionKey: false },
);

streamTicketSchema.index({ tokenHash: 1 }, { name: 'token_hash_unique', unique: true });
// MongoDB removes expired tickets itself; the lookup also checks expiresAt, since the TTL reaper runs only once a minute.
streamTicketSchema.index({ expiresAt: 1 }, { name: 'expires_ttl', expireAfterSeconds: 0 });

export const StreamTicketModel = mongoose.model('StreamTicket', streamTicketSchema);
