import {
  Activity,
  AudioWaveform,
  Award,
  BookOpen,
  Calendar,
  ChartColumn,
  CircleUser,
  Disc3,
  Dumbbell,
  FileText,
  Gamepad2,
  Gauge,
  Grid3x3,
  GraduationCap,
  Guitar,
  History,
  Layers,
  ListChecks,
  Medal,
  Music,
  NotebookPen,
  Repeat,
  Sparkles,
  Target,
  Timer,
  Trophy,
  Video,
  type LucideIcon,
} from 'lucide-react';
import { paths } from '@/lib/paths';

export interface HelpTopic {
  to: string;
  title: string;
  description: string;
  icon: LucideIcon;
}

export interface HelpSection {
  title: string;
  topics: HelpTopic[];
}

export const helpSections: HelpSection[] = [
  {
    title: 'Practice',
    topics: [
      {
        to: paths.practice,
        title: 'Practice logging',
        description:
          'Record each session with its date (today or up to 14 days back), length, focus areas and notes; a day holds at most 24 hours of practice. Deleted sessions wait 14 days before they are removed, so you can restore them. The practice timer keeps running while you move around Woodshed and offers to log its time when you stop it.',
        icon: NotebookPen,
      },
      {
        to: paths.practiceHistory,
        title: 'Practice history',
        description: 'Browse every session you have logged, filter by focus area and see what you removed.',
        icon: History,
      },
      {
        to: paths.goals,
        title: 'Goals',
        description: 'Set SMART goals with a target date and priority, break them into milestones and track progress.',
        icon: Target,
      },
      {
        to: paths.routine,
        title: 'Routine',
        description: 'Follow a timed practice routine phase by phase; each finished phase is logged for you.',
        icon: Repeat,
      },
      {
        to: paths.practiceMaterials,
        title: 'Practice materials',
        description: 'Collect library items and chords into your own practice collections and keep them in order.',
        icon: Layers,
      },
    ],
  },
  {
    title: 'Learn',
    topics: [
      {
        to: paths.courses,
        title: 'Courses',
        description: 'Enrol in step-by-step courses, unlock modules over time and earn XP when you finish.',
        icon: GraduationCap,
      },
      {
        to: paths.library,
        title: 'Learning library',
        description: 'Everything to study in one place, searchable and bookmarkable.',
        icon: BookOpen,
      },
      {
        to: paths.libraryList('article'),
        title: 'Articles',
        description: 'Written lessons on technique, theory and musicianship.',
        icon: FileText,
      },
      {
        to: paths.libraryList('video'),
        title: 'Video lessons',
        description: 'Watch lessons from your teachers and the school.',
        icon: Video,
      },
      {
        to: paths.libraryList('exercise'),
        title: 'Exercises',
        description: 'Focused drills with instructions and suggested tempos.',
        icon: Dumbbell,
      },
      {
        to: paths.libraryList('repertoire'),
        title: 'Repertoire',
        description: 'Songs and pieces to learn, with notes on what to work on.',
        icon: Music,
      },
      {
        to: paths.libraryList('jam_track'),
        title: 'Jam tracks',
        description: 'Backing tracks to improvise and practise over.',
        icon: Disc3,
      },
      {
        to: paths.chords,
        title: 'Chords',
        description: 'Chord diagrams and fingerings; mark each chord as learning or mastered as you go.',
        icon: Guitar,
      },
    ],
  },
  {
    title: 'Interactive tools',
    topics: [
      {
        to: paths.circleOfNotes,
        title: 'Circle of notes',
        description: 'Explore keys, fifths and related chords on an interactive circle.',
        icon: Sparkles,
      },
      {
        to: paths.interactiveFretboard,
        title: 'Interactive fretboard',
        description: 'See notes, scales and intervals laid out across the neck, and hear them.',
        icon: Grid3x3,
      },
      {
        to: paths.sineWavePlayground,
        title: 'Sine wave playground',
        description: 'Play with pitch and frequency to hear how intervals and tuning work.',
        icon: AudioWaveform,
      },
      {
        to: paths.tuner,
        title: 'Tuner',
        description:
          'Tune with the microphone in any of the fretboard’s eight tunings, with A4 from 432 to 446 Hz; press a string to hear its note.',
        icon: Gauge,
      },
      {
        to: paths.metronome(),
        title: 'Metronome',
        description:
          'Clicks with accents and subdivisions, a speed trainer and muted gap bars; log the tempo you play cleanly.',
        icon: Timer,
      },
      {
        to: paths.chordChanges(),
        title: 'Chord-change trainer',
        description:
          'Count your clean changes between two chords in one minute; keep your best per pair and log the minute.',
        icon: Repeat,
      },
    ],
  },
  {
    title: 'Games',
    topics: [
      {
        to: paths.games,
        title: 'Games',
        description: 'Train your ear and your theory with short games: Interval Organizer and Triad Matcher.',
        icon: Gamepad2,
      },
    ],
  },
  {
    title: 'Progress and community',
    topics: [
      {
        to: paths.levelGuide,
        title: 'XP and levels',
        description:
          'Earn XP for practising every day, finishing courses and earning achievements, and climb 50 levels.',
        icon: Sparkles,
      },
      {
        to: paths.achievements,
        title: 'Achievements',
        description: 'Badges for milestones such as streaks, practice hours and mastered chords.',
        icon: Award,
      },
      {
        to: paths.leaderboard,
        title: 'Leaderboard',
        description: 'See how your XP, practice hours and game scores compare with other students.',
        icon: Trophy,
      },
      {
        to: paths.stats,
        title: 'Progress stats',
        description: 'Total hours, average daily minutes, your longest practice day and more.',
        icon: ChartColumn,
      },
      {
        to: paths.calendar,
        title: 'Calendar',
        description: 'Lessons, workshops and events from your school, shown in your time zone.',
        icon: Calendar,
      },
      {
        to: paths.sessionSummaries,
        title: 'Session summaries',
        description: 'Notes and attachments from your lessons, written by your teacher.',
        icon: ListChecks,
      },
      {
        to: paths.profile,
        title: 'Profile',
        description: 'Your username, time zone, weekly practice goal and leaderboard nickname.',
        icon: CircleUser,
      },
      {
        to: paths.home,
        title: 'Dashboard',
        description: 'Your level, streak, weekly goal, bookmarks, active goals and practice chart at a glance.',
        icon: Activity,
      },
      {
        to: paths.privateLessons,
        title: 'Private lessons',
        description: 'Meet the instructor and book a private lesson.',
        icon: Medal,
      },
    ],
  },
];
