import { SsccSerialModel } from './sscc-serials.model';

/**
 * Reserves `count` consecutive serial references under the company prefix in one atomic write and answers the first
 * (decision 0098). A reservation whose booking is never inserted leaves a gap; the serials are never handed out again.
 */
export async function reserveSsccSerials(companyPrefix: string, count: number): Promise<number> {
  const counter = await SsccSerialModel.collection.findOneAndUpdate(
    { _id: companyPrefix as never },
    { $inc: { last: count } },
    { upsert: true, returnDocument: 'after' },
  );
  if (!counter) throw new Error('SSCC serial counter missing after upsert');
  return counter.last - count + 1;
}
