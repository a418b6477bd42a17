import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CALLS_FILE, renderCalls } from '../../scripts/contracts.ts';

describe('the storefront’s routes file', () => {
  it('is exactly what the contracts generate (a changed contract without `npm run contracts` fails here)', () => {
    expect(readFileSync(CALLS_FILE, 'utf8')).toBe(renderCalls());
  });
});
