import { fitsPracticeDay, messages, type PhaseType } from '@woodshed/shared';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { routinePhases, routines } from '../db/schema/index.ts';
import type { PlannedSession } from './demo-pattern.ts';

/**
 * The demo learner's practice routines (issue 13): a current one whose Warmup is completed today, and an
 * archived one. Written once with the learner's first history (demo-activity.ts), so later starts never add
 * them again. Today's Warmup completion is a session planned with the rest of today's practice (same path,
 * same daily XP, the 24-hour rule), so the phase is only marked when that session exists.
 */

export interface DemoRoutine {
  title: string;
  description: string;
  createdDaysAgo: number;
  /** Days ago it was archived; null for the current routine. */
  archivedDaysAgo: number | null;
  phases: ReadonlyArray<{ phaseType: PhaseType; duration: number; description: string }>;
}

export const DEMO_CURRENT_ROUTINE: DemoRoutine = {
  title: 'Evening woodshed',
  description: 'Forty minutes after work: warm up, one hard thing, one fun thing, then play.',
  createdDaysAgo: 12,
  archivedDaysAgo: null,
  phases: [
    {
      phaseType: 'Warmup',
      duration: 10,
      description: 'Spider walk with the metronome, then one-minute chord changes.',
    },
    {
      phaseType: 'Technical Development',
      duration: 20,
      description: 'Alternate picking on the A minor pentatonic, shapes 1 and 2; hold the F barre.',
    },
    {
      phaseType: 'Creative Development',
      duration: 15,
      description: 'Improvise over the 12-bar blues backing track in A.',
    },
    { phaseType: 'Free Form', duration: 15, description: 'Play songs for fun, starting with House of the Rising Sun.' },
  ],
};

export const DEMO_ARCHIVED_ROUTINE: DemoRoutine = {
  title: 'Barre chord bootcamp',
  description: 'Three weeks of daily barre chord drills before the open mic.',
  createdDaysAgo: 40,
  archivedDaysAgo: 12,
  phases: [
    { phaseType: 'Warmup', duration: 10, description: 'Finger stretches and light chromatic runs.' },
    {
      phaseType: 'Technical Development',
      duration: 25,
      description: 'E- and A-shape barre chords: hold, strum, release, one string at a time.',
    },
  ],
};

export const DEMO_ROUTINES: readonly DemoRoutine[] = [DEMO_ARCHIVED_ROUTINE, DEMO_CURRENT_ROUTINE];

/** The phase of the current routine completed today in the demo. */
const completedPhase = DEMO_CURRENT_ROUTINE.phases[0]!;

/**
 * Adds to `planned` (the learner's first history) the session today's Warmup completion wrote, as the routines
 * API writes it, just before today's other practice. Returns whether it was added: not when
 * today has no practice planned or no room left under 24 hours.
 */
export function planDemoRoutineSession(planned: PlannedSession[], today: string): boolean {
  const index = planned.findIndex((session) => session.date === today);
  if (index < 0) return false;
  const logged = planned.filter((session) => session.date === today).reduce((sum, s) => sum + s.duration, 0);
  if (!fitsPracticeDay(logged, completedPhase.duration)) return false;
  const firstStart = planned[index]!.loggedAtMinute - planned[index]!.duration;
  planned.splice(index, 0, {
    date: today,
    duration: completedPhase.duration,
    focusAreas: [],
    customFocus: [completedPhase.phaseType],
    notes: messages.routines.sessionNote(DEMO_CURRENT_ROUTINE.title, completedPhase.phaseType, ''),
    loggedAtMinute: Math.max(0, firstStart - 5),
  });
  return true;
}

const MS_PER_DAY = 86_400_000;
const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * MS_PER_DAY);

/**
 * Inserts the routines and their phases in the caller's transaction; `warmupDoneToday` marks the current
 * routine's Warmup completed `today` (the learner's local date). Should the learner somehow have a current
 * routine already, theirs stays current and the demo's are all archived. Returns how many routines were written.
 */
export async function seedDemoRoutines(
  tx: Tx,
  userId: string,
  today: string,
  now: Date,
  warmupDoneToday: boolean,
): Promise<number> {
  const [existing] = await tx
    .select({ id: routines.id })
    .from(routines)
    .where(and(eq(routines.userId, userId), eq(routines.isCurrent, true)));
  for (const routine of DEMO_ROUTINES) {
    const current = routine.archivedDaysAgo === null && !existing;
    const createdAt = daysBefore(now, routine.createdDaysAgo);
    const [row] = await tx
      .insert(routines)
      .values({
        userId,
        title: routine.title,
        shortDescription: routine.description,
        isCurrent: current,
        createdAt,
        updatedAt: current ? createdAt : daysBefore(now, routine.archivedDaysAgo ?? 0),
      })
      .returning({ id: routines.id });
    await tx.insert(routinePhases).values(
      routine.phases.map((phase, order) => ({
        routineId: row!.id,
        phaseType: phase.phaseType,
        duration: phase.duration,
        shortDescription: phase.description,
        order,
        completedToday: current && phase === completedPhase && warmupDoneToday ? today : null,
        createdAt: new Date(createdAt.getTime() + order * 60_000),
      })),
    );
  }
  return DEMO_ROUTINES.length;
}
