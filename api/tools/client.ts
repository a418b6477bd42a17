import { request } from 'node:http';
import path from 'node:path';
import type { Config } from '../config.ts';

/** Where a running shop serves the operator's tools (api/tools/socket.ts). */
export const toolsSocketPath = (config: Pick<Config, 'DATA_DIR'>) => path.resolve(config.DATA_DIR, 'tools.sock');

export interface ToolAnswer {
  ok: boolean;
  output: string;
}

/**
 * Asks the running shop to run a tool (or, with `null`, whether it serves them). Rejects when no
 * shop answers on the socket (none running, or a stale file).
 */
export function askTools(socketPath: string, ask: { tool: string; args: string[] } | null): Promise<ToolAnswer> {
  return new Promise((resolve, reject) => {
    const req = request({ socketPath, path: '/', method: ask ? 'POST' : 'GET', headers: { 'content-type': 'application/json' } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => {
        try {
          resolve(JSON.parse(body) as ToolAnswer);
        } catch (error) {
          reject(error);
        }
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(ask ? JSON.stringify(ask) : undefined);
  });
}
