import { AVATAR_MAX_BYTES, AVATAR_TYPES, CHUNK_SIZE } from '../../../api/modules/upload/rules.ts';
import { uploadChunk } from '../../lib/api/upload.ts';
import { updateUser, uploadAvatar } from '../../lib/api/user.ts';

/** Why a picked file is refused before anything is sent (spec §5). */
export type AvatarProblem = 'type' | 'size';

export function checkAvatarFile(file: { type: string; size: number }): AvatarProblem | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > AVATAR_MAX_BYTES) return 'size';
  return null;
}

/** The file could not be read in the browser (spec §8: '文件读取失败'). */
export class FileReadError extends Error {
  constructor(cause: unknown) {
    super('file read failed', { cause });
    this.name = 'FileReadError';
  }
}

/** An upload that ended without the server returning a url. */
export class UploadIncompleteError extends Error {
  constructor() {
    super('upload incomplete');
    this.name = 'UploadIncompleteError';
  }
}

export async function sha256Hex(data: ArrayBuffer): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', data);
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

const extensionOf = (name: string) => (/\.([A-Za-z0-9]{1,8})$/.exec(name)?.[1] ?? '').toLowerCase();

/**
 * Sends a file to POST /upload/chunk in 2 MB parts (spec §4), each carrying the sha256 of the whole
 * file, until the server answers with the assembled file's url.
 */
export async function uploadInChunks(file: File, onProgress?: (done: number, total: number) => void): Promise<string> {
  let bytes: ArrayBuffer;
  try {
    bytes = await file.arrayBuffer();
  } catch (error) {
    throw new FileReadError(error);
  }
  const hash = await sha256Hex(bytes);
  const total = Math.ceil(file.size / CHUNK_SIZE);
  for (let index = 0; index < total; index += 1) {
    const result = await uploadChunk({
      package: file.slice(index * CHUNK_SIZE, (index + 1) * CHUNK_SIZE),
      hash,
      total,
      name: file.name,
      type: file.type,
      size: file.size,
      index,
      ext: extensionOf(file.name),
    });
    onProgress?.(index + 1, total);
    if (result.done) return result.url;
  }
  throw new UploadIncompleteError();
}

/**
 * The avatar upload of spec §4: a file under 2 MB goes to POST /user/uploadAvatar as one image; a
 * larger one goes in chunks and its url is then saved with POST /user/update. Returns the new avatar.
 */
export async function uploadAvatarFile(file: File, onProgress?: (done: number, total: number) => void): Promise<string> {
  if (file.size < CHUNK_SIZE) {
    const { avatar } = await uploadAvatar(file, file.name);
    onProgress?.(1, 1);
    return avatar;
  }
  const url = await uploadInChunks(file, onProgress);
  const user = await updateUser({ avatar: url });
  return user.avatar ?? url;
}
