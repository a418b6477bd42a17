import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body as the server sent it, decoded from its Content-Encoding. */
  body: Buffer;
  text: string;
  json: any;
}

/**
 * HTTP/1.1 requests to one server from a chosen loopback address: each `from` is another client
 * address as the server sees it (127.0.0.0/8 is all loopback on Linux), so per-IP limits and the
 * address nginx forwards can be checked from one machine.
 */
export function deployClient(base: string) {
  const url = new URL(base);
  const agents = new Map<string, http.Agent>();
  const agentFor = (from: string) => {
    let agent = agents.get(from);
    if (!agent) agents.set(from, (agent = new http.Agent({ keepAlive: true, maxSockets: 16, localAddress: from })));
    return agent;
  };
  return {
    request(method: string, path: string, opts: { body?: unknown; headers?: Record<string, string>; from?: string } = {}): Promise<Answer> {
      const payload = opts.body === undefined ? undefined : JSON.stringify(opts.body);
      return new Promise((resolve, reject) => {
        const req = http.request(
          {
            agent: agentFor(opts.from ?? '127.0.0.1'),
            host: url.hostname,
            port: url.port,
            method,
            path,
            headers: {
              ...opts.headers,
              ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
            },
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () => {
              const raw = Buffer.concat(chunks);
              const encoding = res.headers['content-encoding'];
              const body = encoding === 'gzip' ? gunzipSync(raw) : encoding === 'br' ? brotliDecompressSync(raw) : raw;
              const text = body.toString('utf8');
              let json: unknown = null;
              if (/json/.test(res.headers['content-type'] ?? '')) json = JSON.parse(text);
              resolve({ status: res.statusCode ?? 0, headers: res.headers, body, text, json });
            });
            res.on('error', reject);
          },
        );
        req.on('error', reject);
        req.end(payload);
      });
    },
    close: () => agents.forEach((a) => a.destroy()),
  };
}
