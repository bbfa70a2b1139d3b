import { crc32, deflateSync } from 'node:zlib';

/**
 * Media for the starter library, generated at seed time so the demo ships no binaries and calls no
 * outside host: plucked-string backing tracks (Karplus–Strong) as WAV, and simple PNG thumbnails.
 */

const NOTE_INDEX: Record<string, number> = { C: 0, D: 2, E: 4, F: 5, G: 7, A: 9, B: 11 };

const CHORD_SHAPES: Array<[suffix: string, intervals: number[]]> = [
  ['maj7', [0, 4, 7, 11]],
  ['m7', [0, 3, 7, 10]],
  ['dim', [0, 3, 6]],
  ['aug', [0, 4, 8]],
  ['sus4', [0, 5, 7]],
  ['sus2', [0, 2, 7]],
  ['m', [0, 3, 7]],
  ['7', [0, 4, 7, 10]],
  ['5', [0, 7]],
  ['', [0, 4, 7]],
];

/** Frequencies of a guitar-like voicing of a chord symbol such as "Am", "E7", "F#m7" or "Bb". */
export function chordVoicing(symbol: string): number[] {
  const match = /^([A-G])([#b]?)(.*)$/.exec(symbol.trim());
  if (!match) throw new Error(`Unknown chord symbol: ${symbol}`);
  const [, letter, accidental, suffix] = match;
  const root = (NOTE_INDEX[letter!]! + (accidental === '#' ? 1 : accidental === 'b' ? -1 : 0) + 12) % 12;
  const shape = CHORD_SHAPES.find(([s]) => s === suffix);
  if (!shape) throw new Error(`Unknown chord quality in ${symbol}`);
  // Bass note between E2 and D#3, then the chord tones stacked above it, doubled an octave up.
  const bassMidi = 40 + ((root - 4 + 12) % 12);
  const tones = shape[1].map((interval) => bassMidi + 12 + interval);
  const midi = [bassMidi, bassMidi + 7, ...tones].slice(0, 6);
  return midi.map((n) => 440 * 2 ** ((n - 69) / 12));
}

function pluck(
  out: Float32Array,
  start: number,
  frequency: number,
  sampleRate: number,
  amplitude: number,
  seed: { value: number },
) {
  const period = Math.max(2, Math.round(sampleRate / frequency));
  const ring = new Float32Array(period);
  for (let i = 0; i < period; i++) {
    // Deterministic noise (a tiny LCG) so the same track renders to the same bytes every time.
    seed.value = (seed.value * 1_664_525 + 1_013_904_223) % 4_294_967_296;
    ring[i] = (seed.value / 4_294_967_296) * 2 - 1;
  }
  const length = Math.min(out.length - start, Math.round(sampleRate * 2.5));
  let previous = 0;
  for (let i = 0; i < length; i++) {
    const index = i % period;
    const current = ring[index]!;
    ring[index] = 0.996 * 0.5 * (current + previous);
    previous = current;
    out[start + i]! += current * amplitude;
  }
}

function kick(out: Float32Array, start: number, sampleRate: number, amplitude: number) {
  const length = Math.min(out.length - start, Math.round(sampleRate * 0.12));
  for (let i = 0; i < length; i++) {
    const t = i / sampleRate;
    out[start + i]! += Math.sin(2 * Math.PI * (55 + 60 * Math.exp(-t * 40)) * t) * Math.exp(-t * 30) * amplitude;
  }
}

export interface BackingTrackOptions {
  chords: string[];
  bpm: number;
  beatsPerChord?: number;
  repeats?: number;
  sampleRate?: number;
}

/** A strummed backing track: each chord strummed on every beat (accent on one), with a soft kick. */
export function renderBackingTrack({
  chords,
  bpm,
  beatsPerChord = 4,
  repeats = 2,
  sampleRate = 16_000,
}: BackingTrackOptions): Buffer {
  const beatSamples = Math.round((60 / bpm) * sampleRate);
  const totalBeats = chords.length * beatsPerChord * repeats;
  const out = new Float32Array(beatSamples * totalBeats + sampleRate * 2);
  const seed = { value: 12_345 };
  for (let beat = 0; beat < totalBeats; beat++) {
    const chord = chords[Math.floor(beat / beatsPerChord) % chords.length]!;
    const start = beat * beatSamples;
    const accent = beat % beatsPerChord === 0 ? 1 : 0.6;
    chordVoicing(chord).forEach((frequency, string) => {
      pluck(out, start + string * Math.round(sampleRate * 0.012), frequency, sampleRate, 0.22 * accent, seed);
    });
    kick(out, start, sampleRate, 0.5 * accent);
  }
  return encodeWav(out, sampleRate);
}

function encodeWav(samples: Float32Array, sampleRate: number): Buffer {
  let peak = 0;
  for (const s of samples) peak = Math.max(peak, Math.abs(s));
  const gain = peak > 0 ? 0.8 / peak : 1;
  const data = Buffer.alloc(samples.length * 2);
  samples.forEach((s, i) => data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, s * gain)) * 32_767), i * 2));
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function hslToRgb(h: number, s: number, l: number): [number, number, number] {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [Math.round(f(0) * 255), Math.round(f(8) * 255), Math.round(f(4) * 255)];
}

/** A 480×270 thumbnail: a warm gradient crossed by six "strings" and a few "frets". */
export function renderThumbnail(hue: number, width = 480, height = 270): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    raw[row] = 0;
    for (let x = 0; x < width; x++) {
      let [r, g, b] = hslToRgb(hue + (x / width) * 30, 0.55, 0.32 + (y / height) * 0.2);
      const onString = Array.from({ length: 6 }, (_, i) => Math.round(height * (0.2 + i * 0.12))).some(
        (sy) => Math.abs(y - sy) <= (y > height * 0.6 ? 1 : 0),
      );
      const onFret = x % 96 < 4 && x > 0;
      if (onString) [r, g, b] = [235, 225, 205];
      else if (onFret) [r, g, b] = [Math.min(255, r + 40), Math.min(255, g + 40), Math.min(255, b + 40)];
      raw[row + 1 + x * 3] = r;
      raw[row + 2 + x * 3] = g;
      raw[row + 3 + x * 3] = b;
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The ten corners of a five-pointed star centred on (c, c) with outer radius r, top point first. */
function starCorners(c: number, r: number): [number, number][] {
  return Array.from({ length: 10 }, (_, i) => {
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    const radius = i % 2 === 0 ? r : r * 0.42;
    return [c + radius * Math.cos(angle), c + radius * Math.sin(angle)];
  });
}

/** Whether (x, y) lies inside the polygon (even-odd rule). */
function inPolygon(x: number, y: number, corners: readonly [number, number][]): boolean {
  let inside = false;
  for (let i = 0, j = corners.length - 1; i < corners.length; j = i++) {
    const [xi, yi] = corners[i]!;
    const [xj, yj] = corners[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** A round achievement badge (RGBA PNG, transparent corners): a ring and a star on a medal of the given hue. */
export function renderBadge(hue: number, size = 128): Buffer {
  const raw = Buffer.alloc((size * 4 + 1) * size);
  const c = (size - 1) / 2;
  const star = starCorners(c, size * 0.32);
  for (let y = 0; y < size; y++) {
    const row = y * (size * 4 + 1);
    for (let x = 0; x < size; x++) {
      const d = Math.hypot(x - c, y - c) / (size / 2);
      let rgba: [number, number, number, number] = [0, 0, 0, 0];
      if (d <= 1) rgba = [...hslToRgb(hue, 0.6, 0.28), 255];
      if (d <= 0.9) rgba = [...hslToRgb(hue + 15, 0.7, 0.62), 255];
      if (d <= 0.82) rgba = [...hslToRgb(hue, 0.6, 0.42 + (y / size) * 0.12), 255];
      if (inPolygon(x, y, star)) rgba = [250, 240, 215, 255];
      raw.set(rgba, row + 1 + x * 4);
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8;
  ihdr[9] = 6;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** "m:ss", or "h:mm:ss" from an hour, rounded to the nearest second: how the library shows a duration. */
export function formatDuration(seconds: number): string {
  const whole = Math.round(seconds);
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const secs = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${secs}` : `${minutes}:${secs}`;
}

/** The length in seconds of a PCM WAV: its data chunk's size over its byte rate. */
export function wavDurationSeconds(wav: Buffer): number {
  if (wav.subarray(0, 4).toString() !== 'RIFF' || wav.subarray(8, 12).toString() !== 'WAVE') {
    throw new Error('Not a WAV file');
  }
  let byteRate = 0;
  for (let offset = 12; offset + 8 <= wav.length;) {
    const id = wav.subarray(offset, offset + 4).toString();
    const size = wav.readUInt32LE(offset + 4);
    if (id === 'fmt ') byteRate = wav.readUInt32LE(offset + 16);
    if (id === 'data') {
      if (!byteRate) throw new Error('WAV data before its format');
      return size / byteRate;
    }
    offset += 8 + size + (size % 2);
  }
  throw new Error('WAV without data');
}

/** An EBML variable-length integer at `offset`: its value (length marker removed) and its width in bytes. */
function readVint(buffer: Buffer, offset: number): { value: number; width: number } {
  const first = buffer[offset]!;
  let width = 1;
  while (width <= 8 && !(first & (0x80 >> (width - 1)))) width++;
  if (width > 8) throw new Error('Bad EBML size');
  let value = first & (0xff >> width);
  for (let i = 1; i < width; i++) value = value * 256 + buffer[offset + i]!;
  return { value, width };
}

/** An EBML element ID keeps its length marker. */
function readId(buffer: Buffer, offset: number): { id: number; width: number } {
  const { width } = readVint(buffer, offset);
  let id = 0;
  for (let i = 0; i < width; i++) id = id * 256 + buffer[offset + i]!;
  return { id, width };
}

const EBML_SEGMENT = 0x18538067;
const EBML_INFO = 0x1549a966;
const EBML_TIMECODE_SCALE = 0x2ad7b1;
const EBML_DURATION = 0x4489;

/** The length in seconds of a WebM file, from its Segment › Info › Duration (times TimecodeScale, in ns). */
export function webmDurationSeconds(webm: Buffer): number {
  const children = (start: number, end: number) => {
    const found: Array<{ id: number; start: number; end: number }> = [];
    for (let offset = start; offset < end;) {
      const { id, width: idWidth } = readId(webm, offset);
      const { value: size, width: sizeWidth } = readVint(webm, offset + idWidth);
      const dataStart = offset + idWidth + sizeWidth;
      // An unknown size (all ones) runs to the end of its parent.
      const unknown = size === 2 ** (7 * sizeWidth) - 1;
      const dataEnd = unknown ? end : Math.min(end, dataStart + size);
      found.push({ id, start: dataStart, end: dataEnd });
      offset = dataEnd;
    }
    return found;
  };
  const segment = children(0, webm.length).find((element) => element.id === EBML_SEGMENT);
  const info = segment && children(segment.start, segment.end).find((element) => element.id === EBML_INFO);
  if (!info) throw new Error('WebM without segment info');
  let scale = 1_000_000;
  let duration: number | undefined;
  for (const element of children(info.start, info.end)) {
    const width = element.end - element.start;
    if (element.id === EBML_TIMECODE_SCALE) scale = webm.readUIntBE(element.start, width);
    if (element.id === EBML_DURATION) {
      duration = width === 8 ? webm.readDoubleBE(element.start) : webm.readFloatBE(element.start);
    }
  }
  if (duration === undefined) throw new Error('WebM without a duration');
  return (duration * scale) / 1e9;
}
