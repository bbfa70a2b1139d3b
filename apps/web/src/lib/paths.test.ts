import { CONTENT_TYPES, CONTENT_TYPE_SEGMENTS } from '@woodshed/shared';
import { describe, expect, it } from 'vitest';
import { routes } from '@/app/router';
import { paths } from './paths';

const ID = '6f1c2f0e-8a4b-4c1d-9e2f-3a4b5c6d7e8f';

/** Every path pattern of the route table, with its parents' prefixes ('/admin' + 'library'); index routes too. */
function routePatterns(list = routes, prefix = ''): string[] {
  return list.flatMap((route) => {
    const own = route.path ? (route.path.startsWith('/') ? route.path : `${prefix}/${route.path}`) : prefix;
    const patterns = route.path ? [own] : route.index ? [own || '/'] : [];
    return [...patterns, ...routePatterns(route.children ?? [], own)];
  });
}

/** Whether a path (its query left out) matches a pattern of the route table. */
function isRouted(path: string): boolean {
  const pathname = path.split('?')[0]!;
  return routePatterns().some((pattern) => {
    if (pattern.endsWith('*')) return false;
    const regex = new RegExp(`^${pattern.replace(/:[^/]+/g, '[^/]+')}$`);
    return regex.test(pathname);
  });
}

describe('paths', () => {
  it('builds one library item URL for every type, jam tracks with a hyphen', () => {
    expect(paths.libraryItem({ id: ID, contentType: 'article' })).toBe(`/library/articles/${ID}`);
    expect(paths.libraryItem({ id: ID, contentType: 'jam_track' })).toBe(`/library/jam-tracks/${ID}`);
    for (const type of CONTENT_TYPES) {
      expect(paths.libraryItem({ id: ID, contentType: type })).toBe(`/library/${CONTENT_TYPE_SEGMENTS[type]}/${ID}`);
    }
  });

  it('escapes what could break out of the path', () => {
    expect(paths.libraryItem({ id: '../x?y', contentType: 'video' })).toBe('/library/videos/..%2Fx%3Fy');
    expect(paths.chord('a&b')).toBe('/library/chords?chord=a%26b');
  });

  it('opens a material where its kind lives', () => {
    expect(paths.material({ materialType: 'chord', materialId: ID })).toBe(`/library/chords?chord=${ID}`);
    expect(paths.material({ materialType: 'repertoire', materialId: ID })).toBe(`/library/repertoire/${ID}`);
  });

  it('names the lists and the admin forms', () => {
    expect(paths.libraryList(null)).toBe('/library');
    expect(paths.libraryList('exercise')).toBe('/library/exercises');
    expect(paths.adminLibraryForm('jam_track')).toBe('/admin/library/jam-tracks/create');
    expect(paths.adminLibraryForm('article', ID)).toBe(`/admin/library/articles/create?id=${ID}`);
  });

  it('names the sign-in pages, the tools and the pages the menus link to', () => {
    expect(paths.register).toBe('/register');
    expect(paths.resetPassword).toBe('/reset-password');
    expect(paths.updatePassword).toBe('/update-password');
    expect(paths.privacyPolicy).toBe('/privacy-policy');
    expect(paths.termsOfService).toBe('/terms-of-service');
    expect(paths.routine).toBe('/routine');
    expect(paths.stats).toBe('/stats');
    expect(paths.help).toBe('/help');
    expect(paths.privateLessons).toBe('/private-lessons');
    expect(paths.circleOfNotes).toBe('/library/circle-of-notes');
    expect(paths.interactiveFretboard).toBe('/library/interactive-fretboard');
    expect(paths.sineWavePlayground).toBe('/library/sine-wave-playground');
    expect(paths.chordChanges()).toBe('/library/chord-changes');
    expect(paths.metronome()).toBe('/library/metronome');
  });

  it('opens the leaderboard on a tab', () => {
    expect(paths.leaderboardBoard('xp')).toBe('/leaderboard');
    expect(paths.leaderboardBoard('intervalOrganizer')).toBe('/leaderboard?board=intervalOrganizer');
  });

  it('leads only to pages the route table has', () => {
    const built = [
      ...Object.values(paths).flatMap((value: unknown) => (typeof value === 'string' ? [value] : [])),
      ...CONTENT_TYPES.flatMap((type) => [
        paths.libraryList(type),
        paths.libraryItem({ id: ID, contentType: type }),
        paths.adminLibraryForm(type, ID),
      ]),
      paths.chord(ID),
      paths.leaderboardBoard('triadFinder'),
      paths.course(ID),
      paths.courseModule(ID, ID),
      paths.adminCourseEdit(ID),
      paths.adminCourseModules(ID),
      paths.adminModuleCreate(ID),
      paths.adminModuleEdit(ID, ID),
      paths.calendarDay('2026-11-26'),
      paths.calendarEdit(ID),
      paths.chordChanges(),
      paths.chordChanges({ chordAId: ID, chordBId: ID }),
      paths.metronome(),
      paths.sessionSummary(ID),
      paths.adminUser(ID),
      paths.adminCreateSessionSummary(ID),
    ];
    expect(built.filter((path) => !isRouted(path))).toEqual([]);
  });
});
