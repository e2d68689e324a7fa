import mongoose, { Schema } from 'mongoose';

// One document per named sequence; findOneAndUpdate with $inc is atomic on a single document, in every process.
const counterSchema = new Schema({ _id: { type: String, required: true }, seq: { type: Number, required: true, default: 0 } }, { versionKey: false });

export const CounterModel = mongoose.model('Counter', counterSchema);
