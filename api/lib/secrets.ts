import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (s: string) => createHash('sha256').update(s, 'utf8').digest();

/**
 * Whether a secret a client sent is the expected one. Their SHA-256 digests are compared, so any
 * input (another length, characters outside ASCII) is a plain "no": nothing throws, and the time
 * taken tells nothing of the secret's length or content.
 */
export function sameSecret(given: unknown, expected: string): boolean {
  return typeof given === 'string' && timingSafeEqual(digest(given), digest(expected));
}
