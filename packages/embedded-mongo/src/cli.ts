import { parseArgs } from 'node:util';
import { EmbeddedMongo } from './server';

// `embedded-mongo --port 27017 --data ./data/mongo`: a server mongosh or Compass can connect to.
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '27017' },
    host: { type: 'string', default: '127.0.0.1' },
    data: { type: 'string' },
  },
});

const server = await EmbeddedMongo.create({
  port: Number(values.port),
  host: values.host,
  ...(values.data ? { dataDir: values.data } : {}),
});
console.warn(`embedded-mongo listening on ${server.getUri()} (${values.data ? `data in ${values.data}` : 'in memory'})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.stop().then(() => process.exit(0));
  });
}
