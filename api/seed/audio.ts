/**
 * Short ambient pieces for the audio stories and radio episodes, synthesised as 16-bit mono WAV so
 * the shop plays them offline with nothing to download or install. Deterministic: the same notes
 * give the same bytes.
 */
export const SAMPLE_RATE = 8000;

/** Frequencies (Hz) of a soft chord; each piece drifts through its chords. */
export interface Tune {
  seconds: number;
  chords: number[][];
  /** Breaths per minute of the slow swell (calm pieces breathe slower). */
  swellPerMinute: number;
}

export function wavBytes({ seconds, chords, swellPerMinute }: Tune): Buffer {
  const samples = seconds * SAMPLE_RATE;
  const out = Buffer.alloc(44 + samples * 2);
  out.write('RIFF', 0);
  out.writeUInt32LE(36 + samples * 2, 4);
  out.write('WAVEfmt ', 8);
  out.writeUInt32LE(16, 16);
  out.writeUInt16LE(1, 20); // PCM
  out.writeUInt16LE(1, 22); // mono
  out.writeUInt32LE(SAMPLE_RATE, 24);
  out.writeUInt32LE(SAMPLE_RATE * 2, 28);
  out.writeUInt16LE(2, 32);
  out.writeUInt16LE(16, 34);
  out.write('data', 36);
  out.writeUInt32LE(samples * 2, 40);
  const perChord = samples / chords.length;
  const swell = (2 * Math.PI * swellPerMinute) / 60;
  for (let i = 0; i < samples; i++) {
    const t = i / SAMPLE_RATE;
    const chord = chords[Math.min(chords.length - 1, Math.floor(i / perChord))];
    let v = 0;
    for (const f of chord) v += Math.sin(2 * Math.PI * f * t) + 0.3 * Math.sin(4 * Math.PI * f * t);
    // Fade in and out over two seconds, and swell slowly like breathing.
    const edge = Math.min(1, t / 2, (seconds - t) / 2);
    const level = edge * (0.55 + 0.45 * Math.sin(swell * t));
    out.writeInt16LE(Math.round((v / (chord.length * 1.3)) * level * 12000), 44 + i * 2);
  }
  return out;
}

/** The duration in seconds of a WAV file as wavBytes writes it, read from its header. */
export function wavSeconds(wav: Buffer): number {
  return wav.readUInt32LE(40) / wav.readUInt32LE(28);
}
