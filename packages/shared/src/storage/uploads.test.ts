import { describe, expect, it } from 'vitest';
import {
  invalidUploadTypeMessage,
  normaliseMimeType,
  refusedUploadContentMessage,
  uploadLooksAllowed,
} from './uploads.ts';

describe('upload types', () => {
  it('says the content is the problem when the name claims an allowed type (issue 12)', () => {
    expect(refusedUploadContentMessage('image', 'x.png')).toBe(
      "This file's content is not an image (JPEG, PNG, GIF or WEBP), although its name ends in .png.",
    );
    expect(refusedUploadContentMessage('image', 'dir/Photo.JPEG')).toBe(
      "This file's content is not an image (JPEG, PNG, GIF or WEBP), although its name ends in .jpeg.",
    );
    expect(refusedUploadContentMessage('audio', 'song.mp3')).toBe(
      "This file's content is not an audio file (MP3 or WAV), although its name ends in .mp3.",
    );
    expect(refusedUploadContentMessage('image', 'x.txt')).toBe(invalidUploadTypeMessage('image'));
    expect(refusedUploadContentMessage('image', 'noextension')).toBe(invalidUploadTypeMessage('image'));
  });

  it('lists the allowed types of a category in the message', () => {
    expect(invalidUploadTypeMessage('image')).toBe('Invalid file type. Allowed types: JPEG, PNG, GIF, WEBP');
    expect(invalidUploadTypeMessage('document')).toBe('Invalid file type. Allowed types: PDF, TXT');
    expect(invalidUploadTypeMessage('audio')).toBe('Invalid file type. Allowed types: MP3, WAV');
    expect(invalidUploadTypeMessage('video')).toBe('Invalid file type. Allowed types: MP4, WEBM');
  });

  it('normalises the aliases browsers use', () => {
    expect(normaliseMimeType('audio/x-wav')).toBe('audio/wav');
    expect(normaliseMimeType('AUDIO/MP3')).toBe('audio/mpeg');
    expect(normaliseMimeType('image/png')).toBe('image/png');
    expect(normaliseMimeType('application/x-msdownload')).toBeNull();
  });

  it('accepts by declared type or, failing that, by extension', () => {
    expect(uploadLooksAllowed('audio', 'audio/x-wav', 'take.wav')).toBe(true);
    expect(uploadLooksAllowed('audio', '', 'take.WAV')).toBe(true);
    expect(uploadLooksAllowed('image', 'image/png', 'x')).toBe(true);
    expect(uploadLooksAllowed('image', 'application/pdf', 'scan.pdf')).toBe(false);
    expect(uploadLooksAllowed('document', '', 'setup.exe')).toBe(false);
  });
});
