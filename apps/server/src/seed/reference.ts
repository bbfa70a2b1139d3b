import { FOCUS_AREAS, MEMBERSHIP_LEVELS, defaultLevelTable } from '@woodshed/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { chords, focusAreas, levels, membershipLevels } from '../db/schema/index.ts';
import { CHORD_LIBRARY } from './chord-library.ts';

const FOCUS_AREA_DESCRIPTIONS: Record<(typeof FOCUS_AREAS)[number], string> = {
  Technique: 'Picking, fretting, speed and accuracy',
  Scales: 'Scale shapes, modes and fluency across the neck',
  Chords: 'Chord shapes, changes and voicings',
  Rhythm: 'Timing, strumming patterns and groove',
  Repertoire: 'Learning and polishing songs and pieces',
  Theory: 'Harmony, intervals and how music works',
  'Ear Training': 'Recognising intervals, chords and melodies by ear',
  Improvisation: 'Soloing and making up lines on the spot',
  'Sight Reading': 'Reading notation and tab at first sight',
  Songwriting: 'Writing your own songs and parts',
};

/** Reference data every installation needs (§5.15). Idempotent: safe on every start. */
export async function seedReferenceData(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(levels)
      .values(defaultLevelTable())
      .onConflictDoUpdate({ target: levels.level, set: { xpRequired: sql`excluded.xp_required` } });
    await tx
      .insert(focusAreas)
      .values(FOCUS_AREAS.map((name) => ({ name, description: FOCUS_AREA_DESCRIPTIONS[name] })))
      .onConflictDoNothing({ target: focusAreas.name });
    await tx
      .insert(membershipLevels)
      .values(MEMBERSHIP_LEVELS.map((level) => ({ ...level })))
      .onConflictDoNothing({ target: membershipLevels.id });
    // Chords only into an empty table: a superadmin's edits (renames included) must survive restarts.
    const [anyChord] = await tx.select({ id: chords.id }).from(chords).limit(1);
    if (!anyChord) {
      await tx
        .insert(chords)
        .values(
          CHORD_LIBRARY.map(({ name, triadType, notes, intervals, fingering }) => ({
            name,
            triadType,
            notes,
            intervals,
            fingering,
          })),
        )
        .onConflictDoNothing({ target: chords.name });
    }
  });
}
