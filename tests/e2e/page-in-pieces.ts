/**
 * Serves a page of the shop in two pieces, as a slow network can deliver it: the browser gets the
 * HTML up to a cut, paints what it has, and only then the rest. Everything else passes through.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface PieceServer {
  origin: string;
  /** The next request for `path` is answered up to byte `cut` of its HTML; `release()` sends the rest. */
  hold(path: string, cut: (html: string) => number): { release: () => void; cutAt: Promise<number> };
  close(): Promise<void>;
}

export async function pieceServer(shop: string): Promise<PieceServer> {
  const target = new URL(shop);
  let held: { path: string; cut: (html: string) => number; released: Promise<void>; cutAt: (n: number) => void } | null = null;

  const server = http.createServer((req, res) => {
    const hold = held && req.url === held.path ? held : null;
    if (hold) held = null;
    const headers = { ...req.headers, host: target.host };
    // The held page is split as text, so it is asked for uncompressed.
    if (hold) headers['accept-encoding'] = 'identity';
    const upstream = http.request({ host: target.hostname, port: target.port, path: req.url, method: req.method, headers }, (answer) => {
      if (!hold) {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on('data', (c: Buffer) => chunks.push(c));
      answer.on('end', () => {
        const body = Buffer.concat(chunks);
        const html = body.toString('utf8');
        const cut = Buffer.byteLength(html.slice(0, hold.cut(html)));
        const { 'content-length': _length, ...rest } = answer.headers;
        res.writeHead(answer.statusCode ?? 502, rest);
        res.write(body.subarray(0, cut));
        hold.cutAt(cut);
        void hold.released.then(() => res.end(body.subarray(cut)));
      });
    });
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://localhost:${port}`,
    hold(path, cut) {
      let release!: () => void;
      let cutAt!: (n: number) => void;
      const released = new Promise<void>((done) => (release = done));
      const at = new Promise<number>((done) => (cutAt = done));
      held = { path, cut, released, cutAt };
      return { release, cutAt: at };
    },
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
