import mongoose, { Schema } from 'mongoose';

// Decision 0098: one document per GS1 company prefix, holding the last SSCC serial reference handed out under it.
// Only ever moved forward by one atomic $inc, so a serial is never handed out twice, in any process, even after a crash.
const ssccSerialSchema = new Schema({ _id: { type: String, required: true }, last: { type: Number, required: true, default: 0 } }, { versionKey: false });

export const SsccSerialModel = mongoose.model('SsccSerial', ssccSerialSchema, 'sscc_serials');
