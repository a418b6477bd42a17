import { describe, expect, it } from 'vitest';
import { contrastRatio, readableTextOn } from '../../src/lib/contrast.ts';

describe('text on an operator-chosen background', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('#ee5e7b', '#fff')).toBeCloseTo(3.22, 2);
    expect(contrastRatio('red', '#fff')).toBeNull();
  });

  it('keeps white text where it meets AA and turns to ink where it would not', () => {
    expect(readableTextOn('#C9325A')).toBe('#ffffff');
    expect(readableTextOn('#6B4E8C')).toBe('#ffffff');
    // The spec's default banner colour: white on it is 3.2:1, ink 4.8:1.
    expect(readableTextOn('#EE5E7B')).toBe('#2b2230');
    expect(contrastRatio(readableTextOn('#EE5E7B'), '#EE5E7B')).toBeGreaterThanOrEqual(4.5);
    expect(readableTextOn('#fdf1f3')).toBe('#2b2230');
    expect(readableTextOn('not-a-colour')).toBe('#ffffff');
  });
});
