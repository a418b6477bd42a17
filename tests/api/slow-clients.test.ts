import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import net from 'node:net';
import { bearer, signIn } from './helpers/auth.ts';
import { createTestContext, type TestContext } from './helpers/context.ts';

/** Slow and oversized clients, over a real socket: the server cuts them off rather than waiting on them. */
describe('clients that send too slowly or too much', () => {
  let ctx: TestContext;
  let port: number;
  beforeAll(async () => {
    ctx = await createTestContext({ seed: false, env: { REQUEST_TIMEOUT_SECONDS: '2', BODY_LIMIT: '2048' } });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    port = (ctx.app.server.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    await ctx?.close();
  });

  /** Opens a socket, runs `talk` on it, and resolves with everything the server sent once it closed the connection. */
  const conversation = (talk: (socket: net.Socket) => void) =>
    new Promise<string>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      let answer = '';
      socket.on('data', (d) => (answer += d.toString('latin1')));
      socket.on('error', () => {});
      socket.on('close', () => resolve(answer));
      socket.on('connect', () => talk(socket));
    });

  it('answers 408 and closes the connection of a body trickled a byte at a time', async () => {
    let timer: NodeJS.Timeout | undefined;
    const answer = await conversation((socket) => {
      socket.write(
        'POST /api/email/sendVerifyCode HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
      );
      timer = setInterval(() => socket.writable && socket.write(' '), 100);
    });
    clearInterval(timer);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('refuses a body over the limit with 413 and closes the connection instead of reading the rest (a JSON body)', async () => {
    const token = bearer(await signIn(ctx, 'big-body@example.com')).authorization;
    const answer = await conversation((socket) => {
      // Chunked, so the size is only known while reading (as for an upload): the limit is met mid-body.
      socket.write(
        `POST /api/user/update HTTP/1.1\r\nHost: shop\r\nAuthorization: ${token}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n`,
      );
      // Keeps sending: a server that reads on would never close this connection.
      const chunk = Buffer.from(`4000\r\n${' '.repeat(0x4000)}\r\n`);
      const pump = () => {
        while (socket.writable && socket.write(chunk));
        if (socket.writable) socket.once('drain', pump);
      };
      pump();
    });
    expect(answer).toMatch(/^HTTP\/1\.1 413/);
    expect(answer.toLowerCase()).toContain('connection: close');
  });

  /** Sends a multipart upload of an endless file, chunked, until the server closes the connection. */
  const endlessUpload = (token: string, headers = 'Transfer-Encoding: chunked') =>
    conversation((socket) => {
      socket.write(
        `POST /api/upload/image HTTP/1.1\r\nHost: shop\r\nAuthorization: ${token}\r\n` +
          `Content-Type: multipart/form-data; boundary=XyZ\r\n${headers}\r\n\r\n`,
      );
      const head = '--XyZ\r\nContent-Disposition: form-data; name="image"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n';
      if (headers.includes('chunked')) socket.write(`${head.length.toString(16)}\r\n${head}\r\n`);
      else socket.write(head);
      const body = Buffer.alloc(0x10000, 1);
      const chunk = headers.includes('chunked') ? Buffer.concat([Buffer.from('10000\r\n'), body, Buffer.from('\r\n')]) : body;
      const pump = () => {
        while (socket.writable && socket.write(chunk));
        if (socket.writable) socket.once('drain', pump);
      };
      pump();
    });

  it('refuses an upload over its size with 413 and closes the connection instead of reading the rest of the file', async () => {
    const token = bearer(await signIn(ctx, 'big-upload@example.com')).authorization;
    const answer = await endlessUpload(token);
    expect(answer).toMatch(/^HTTP\/1\.1 413/);
    expect(answer.toLowerCase()).toContain('connection: close');
  });

  it('refuses an upload whose announced length is over the limit before reading its body', async () => {
    const token = bearer(await signIn(ctx, 'long-upload@example.com')).authorization;
    const answer = await endlessUpload(token, `Content-Length: ${1024 * 1024 * 1024}`);
    expect(answer).toMatch(/^HTTP\/1\.1 413/);
    expect(answer.toLowerCase()).toContain('connection: close');
  });
});
