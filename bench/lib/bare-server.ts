/**
 * The reference of `npm run bench:reads`: a bare Fastify app answering a fixed JSON envelope on
 * every path, in its own process like the shop's API. Prints its port once it listens.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const envelope = {
  code: 200,
  message: 'success',
  data: { list: [{ id: 1, product_name: 'Velvet Wand' }], total: 1, page: 1, page_size: 20 },
};
app.all('/*', async () => envelope);
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 }));
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
