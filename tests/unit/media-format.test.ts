import { describe, expect, it } from 'vitest';
import { getDeviceId } from '../../src/lib/device.ts';
import { formatDuration, isoDuration } from '../../src/lib/duration.ts';

describe('media helpers', () => {
  it('shows durations as m:ss and as ISO 8601', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(9)).toBe('0:09');
    expect(formatDuration(42)).toBe('0:42');
    expect(formatDuration(125)).toBe('2:05');
    expect(isoDuration(30)).toBe('PT30S');
  });

  it('keeps one device id of 32 letters and digits', () => {
    const id = getDeviceId();
    expect(id).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(getDeviceId()).toBe(id);
  });
});
