import { defineCall } from '../../lib/contract.ts';
import { ChunkResult, UploadResult } from './schema.ts';

/** Multipart, field `image`: a profile image up to the avatar limit, cleaned and re-encoded. */
export const image = defineCall({ method: 'POST', path: '/upload/image', auth: 'required', form: true, response: UploadResult });

/** Multipart: package (the chunk), hash, total, name, type, size, index, ext. */
export const chunk = defineCall({ method: 'POST', path: '/upload/chunk', auth: 'required', form: true, response: ChunkResult });
