/**
 * The reference of `npm run bench:reads`: a bare Fastify app in its own process, like the shop's
 * API, with one route per measured call at the shop's method and path, each answering a fixed JSON
 * envelope: bytes the bench captured from the shop before measuring, read from the file named by
 * the first argument (`[{ method, url, json }]`). The envelope is encoded once and sent as it is,
 * as the shop sends a cached answer; Fastify still parses a JSON body, as it does for the shop.
 * Prints its port once it listens.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

interface BareRoute {
  method: 'GET' | 'POST';
  url: string;
  json: string;
}

const routes = JSON.parse(readFileSync(process.argv[2], 'utf8')) as BareRoute[];
const app = Fastify({ logger: false });
for (const { method, url, json } of routes) {
  const envelope = Buffer.from(json, 'utf8');
  app.route({
    method,
    url,
    handler: (_req, reply) => {
      reply.type('application/json; charset=utf-8').send(envelope);
    },
  });
}
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 }));
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
