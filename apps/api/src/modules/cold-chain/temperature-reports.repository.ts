import mongoose from 'mongoose';
import { isDuplicateKeyError } from '../../lib/errors';
import { TemperatureReportModel, type TemperatureReportDoc } from './temperature-reports.model';

export type NewTemperatureReport = Omit<TemperatureReportDoc, '_id' | 'bookingId' | 'createdAt'> & { bookingId: string };

export type IssuedTemperatureReport = { at: string; timeInBandPercent: number };

/**
 * Records a digest once; the same readings give the same digest, so a second call changes nothing. Answers when the
 * digest was first issued and the time in band it stated then, which every later copy repeats (decision 0084).
 */
export async function rememberTemperatureReport(report: NewTemperatureReport): Promise<IssuedTemperatureReport> {
  const { digest, bookingId, ...rest } = report;
  let stored: Pick<TemperatureReportDoc, 'createdAt' | 'timeInBandPercent'> | null = null;
  try {
    stored = await TemperatureReportModel.findOneAndUpdate(
      { digest },
      { $setOnInsert: { digest, bookingId: new mongoose.Types.ObjectId(bookingId), ...rest, createdAt: new Date() } },
      { upsert: true, timestamps: false, returnDocument: 'after', projection: { createdAt: 1, timeInBandPercent: 1 } },
    )
      .lean<TemperatureReportDoc>()
      .exec();
  } catch (error) {
    // Two readers of the same log raced to record it: the other one did.
    if (!isDuplicateKeyError(error)) throw error;
  }
  stored ??= await TemperatureReportModel.findOne({ digest }, { createdAt: 1, timeInBandPercent: 1 }).lean<TemperatureReportDoc>().exec();
  return { at: new Date(stored!.createdAt).toISOString(), timeInBandPercent: stored!.timeInBandPercent };
}

/** The newest report of the same booking issued after `after` (so never the one issued then); null when there is none. */
export function findLaterTemperatureReport(bookingId: string, after: Date): Promise<Pick<TemperatureReportDoc, 'digest'> | null> {
  return TemperatureReportModel.findOne({ bookingId: new mongoose.Types.ObjectId(bookingId), createdAt: mongoose.trusted({ $gt: after }) }, { digest: 1 })
    .sort({ createdAt: -1 })
    .lean<TemperatureReportDoc>()
    .exec();
}

export function findTemperatureReport(digest: string): Promise<TemperatureReportDoc | null> {
  return TemperatureReportModel.findOne({ digest }).lean<TemperatureReportDoc>().exec();
}
