import http from 'node:http';

/**
 * A JSON client over keep-alive HTTP/1.1 connections: lighter than fetch, so that the load generator
 * takes as little as possible of the CPU it shares with the server it measures.
 */
export function jsonClient(base: string, maxSockets = 64) {
  const agent = new http.Agent({ keepAlive: true, maxSockets });
  const url = new URL(base);
  return {
    request<T = any>(
      method: string,
      path: string,
      body?: unknown,
      headers: Record<string, string> = {},
    ): Promise<{ status: number; json: T }> {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      return new Promise((resolve, reject) => {
        const req = http.request(
          {
            agent,
            host: url.hostname,
            port: url.port,
            method,
            path,
            headers: {
              ...headers,
              ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
            },
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () => {
              const text = Buffer.concat(chunks).toString('utf8');
              try {
                resolve({ status: res.statusCode ?? 0, json: text ? JSON.parse(text) : null });
              } catch (error) {
                reject(error);
              }
            });
            res.on('error', reject);
          },
        );
        req.on('error', reject);
        req.end(payload);
      });
    },
    close: () => agent.destroy(),
  };
}
