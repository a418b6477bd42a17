import { describe, expect, it } from 'vitest';
import { SAMPLE_RATE, wavBytes, wavSeconds } from '../../api/seed/audio.ts';
import { audioStories, radioEpisodes } from '../../api/seed/data/audio-stories.ts';

describe('synthesised seed audio', () => {
  it('is a playable PCM WAV whose length is the duration the shop states', () => {
    for (const { tune } of [...audioStories, ...radioEpisodes]) {
      const wav = wavBytes(tune);
      expect(wav.subarray(0, 4).toString()).toBe('RIFF');
      expect(wav.subarray(8, 12).toString()).toBe('WAVE');
      expect(wav.readUInt32LE(24)).toBe(SAMPLE_RATE);
      expect(wav.length).toBe(44 + tune.seconds * SAMPLE_RATE * 2);
      expect(wavSeconds(wav)).toBe(tune.seconds);
    }
  });

  it('is not silence and never clips', () => {
    const wav = wavBytes(audioStories[0].tune);
    let peak = 0;
    for (let i = 44; i < wav.length; i += 2) peak = Math.max(peak, Math.abs(wav.readInt16LE(i)));
    expect(peak).toBeGreaterThan(2000);
    expect(peak).toBeLessThan(32767);
  });
});
