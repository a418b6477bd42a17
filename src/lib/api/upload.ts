import { upload } from './calls.ts';
import { bind } from './index.ts';

const sendImage = bind(upload.image);
const sendChunk = bind(upload.chunk);

export function uploadImage(file: Blob, name: string) {
  const body = new FormData();
  body.append('image', file, name);
  return sendImage(body);
}

/** One part of a chunked upload (spec §7): `hash` is the sha256 hex of the whole file, `index` counts from 0. */
export interface ChunkPart {
  package: Blob;
  hash: string;
  total: number;
  name: string;
  type: string;
  size: number;
  index: number;
  ext: string;
}

export function uploadChunk(part: ChunkPart) {
  const body = new FormData();
  // Fields first: a streaming multipart parser sees them before the file part.
  for (const key of ['hash', 'total', 'name', 'type', 'size', 'index', 'ext'] as const) body.append(key, String(part[key]));
  body.append('package', part.package, `${part.name}.part${part.index}`);
  return sendChunk(body);
}
