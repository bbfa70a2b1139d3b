import type { CollectionColor, CollectionIcon, ContentType, EffortLevel, GoalStatus } from '@woodshed/shared';

/**
 * What the demo learner owns besides practice (issue 11): goals, bookmarks, chord ratings and collections.
 * Dates are days relative to today in the learner's zone; library items and chords are named, so a renamed or
 * removed one is simply left out. Plain data: the inserts live in demo-extras.ts.
 */

/** Custom focus areas the demo learner sometimes types next to the reference list. */
export const DEMO_CUSTOM_FOCUS = [
  'Travis picking',
  'Blues turnarounds',
  'Barre chord stamina',
  'Open mic set',
  'Fingerstyle arpeggios',
] as const;

/** Notes a learner might leave on a session. */
export const DEMO_SESSION_NOTES = [
  'G to C change is finally clean at 80 bpm.',
  'Spider walk up to 100 bpm without tension in the thumb.',
  'Fingers sore today, kept it short.',
  'Worked the F barre slowly: the B string still buzzes.',
  'Recorded myself playing House of the Rising Sun; timing drifts in bar 5.',
  'Metronome at 70, then 75. Strumming pattern holds.',
  'Ear training: major vs minor thirds, 18 out of 20.',
  'Improvised over the 12-bar in A for a whole backing track without stopping!',
  'Learned the Greensleeves melody up to the second ending.',
  'Tried the pentatonic in shape 2: confusing but fun.',
  'One-minute changes: 34 switches between A and D.',
  'Read through a new melody in first position, slowly.',
] as const;

export interface DemoGoal {
  title: string;
  description: string;
  specific: string;
  measurable: string;
  achievable: string;
  relevant: string;
  /** Days from today (negative: in the past). */
  targetInDays: number;
  createdDaysAgo: number;
  status: GoalStatus;
  progress: number;
  priority: number;
  effortEstimate: EffortLevel | null;
  milestones: Array<{ description: string; inDays: number | null; done: boolean }>;
}

export const DEMO_GOALS: readonly DemoGoal[] = [
  {
    title: 'Learn my first three chords: G, C and D',
    description: 'Play the three open chords cleanly and switch between them.',
    specific: 'G, C and D, every string ringing',
    measurable: '30 changes a minute between any two',
    achievable: 'Ten minutes of one-minute changes a day',
    relevant: 'Most beginner songs use only these three',
    targetInDays: -40,
    createdDaysAgo: 86,
    status: 'completed',
    progress: 100,
    priority: 0.8,
    effortEstimate: 'LEVEL_2',
    milestones: [
      { description: 'G and C ring cleanly', inDays: -70, done: true },
      { description: 'D without muting the high E', inDays: -55, done: true },
      { description: '30 changes a minute', inDays: -42, done: true },
    ],
  },
  {
    title: "Play 'House of the Rising Sun' at the open mic",
    description: 'Arpeggiated, with the backing track, in front of people.',
    specific: 'The whole song, arpeggio pattern, three verses',
    measurable: 'Two run-throughs in a row without stopping',
    achievable: 'Twenty minutes on the song most days',
    relevant: 'My first performance',
    targetInDays: 21,
    createdDaysAgo: 35,
    status: 'in_progress',
    progress: 60,
    priority: 0.9,
    effortEstimate: 'LEVEL_6',
    milestones: [
      { description: 'Learn the arpeggio pattern', inDays: -28, done: true },
      { description: 'Change chords in time at 80 bpm', inDays: -9, done: true },
      { description: 'Play it through for a friend', inDays: 10, done: false },
      { description: 'Perform at the open mic', inDays: 21, done: false },
    ],
  },
  {
    title: 'Clean barre chords (F and Bm)',
    description: 'Barre chords that ring, and changes into them in time.',
    specific: 'F (E shape) and Bm (A shape)',
    measurable: 'Every string rings; G–F–C changes at 60 bpm',
    achievable: 'Five minutes of barre work at the start of each session',
    relevant: 'Unlocks most of the songs I want to play',
    targetInDays: 45,
    createdDaysAgo: 20,
    status: 'in_progress',
    progress: 35,
    priority: 0.75,
    effortEstimate: 'LEVEL_7',
    milestones: [
      { description: 'F rings on all six strings', inDays: -3, done: true },
      { description: 'Bm in the pop progression', inDays: 20, done: false },
      { description: 'Change G–F–C at 60 bpm', inDays: 45, done: false },
    ],
  },
  {
    title: 'A minor pentatonic in all five shapes',
    description: 'Solo over the blues jam track anywhere on the neck.',
    specific: 'The five shapes of A minor pentatonic, connected',
    measurable: 'Each shape from memory, up and down, at 80 bpm',
    achievable: 'One shape every two weeks',
    relevant: 'Improvising over the 12-bar blues',
    targetInDays: 75,
    createdDaysAgo: 5,
    status: 'not_started',
    progress: 0,
    priority: 0.6,
    effortEstimate: 'LEVEL_5',
    milestones: [
      { description: 'Shape 1 from memory', inDays: 14, done: false },
      { description: 'Connect shapes 1 and 2', inDays: 35, done: false },
    ],
  },
  {
    title: 'Sight-read one short melody a week',
    description: 'Read standard notation in first position.',
    specific: 'One new eight-bar melody each week',
    measurable: 'Played at 60 bpm with no more than two stops',
    achievable: 'Ten minutes twice a week',
    relevant: 'Learning songs from sheet music',
    targetInDays: 120,
    createdDaysAgo: 2,
    status: 'not_started',
    progress: 0,
    priority: 0.3,
    effortEstimate: null,
    milestones: [{ description: 'Notes on the first three strings', inDays: null, done: false }],
  },
];

/** Starter library items the learner bookmarked, in their order. ('Minor Groove in A' is left for the e2e suite.) */
export const DEMO_BOOKMARKS: ReadonlyArray<{ title: string; contentType: ContentType }> = [
  { title: 'House of the Rising Sun', contentType: 'repertoire' },
  { title: 'One-Minute Chord Changes', contentType: 'exercise' },
  { title: '12-Bar Blues in A', contentType: 'jam_track' },
  { title: 'How to Practise So It Sticks', contentType: 'article' },
];

/** The learner's chord ratings, 0 (Not Started) to 5 (Mastered). */
export const DEMO_MASTERY: ReadonlyArray<readonly [chord: string, rating: number]> = [
  ['G', 5],
  ['C', 5],
  ['D', 5],
  ['Em', 5],
  ['Am', 4],
  ['E', 4],
  ['A', 4],
  ['Dm', 3],
  ['G7', 3],
  ['E7', 3],
  ['F', 2],
  ['C7', 2],
  ['Bm', 1],
  ['Fmaj7', 1],
  ['B7', 0],
];

export type DemoMaterial =
  | { kind: 'chord'; name: string; notes?: string }
  | { kind: 'library'; title: string; contentType: ContentType; notes?: string };

export interface DemoCollection {
  title: string;
  description: string | null;
  icon: CollectionIcon;
  color: CollectionColor;
  createdDaysAgo: number;
  materials: readonly DemoMaterial[];
}

/** Oldest first; the list shows the newest first. */
export const DEMO_COLLECTIONS: readonly DemoCollection[] = [
  {
    title: 'Daily warm-up',
    description: null,
    icon: 'Clock',
    color: '#059669',
    createdDaysAgo: 60,
    materials: [
      { kind: 'library', title: 'Spider Walk for Finger Independence', contentType: 'exercise' },
      { kind: 'library', title: 'One-Minute Chord Changes', contentType: 'exercise' },
      { kind: 'chord', name: 'G' },
      { kind: 'chord', name: 'C' },
      { kind: 'chord', name: 'D' },
    ],
  },
  {
    title: 'Open mic set',
    description: 'Everything for my first open mic night.',
    icon: 'Music',
    color: '#DB2777',
    createdDaysAgo: 30,
    materials: [
      {
        kind: 'library',
        title: 'House of the Rising Sun',
        contentType: 'repertoire',
        notes: 'Arpeggiate, do not strum. Slow down in the last verse.',
      },
      { kind: 'chord', name: 'Am', notes: 'Keep the ring finger arched so the high E rings.' },
      { kind: 'chord', name: 'F', notes: 'The small F (top four strings) is fine for the gig.' },
      { kind: 'chord', name: 'E7' },
      { kind: 'library', title: '12-Bar Blues in A', contentType: 'jam_track', notes: 'Warm-up jam before going on.' },
    ],
  },
];
