import { createSummaryRequestSchema, type CreateSummaryRequest, type MaterialType } from '@woodshed/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../db/client.ts';
import { chords, faculty, libraryContent, sessionSummaries, users } from '../db/schema/index.ts';
import { findUserByEmail } from '../modules/auth/index.ts';
import type { FileStore } from '../modules/storage/index.ts';
import { savePendingAttachment } from '../modules/summaries/index.ts';
import { insertSummary } from '../modules/summaries/index.ts';
import { DEMO_ADMIN, DEMO_LEARNER } from './demo.ts';
import { DEMO_PLAYERS } from './demo-players.ts';

/**
 * The demo school's faculty and the demo learner's session summaries (issue 18): two teachers, three lessons dated
 * about 20, 9 and 2 days ago (the middle one a group session with two demo players), the latest with a PDF lesson
 * plan and homework that also lands in the learner's Practice Materials as its "Lesson …" collection. Written through
 * the same code as the API's, into a school without faculty or summaries, once.
 */

/** Arbitrary, unique: the transaction-scoped advisory lock of this seed. */
const DEMO_SUMMARIES_LOCK_KEY = 7_357_206;
const MS_PER_DAY = 86_400_000;

export const DEMO_FACULTY = [
  {
    firstName: 'Rosa',
    lastName: 'Delgado',
    title: 'Head of guitar, blues and jazz',
    bio: 'Rosa has taught blues and jazz guitar for twenty years and still gigs every weekend. She believes in slow practice, good time and learning every lick by ear first.',
  },
  {
    firstName: 'Tom',
    lastName: 'Okafor',
    title: 'Fingerstyle and folk',
    bio: 'Tom arranges folk songs for solo guitar and runs the school’s group classes. Ask him about Travis picking, open tunings and how to keep a thumb steady.',
  },
] as const;

type HomeworkRef = { materialType: MaterialType; title: string };

interface DemoSummary {
  daysAgo: number;
  faculty: 0 | 1;
  shortDescription: string;
  longDescription: string;
  /** Demo players (by username) who shared the lesson: a group session. */
  players: string[];
  attachPlan: boolean;
  homework: HomeworkRef[];
}

export const DEMO_SUMMARIES: DemoSummary[] = [
  {
    daysAgo: 20,
    faculty: 0,
    shortDescription: 'First lesson: posture, tuning and the A minor pentatonic',
    longDescription:
      '<h3>What we covered</h3><ul><li>Sitting and standing posture; strap height</li><li>Tuning by ear from the A string</li><li>A minor pentatonic, box 1, alternate picking</li></ul><p>Your picking hand is relaxed — keep it that way as the tempo goes up.</p><h3>For next time</h3><p>Box 1 at <strong>70 bpm</strong>, eighth notes, clean and even.</p>',
    players: [],
    attachPlan: false,
    homework: [],
  },
  {
    daysAgo: 9,
    faculty: 1,
    shortDescription: 'Group class: 12-bar blues rhythm and the shuffle feel',
    longDescription:
      '<p>Great energy today! We played the <em>12-bar blues in A</em> round the circle, each taking four bars of rhythm and four of lead.</p><ol><li>Shuffle feel: long–short, count “one-and-a”</li><li>The boogie pattern on A5, D5 and E5</li><li>Ending with the turnaround on bar 12</li></ol><p>Listen to “Pride and Joy” for the feel we are after.</p>',
    players: ['mia_fretwell', 'baron_barre'],
    attachPlan: false,
    homework: [],
  },
  {
    daysAgo: 2,
    faculty: 0,
    shortDescription: 'F barre chord and clean chord changes',
    longDescription:
      '<p>The F barre is getting there: the 1st and 2nd strings still buzz. Roll the index finger slightly onto its side and bring the elbow in.</p><h3>Homework</h3><ul><li>F chord: five slow, clean strums a day, checking each string</li><li>One-minute changes between C and F — write your count down daily</li></ul><p>The lesson plan is attached. See you next week!</p>',
    players: [],
    attachPlan: true,
    homework: [
      { materialType: 'chord', title: 'F' },
      { materialType: 'exercise', title: 'One-Minute Chord Changes' },
    ],
  },
];

/** A one-page PDF with a line of text per entry (PDF 1.4, Helvetica, correct cross-reference table). */
export function lessonPlanPdf(lines: string[]): Buffer {
  const escape = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);
  const stream = ['BT', '/F1 14 Tf', '72 740 Td', '20 TL', ...lines.map((line) => `(${escape(line)}) '`), 'ET'].join(
    '\n',
  );
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const LESSON_PLAN = [
  'Lesson plan: F barre chord',
  '1. Warm up: Spider Walk, 5 minutes',
  '2. F barre: five slow strums, check every string',
  '3. One-minute changes C to F, count and write down',
  '4. Play the changes in a song you know',
];

/** The demo summaries go into a school without faculty and without summaries only. */
export async function summariesAreEmpty(db: DbOrTx): Promise<boolean> {
  const [[anyFaculty], [anySummary]] = await Promise.all([
    db.select({ id: faculty.id }).from(faculty).limit(1),
    db.select({ id: sessionSummaries.id }).from(sessionSummaries).limit(1),
  ]);
  return anyFaculty === undefined && anySummary === undefined;
}

/** The homework's ids: the starter library's chords and published items by name or title. */
async function findHomework(tx: Tx, refs: HomeworkRef[]) {
  const names = refs.map((ref) => ref.title);
  const [chordRows, itemRows] = await Promise.all([
    tx.select({ id: chords.id, title: chords.name }).from(chords).where(inArray(chords.name, names)),
    tx
      .select({ id: libraryContent.id, title: libraryContent.title, type: libraryContent.contentType })
      .from(libraryContent)
      .where(and(inArray(libraryContent.title, names), eq(libraryContent.published, true))),
  ]);
  // A deployment without the starter library simply gets less homework.
  return refs.flatMap((ref) => {
    const found =
      ref.materialType === 'chord'
        ? chordRows.find((row) => row.title === ref.title)
        : itemRows.find((row) => row.title === ref.title && row.type === ref.materialType);
    return found ? [{ materialType: ref.materialType, materialId: found.id }] : [];
  });
}

/**
 * Writes the faculty and the learner's summaries when the school has neither and the demo learner exists; returns
 * how many summaries it wrote.
 */
export async function seedDemoSummaries(db: Db, files: FileStore, now: Date): Promise<number> {
  if (!(await summariesAreEmpty(db))) return 0;
  const learner = await findUserByEmail(db, DEMO_LEARNER.email);
  if (!learner) return 0;
  const admin = await findUserByEmail(db, DEMO_ADMIN.email);
  // Stored before the transaction, as the form uploads it; left unclaimed (and tidied away) if another start wins.
  const plan = await savePendingAttachment(
    files,
    { name: 'Lesson plan - F barre chord.pdf', data: lessonPlanPdf(LESSON_PLAN) },
    admin?.user.id ?? null,
  );
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_SUMMARIES_LOCK_KEY})`);
    // Read again under the lock: another instance may have done the work meanwhile.
    if (!(await summariesAreEmpty(tx))) return 0;
    const teachers = await tx
      .insert(faculty)
      .values([...DEMO_FACULTY])
      .returning({ id: faculty.id });
    const playerEmails = DEMO_PLAYERS.map((player) => player.email);
    const players = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(inArray(users.email, playerEmails));
    for (const summary of DEMO_SUMMARIES) {
      const sessionDate = new Date(now.getTime() - summary.daysAgo * MS_PER_DAY);
      // On the hour; the summary is written two hours later.
      sessionDate.setUTCMinutes(0, 0, 0);
      const playerIds = summary.players.flatMap(
        (username) => players.find((player) => player.email.startsWith(`${username}@`))?.id ?? [],
      );
      const request: CreateSummaryRequest = {
        facultyId: teachers[summary.faculty]!.id,
        sessionDate: sessionDate.toISOString(),
        shortDescription: summary.shortDescription,
        longDescription: summary.longDescription,
        isGroupSession: summary.players.length > 0,
        memberIds: [learner.user.id, ...playerIds],
        attachmentIds: summary.attachPlan ? [plan.id] : [],
        homework: await findHomework(tx, summary.homework),
      };
      await insertSummary(tx, files.bucket, createSummaryRequestSchema.parse(request), {
        addedBy: admin?.user.id ?? null,
        now: new Date(sessionDate.getTime() + 2 * 3_600_000),
      });
    }
    return DEMO_SUMMARIES.length;
  });
}
