/** A TCP proxy a test cuts (every connection dropped, new ones refused) and restores: a network or server outage. */
import net from 'node:net';
import { freePort } from './ports.ts';

export async function tcpProxy(target: { host: string; port: number }) {
  const port = await freePort();
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;

  const open = () =>
    new Promise<void>((resolve, reject) => {
      const listening = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        const end = () => {
          client.destroy();
          upstream.destroy();
          sockets.delete(client);
          sockets.delete(upstream);
        };
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('error', end);
          s.on('close', end);
        }
        client.pipe(upstream).pipe(client);
      });
      listening.once('error', reject);
      listening.listen(port, '127.0.0.1', () => resolve());
      server = listening;
    });

  const cut = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      sockets.clear();
      if (!server) return resolve();
      server.close(() => resolve());
      server = null;
    });

  await open();
  return { port, cut, restore: open };
}
