// The bare baseline for bench.ts: node:http + the native driver answering the same list (records,
// pagination, counts) for the same data, without express, mongoose, validation or auth.
import { createServer } from 'node:http';
import { MongoClient, ObjectId } from 'mongodb';

const uri = process.env.MONGODB_URI;
const port = Number(process.env.PORT ?? 0);
const STATUSES = ['pending', 'confirmed', 'in-transit', 'delivered', 'cancelled'];

const client = await MongoClient.connect(uri);
const bookings = client.db().collection('bookings');

const server = createServer(async (req, res) => {
  try {
    const url = new URL(req.url, 'http://x');
    const owner = new ObjectId(req.headers['x-user-id']);
    const limit = Math.min(100, Number(url.searchParams.get('limit') ?? 100));
    const page = Math.max(1, Number(url.searchParams.get('page') ?? 1));
    const status = url.searchParams.get('status');
    const filter = status ? { createdBy: owner, status } : { createdBy: owner };
    const [records, groups] = await Promise.all([
      bookings.find(filter).sort({ createdAt: -1, _id: -1 }).skip((page - 1) * limit).limit(limit).toArray(),
      bookings.aggregate([{ $match: { createdBy: owner } }, { $group: { _id: '$status', n: { $sum: 1 } } }]).toArray(),
    ]);
    const counts = STATUSES.map((s) => groups.find((g) => g._id === s)?.n ?? 0);
    const total = counts.reduce((a, b) => a + b, 0);
    const totalRecords = status ? (counts[STATUSES.indexOf(status)] ?? 0) : total;
    const body = JSON.stringify({
      error: false,
      message: 'Bookings fetched successfully',
      data: {
        records,
        pagination: { currentPage: page, totalPages: Math.max(1, Math.ceil(totalRecords / limit)), totalRecords, limit },
        counts: { total, ...Object.fromEntries(STATUSES.map((s, i) => [s, counts[i]])) },
      },
    });
    res.writeHead(200, { 'content-type': 'application/json' }).end(body);
  } catch (error) {
    res.writeHead(500).end(String(error));
  }
});
server.listen(port, '127.0.0.1', () => console.warn(`[baseline] listening on ${server.address().port}`));
process.on('SIGTERM', () => server.close(() => client.close().then(() => process.exit(0))));
