import { invalidUploadTypeMessage } from '@woodshed/shared';
import { describe, expect, it } from 'vitest';
import * as sample from '../../test/sample-files.ts';
import { cleanFileName, displayNameForRename, displayNameForUpload } from './file-names.ts';
import { detectMimeType } from './file-types.ts';
import { etagMatches, inlineDisposition, parseRange } from './http.ts';

describe('detectMimeType', () => {
  it.each([
    ['JPEG', sample.jpeg, 'image/jpeg'],
    ['PNG', sample.png, 'image/png'],
    ['GIF', sample.gif, 'image/gif'],
    ['WEBP', sample.webp, 'image/webp'],
    ['PDF', sample.pdf, 'application/pdf'],
    ['text', sample.text, 'text/plain'],
    ['MP3 with ID3', sample.mp3(), 'audio/mpeg'],
    ['MP3 frame', sample.mp3FrameOnly(), 'audio/mpeg'],
    ['WAV', sample.wav(), 'audio/wav'],
    ['MP4', sample.mp4(), 'video/mp4'],
    ['WebM', sample.webm, 'video/webm'],
    ['ELF', sample.elf, undefined],
    ['MZ', sample.windowsExe, undefined],
    ['non-UTF-8', sample.binaryGarbage, undefined],
    ['text with NUL', Buffer.from('a\0b'), undefined],
  ])('%s', async (_label, data, expected) => {
    expect(await detectMimeType(data)).toBe(expected);
  });

  it('names the allowed types for people', () => {
    expect(invalidUploadTypeMessage('image')).toBe('Invalid file type. Allowed types: JPEG, PNG, GIF, WEBP');
    expect(invalidUploadTypeMessage('document')).toBe('Invalid file type. Allowed types: PDF, TXT');
    expect(invalidUploadTypeMessage('audio')).toBe('Invalid file type. Allowed types: MP3, WAV');
    expect(invalidUploadTypeMessage('video')).toBe('Invalid file type. Allowed types: MP4, WEBM');
  });
});

describe('file names', () => {
  it('cleans to a basename', () => {
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('dir\\sub/file.txt/')).toBe('file.txt');
    expect(cleanFileName('a\u0000b\u001fc\u200bd\u202e.txt')).toBe('abcd.txt');
    expect(cleanFileName('  many   spaces\t\nhere  ')).toBe('many spaces here');
    expect(cleanFileName('.hidden')).toBe('hidden');
    expect(cleanFileName('...')).toBe('');
  });

  it('gives an upload the extension of its real type', () => {
    expect(displayNameForUpload('photo.png', 'image/png')).toBe('photo.png');
    expect(displayNameForUpload('photo.JPEG', 'image/jpeg')).toBe('photo.jpeg');
    expect(displayNameForUpload('photo.jpg', 'image/png')).toBe('photo.png');
    expect(displayNameForUpload('photo', 'image/png')).toBe('photo.png');
    expect(displayNameForUpload('Take 1.2', 'audio/wav')).toBe('Take 1.2.wav');
    expect(displayNameForUpload('.png', 'image/png')).toBe('file.png');
    expect(displayNameForUpload('', 'text/plain')).toBe('file.txt');
    expect(displayNameForUpload('😀'.repeat(300), 'image/png')).toBe(`${'😀'.repeat(196)}.png`);
    expect(displayNameForUpload('x'.repeat(250), 'text/plain')).toHaveLength(200);
  });

  it('keeps the stored extension on rename', () => {
    expect(displayNameForRename('photo', 'old.png', 'image/png')).toBe('photo.png');
    expect(displayNameForRename('photo.jpg', 'old.png', 'image/png')).toBe('photo.png');
    expect(displayNameForRename('cover.jpg', 'old.jpeg', 'image/jpeg')).toBe('cover.jpeg');
    expect(displayNameForRename('My.Song', 'a.mp3', 'audio/mpeg')).toBe('My.Song.mp3');
    expect(displayNameForRename('   ', 'a.mp3', 'audio/mpeg')).toBeNull();
    expect(displayNameForRename('.mp3', 'a.mp3', 'audio/mpeg')).toBeNull();
    expect(displayNameForRename('/', 'a.mp3', 'audio/mpeg')).toBeNull();
  });

  it('keeps the stored extension once when the typed name already ends in it (issue 12)', () => {
    // The rename form appends the extension it shows to whatever was typed.
    expect(displayNameForRename('palm-muting-thumb.png.png', 'thumb.png', 'image/png')).toBe('palm-muting-thumb.png');
    expect(displayNameForRename('palm-muting-thumb.PNG.png', 'thumb.png', 'image/png')).toBe('palm-muting-thumb.png');
    expect(displayNameForRename('cover.jpeg.jpg', 'old.jpg', 'image/jpeg')).toBe('cover.jpg');
    expect(displayNameForRename('cover.JPG.jpeg', 'old.jpeg', 'image/jpeg')).toBe('cover.jpeg');
    expect(displayNameForRename('Take 1.mp3.mp3', 'a.mp3', 'audio/mpeg')).toBe('Take 1.mp3');
    // Another type's extension inside the name is part of it.
    expect(displayNameForRename('from.jpg.png', 'a.png', 'image/png')).toBe('from.jpg.png');
  });
});

describe('HTTP helpers', () => {
  it('parses single byte ranges', () => {
    expect(parseRange(undefined, 100)).toEqual({ kind: 'full' });
    expect(parseRange('bytes=0-9', 100)).toEqual({ kind: 'partial', range: { start: 0, end: 9 } });
    expect(parseRange('bytes=90-', 100)).toEqual({ kind: 'partial', range: { start: 90, end: 99 } });
    expect(parseRange('bytes=-10', 100)).toEqual({ kind: 'partial', range: { start: 90, end: 99 } });
    expect(parseRange('bytes=-500', 100)).toEqual({ kind: 'partial', range: { start: 0, end: 99 } });
    expect(parseRange('bytes=50-500', 100)).toEqual({ kind: 'partial', range: { start: 50, end: 99 } });
    expect(parseRange('bytes=100-', 100)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=-0', 100)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=0-', 0)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=99999999999999999999-', 100)).toEqual({ kind: 'unsatisfiable' });
    for (const ignored of ['bytes=1-0', 'bytes=-', 'bytes=0-1,3-4', 'lines=0-1', 'bytes=a-b']) {
      expect(parseRange(ignored, 100), ignored).toEqual({ kind: 'full' });
    }
  });

  it('compares entity tags', () => {
    expect(etagMatches('"a"', '"a"')).toBe(true);
    expect(etagMatches('W/"a"', '"a"')).toBe(true);
    expect(etagMatches('"b", "a"', '"a"')).toBe(true);
    expect(etagMatches('*', '"a"')).toBe(true);
    expect(etagMatches('"b"', '"a"')).toBe(false);
    expect(etagMatches(undefined, '"a"')).toBe(false);
  });

  it('encodes any display name into Content-Disposition', () => {
    expect(inlineDisposition('Blues (A).mp3')).toBe("inline; filename*=UTF-8''Blues%20%28A%29.mp3");
    expect(inlineDisposition('a"b;\r\n.txt')).toBe("inline; filename*=UTF-8''a%22b%3B%0D%0A.txt");
    expect(inlineDisposition("it's ♪.txt")).toBe("inline; filename*=UTF-8''it%27s%20%E2%99%AA.txt");
  });
});
