import mongoose, { Schema } from 'mongoose';

// One document per migration that has finished; its absence is what makes the runner run it.
const migrationSchema = new Schema({ _id: String, finishedAt: Date, changed: Number }, { versionKey: false });
export const MigrationModel = mongoose.model('Migration', migrationSchema, 'migrations');
