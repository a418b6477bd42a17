import { createHash } from 'node:crypto';

/**
 * The digest of an answer's bytes (sha256, base64url): what the build keys its reads by
 * (src/lib/build-api.ts), the entity tag a conditional read is answered by (route.ts), and a bulk
 * product page's `digest`. One definition, so that a 304 means what the build takes it to mean.
 */
export const answerDigest = (bytes: string | Buffer) => createHash('sha256').update(bytes).digest('base64url');
