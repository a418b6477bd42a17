import { chmod, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { z } from 'zod';
import type { App } from '../lib/types.ts';
import { now } from '../lib/clock.ts';
import { withChanges } from '../lib/reads/changes.ts';
import { isToolName, TOOLS } from './registry.ts';
import { askTools, type ToolAnswer } from './client.ts';

export const ToolRequest = z.strictObject({ tool: z.string().max(40), args: z.array(z.string().max(10_000)).max(100) });
export type ToolRequest = z.infer<typeof ToolRequest>;
const BODY_LIMIT = 1 << 20;

/**
 * A running shop serves the operator's command-line tools on a Unix socket in its data folder, so
 * that `npm run editors|operators|orders` work beside `npm start` on the embedded database (which
 * only one process may open) as well as on PostgreSQL. Only who may read and write the data folder
 * reaches it (the socket is 0600); it is no network port and never passes a proxy.
 *
 * Starts serving the tools for `app`; null when another running shop already serves them from this
 * data folder.
 */
export async function serveTools(app: App, socketPath: string): Promise<{ close(): Promise<void> } | null> {
  if (await askTools(socketPath, null).catch(() => null)) return null;
  // A socket file left by a shop that did not stop cleanly.
  await rm(socketPath, { force: true });
  const server = createServer((req, res) => void answer(app, req, res));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  await chmod(socketPath, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function answer(app: App, req: IncomingMessage, res: ServerResponse) {
  const reply = (status: number, body: ToolAnswer) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  let raw = '';
  for await (const chunk of req) {
    raw += chunk;
    if (raw.length > BODY_LIMIT) return reply(413, { ok: false, output: 'request too large' });
  }
  if (req.method === 'GET') return reply(200, { ok: true, output: 'ready' });
  let parsed: ToolRequest;
  try {
    parsed = ToolRequest.parse(JSON.parse(raw));
  } catch {
    return reply(400, { ok: false, output: 'not a tool request' });
  }
  if (!isToolName(parsed.tool)) return reply(404, { ok: false, output: `no tool ${parsed.tool}` });
  const tool = TOOLS[parsed.tool];
  try {
    // What the tool changes reaches the instance's read cache as a request's writes do.
    const output = await withChanges(app.reads, () => tool({ db: app.db, now, withApp: (work) => work(app) }, parsed.args));
    reply(200, { ok: true, output });
  } catch (error) {
    app.log.warn({ err: error, tool: parsed.tool }, 'an operator tool refused or failed');
    reply(200, { ok: false, output: error instanceof Error ? error.message : String(error) });
  }
}
