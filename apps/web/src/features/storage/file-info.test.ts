import { describe, expect, it } from 'vitest';
import { describeUsage } from './file-info';

const id = '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';

describe('describeUsage', () => {
  it('names the item, its type and the field that holds the file', () => {
    expect(describeUsage({ id, title: 'Barre Chords 101', kind: 'article', field: 'thumbnail' })).toBe(
      '"Barre Chords 101" (article thumbnail)',
    );
    expect(describeUsage({ id, title: 'Slow Blues', kind: 'jam_track', field: 'backingTrack' })).toBe(
      '"Slow Blues" (jam track backing track)',
    );
    expect(describeUsage({ id, title: 'F', kind: 'chord', field: 'picture' })).toBe('"F" (chord picture)');
  });

  it("calls an article's rich text its content and an exercise's its instructions", () => {
    expect(describeUsage({ id, title: 'A', kind: 'article', field: 'body' })).toBe('"A" (article content)');
    expect(describeUsage({ id, title: 'B', kind: 'exercise', field: 'body' })).toBe('"B" (exercise instructions)');
    expect(describeUsage({ id, title: 'Lesson 4', kind: 'summary', field: 'body' })).toBe(
      '"Lesson 4" (lesson summary notes)',
    );
  });

  it('names courses, modules, summaries, faculty, achievements and site settings (issue 26)', () => {
    expect(describeUsage({ id, title: 'Blues Basics', kind: 'course', field: 'hero' })).toBe(
      '"Blues Basics" (course hero image)',
    );
    expect(describeUsage({ id, title: 'Blues Basics › Shuffle', kind: 'module', field: 'thumbnail' })).toBe(
      '"Blues Basics › Shuffle" (course module thumbnail)',
    );
    expect(describeUsage({ id, title: 'Scales lesson', kind: 'summary', field: 'attachment' })).toBe(
      '"Scales lesson" (lesson summary attachment)',
    );
    expect(describeUsage({ id, title: 'Alex Rivera', kind: 'faculty', field: 'avatar' })).toBe(
      '"Alex Rivera" (faculty member photo)',
    );
    expect(describeUsage({ id, title: 'Picker', kind: 'achievement', field: 'icon' })).toBe(
      '"Picker" (achievement icon)',
    );
    expect(describeUsage({ id: 'private_lessons_bio', title: 'Instructor bio', kind: 'setting', field: 'text' })).toBe(
      '"Instructor bio" (site setting)',
    );
  });
});
