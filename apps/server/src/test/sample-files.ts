/** Small real files of every type the upload accepts (and a few it must refuse), built in memory. */

const fromBase64 = (value: string) => Buffer.from(value, 'base64');

/** A 1×1 PNG. */
export const png = fromBase64(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
);
/** A 1×1 GIF. */
export const gif = fromBase64('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7');
/** A 1×1 lossless WebP. */
export const webp = fromBase64('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==');
/** A JFIF header and end-of-image marker: enough for any sniffer. */
export const jpeg = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00,
  0x00, 0xff, 0xd9,
]);
export const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
export const text = Buffer.from('Practice plan\n1. C major scale – 5 min ♪\n2. Blues in A\n', 'utf8');

/** A RIFF/WAVE file: 8 kHz mono 16-bit PCM with four samples. */
export function wav(): Buffer {
  const samples = Buffer.from([0x00, 0x00, 0xff, 0x7f, 0x00, 0x00, 0x01, 0x80]);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + samples.length, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(8000, 24);
  header.writeUInt32LE(16000, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(samples.length, 40);
  return Buffer.concat([header, samples]);
}

/** An ID3v2.3 tag (no frames) followed by one MPEG-1 Layer III frame (128 kbit/s, 44.1 kHz: 417 bytes). */
export function mp3(): Buffer {
  const id3 = Buffer.from([0x49, 0x44, 0x33, 0x03, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00]);
  const frame = Buffer.alloc(417);
  frame.set([0xff, 0xfb, 0x90, 0x64]);
  return Buffer.concat([id3, frame]);
}

/** MPEG frame sync only, no ID3 tag. */
export function mp3FrameOnly(): Buffer {
  return mp3().subarray(10);
}

function box(type: string, payload: Buffer): Buffer {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + payload.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, payload]);
}

/** An ISO BMFF file: ftyp (isom) and an empty mdat. */
export function mp4(): Buffer {
  const ftyp = box(
    'ftyp',
    Buffer.concat([Buffer.from('isom'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2avc1mp41')]),
  );
  return Buffer.concat([ftyp, box('mdat', Buffer.alloc(16))]);
}

/** An EBML header with DocType "webm". */
export const webm = Buffer.from('1a45dfa39f4286810142f7810142f2810442f381084282847765626d4287810242858102', 'hex');

/** A 64-bit Linux executable header. */
export const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]), Buffer.alloc(120)]);
/** A Windows executable header ("MZ"). */
export const windowsExe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(126)]);
/** Bytes that are neither a known format nor UTF-8. */
export const binaryGarbage = Buffer.from([0x80, 0x81, 0xfe, 0xff, 0xc3, 0x28, 0xa0, 0xa1]);

/** A multipart/form-data body as a browser sends it. */
export type FormPart =
  { name: string; value: string } | { name: string; filename: string; contentType?: string; data: Buffer };

export function multipartForm(parts: FormPart[]): { body: Buffer; headers: Record<string, string> } {
  const boundary = `----woodshed${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('value' in part) {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`));
    } else {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n` +
            `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`,
        ),
        part.data,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
