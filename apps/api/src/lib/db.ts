import mongoose, { type Model } from 'mongoose';

// Decision 0002: filters are built from parsed input only, and mongoose neutralises any operator that slips in.
mongoose.set('sanitizeFilter', true);
mongoose.set('strictQuery', true);
// Indexes are created explicitly on start (below), not lazily per model.
mongoose.set('autoIndex', false);

/** The collections whose indexes a connection creates; the composition lists them (composition.ts MODELS). */
export type Models = readonly Model<any>[]; // eslint-disable-line @typescript-eslint/no-explicit-any

export async function connectDatabase(uri: string, models: Models): Promise<typeof mongoose> {
  const connection = await mongoose.connect(uri, { serverSelectionTimeoutMS: 10_000 });
  await ensureIndexes(models);
  return connection;
}

/** Creates every declared index (unique e-mail, owner + createdAt, owner + status + createdAt, ...). */
async function ensureIndexes(models: Models): Promise<void> {
  // Collections are independent, so their round trips overlap (start-up and every test file's fresh database wait
  // for the slowest collection, not the sum of them).
  const pending: Promise<void>[] = [];
  for (const model of models) pending.push(createWithIndexes(model));
  await Promise.all(pending);
}

async function createWithIndexes(model: Models[number]): Promise<void> {
  await model.createCollection().catch((error: { codeName?: string; code?: number }) => {
    if (error.code !== 48 && error.codeName !== 'NamespaceExists') throw error;
  });
  await model.createIndexes();
}

export async function disconnectDatabase(): Promise<void> {
  await mongoose.disconnect();
}
