import mongoose from 'mongoose';
import { isDuplicateKeyError } from '../../lib/errors';
import { TemperatureReportModel, type TemperatureReportDoc } from './temperature-reports.model';

export type NewTemperatureReport = Omit<TemperatureReportDoc, '_id' | 'bookingId' | 'createdAt'> & { bookingId: string };

/** Records a digest once; the same readings give the same digest, so a second call changes nothing. */
export async function rememberTemperatureReport(report: NewTemperatureReport): Promise<void> {
  const { digest, bookingId, ...rest } = report;
  try {
    await TemperatureReportModel.updateOne(
      { digest },
      { $setOnInsert: { digest, bookingId: new mongoose.Types.ObjectId(bookingId), ...rest, createdAt: new Date() } },
      { upsert: true, timestamps: false },
    ).exec();
  } catch (error) {
    // Two readers of the same log raced to record it: the other one did.
    if (!isDuplicateKeyError(error)) throw error;
  }
}

export function findTemperatureReport(digest: string): Promise<TemperatureReportDoc | null> {
  return TemperatureReportModel.findOne({ digest }).lean<TemperatureReportDoc>().exec();
}
