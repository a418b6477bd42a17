import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

/** A small real PNG. */
export const pngImage = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: { r: 238, g: 94, b: 123 } } })
    .png()
    .toBuffer();

/** A small real JPEG carrying EXIF (camera, copyright) that an upload must strip. */
export const jpegWithExif = () =>
  sharp({ create: { width: 80, height: 60, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .jpeg()
    .withExif({ IFD0: { Make: 'SecretCam', Copyright: 'Home address 12' } })
    .toBuffer();

/** A real image of noise (which hardly compresses), so its file is at least `minBytes` long. */
export async function largeImage(format: 'png' | 'jpeg', minBytes: number): Promise<Buffer> {
  // Noise costs about 3 bytes a pixel in PNG and a bit less in a top-quality JPEG.
  const side = Math.ceil(Math.sqrt(minBytes / (format === 'png' ? 2.9 : 2.5)));
  const raw = { raw: { width: side, height: side, channels: 3 as const } };
  const img = sharp(randomBytes(side * side * 3), raw);
  const data = await (
    format === 'png' ? img.png({ compressionLevel: 1 }) : img.jpeg({ quality: 100, chromaSubsampling: '4:4:4' })
  ).toBuffer();
  if (data.length < minBytes) throw new Error(`test image came out at ${data.length} bytes, below ${minBytes}`);
  return data;
}

/** A multipart body (as a browser's FormData sends it) for app.inject. */
export function multipart(parts: Array<{ name: string; value: string } | { name: string; filename: string; type: string; data: Buffer }>) {
  const boundary = `----mooli${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('data' in part) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type}\r\n\r\n`,
        ),
      );
      chunks.push(part.data, Buffer.from('\r\n'));
    } else {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Posts a multipart form to the app; returns the envelope with its HTTP status. */
export async function postForm(
  app: import('../../../api/lib/types.ts').App,
  url: string,
  parts: Parameters<typeof multipart>[0],
  headers: Record<string, string> = {},
) {
  const body = multipart(parts);
  const res = await app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, ...headers } });
  return { status: res.statusCode, ...(res.json() as { code: number; message: string; data: any }) };
}
