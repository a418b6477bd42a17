import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError, Code, invalid } from './envelope.ts';
import type { App } from './types.ts';

/** Enables multipart bodies in the calling plugin only (uploads), with tight default limits. */
export async function registerMultipart(app: App): Promise<void> {
  await app.register(multipart, { limits: { files: 1, fields: 10, fieldSize: 1024, parts: 12, headerPairs: 100 } });
}

export interface UploadedFile {
  data: Buffer;
  filename: string;
}

export interface Form {
  file: UploadedFile;
  fields: Record<string, string>;
}

const failures: Record<string, (tooLarge: string) => AppError> = {
  FST_REQ_FILE_TOO_LARGE: (tooLarge) => new AppError(Code.tooLarge, tooLarge),
  FST_FILES_LIMIT: () => invalid('Send one file per request'),
  FST_FIELDS_LIMIT: () => invalid('Too many form fields'),
  FST_PARTS_LIMIT: () => invalid('Too many form parts'),
  FST_PROTO_VIOLATION: () => invalid('Invalid form field name'),
  FST_MP_PREMATURE_CLOSE: () => invalid('The upload was interrupted'),
  FST_INVALID_JSON_FIELD_ERROR: () => invalid('A form field is not valid JSON'),
};

/** What a form's text fields, part headers and boundaries may add to its file (10 fields of 1 KiB and some). */
const FORM_OVERHEAD = 16 * 1024;

/**
 * A part's bytes, refused (413) as soon as more than `max` have arrived: the parser, at its limit,
 * would only end the part at its closing boundary, after reading all the rest. The 413 closes the
 * connection (errors.ts), so the rest is never read.
 */
async function readAtMost(stream: AsyncIterable<Buffer>, max: number, tooLarge: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += chunk.length;
    if (size > max) throw new AppError(Code.tooLarge, tooLarge);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** The boundary parameter RFC 2046 allows (1 to 70 characters), quoted or not. */
const BOUNDARY = /;\s*boundary=(?:"[^"]{1,70}"|[^\s;"]{1,70})\s*(;|$)/i;

/**
 * Reads a multipart form with exactly one file in `fileField` of at most `maxBytes` (413 with
 * `tooLargeMessage` above) and a few short text fields, in any order.
 */
export async function readForm(req: FastifyRequest, opts: { fileField: string; maxBytes: number; tooLargeMessage: string }): Promise<Form> {
  if (!req.isMultipart()) throw invalid(`${opts.fileField}: send the file as multipart/form-data`);
  if (!BOUNDARY.test(req.headers['content-type'] ?? '')) throw invalid('The form data has no valid boundary');
  // A body announced larger than the file and its fields can be is refused before any of it is read.
  if (Number(req.headers['content-length'] ?? 0) > opts.maxBytes + FORM_OVERHEAD) throw new AppError(Code.tooLarge, opts.tooLargeMessage);
  const fields: Record<string, string> = {};
  let file: UploadedFile | undefined;
  try {
    // The parser passes one byte more than the limit, so readAtMost sees the file is too large at once.
    for await (const part of req.parts({ limits: { fileSize: opts.maxBytes + 1, files: 1, fields: 10, fieldSize: 1024, parts: 12 } })) {
      if (part.type === 'file') {
        if (part.fieldname !== opts.fileField) {
          part.file.resume();
          throw invalid(`${part.fieldname}: unexpected file, send it as ${opts.fileField}`);
        }
        file = { data: await readAtMost(part.file, opts.maxBytes, opts.tooLargeMessage), filename: part.filename };
      } else {
        if (part.valueTruncated) throw invalid(`${part.fieldname}: value is too long`);
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const make = failures[(error as { code?: string }).code ?? ''];
    if (make) throw make(opts.tooLargeMessage);
    // The loop only parses the body, so an error without a code is the parser's: a broken body.
    if (!(error as { code?: string }).code) throw invalid('The form data is malformed');
    throw error;
  }
  if (!file || file.data.length === 0) throw invalid(`${opts.fileField}: a file is required`);
  return { file, fields };
}
