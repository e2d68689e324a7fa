// The migration run as its own process (what a server start does), so the test can kill it with SIGKILL mid-way.
import { connectAppDatabase } from '../../src/composition';
import { disconnectDatabase } from '../../src/lib/db';
import { backfillPlacesAndPieces } from '../../src/migrations/0009-places-and-pieces';

await connectAppDatabase(process.env.MONGODB_URI!);
process.stdout.write('started\n');
const written = await backfillPlacesAndPieces({ batchSize: Number(process.env.BATCH_SIZE ?? 200) });
process.stdout.write(`written ${written}\n`);
await disconnectDatabase();
