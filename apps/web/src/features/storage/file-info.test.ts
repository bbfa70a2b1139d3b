import { describe, expect, it } from 'vitest';
import { describeUsage } from './file-info';

const id = '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';

describe('describeUsage', () => {
  it('names the item, its type and the field that holds the file', () => {
    expect(describeUsage({ id, title: 'Barre Chords 101', contentType: 'article', field: 'thumbnail' })).toBe(
      '"Barre Chords 101" (article thumbnail)',
    );
    expect(describeUsage({ id, title: 'Slow Blues', contentType: 'jam_track', field: 'backingTrack' })).toBe(
      '"Slow Blues" (jam track backing track)',
    );
    expect(describeUsage({ id, title: 'F', contentType: 'chord', field: 'picture' })).toBe('"F" (chord picture)');
  });

  it("calls an article's rich text its content and an exercise's its instructions", () => {
    expect(describeUsage({ id, title: 'A', contentType: 'article', field: 'body' })).toBe('"A" (article content)');
    expect(describeUsage({ id, title: 'B', contentType: 'exercise', field: 'body' })).toBe(
      '"B" (exercise instructions)',
    );
  });
});
