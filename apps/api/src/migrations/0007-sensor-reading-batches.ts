import { legacySensorReadings, moveIntoBatch, type LegacySensorReading } from '../modules/cold-chain/readings.repository';

const BATCH = 100;

/**
 * Decision 0075: sensor readings stored one per document move into batches of up to 100 per device and booking, in
 * time order, each batch written before its readings are removed. Cut short, it runs again and finds the same
 * batches: the readings left start where it stopped. Readers merge both collections meanwhile and give a reading
 * stored in both once. Returns the readings moved.
 */
export async function moveSensorReadingsIntoBatches(): Promise<number> {
  let moved = 0;
  let booking = '';
  const open = new Map<string, LegacySensorReading[]>();
  const flush = async (chunk: LegacySensorReading[]) => {
    await moveIntoBatch(chunk);
    moved += chunk.length;
  };
  for await (const reading of legacySensorReadings()) {
    if (String(reading.bookingId) !== booking) {
      for (const chunk of open.values()) await flush(chunk);
      open.clear();
      booking = String(reading.bookingId);
    }
    const device = String(reading.deviceId);
    const chunk = open.get(device) ?? [];
    chunk.push(reading);
    open.set(device, chunk);
    if (chunk.length === BATCH) {
      await flush(chunk);
      open.delete(device);
    }
  }
  for (const chunk of open.values()) await flush(chunk);
  return moved;
}
