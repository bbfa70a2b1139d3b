import {
  Award,
  BookOpen,
  Gamepad2,
  GraduationCap,
  Layers,
  NotebookPen,
  Repeat,
  Target,
  Calendar,
  ChartColumn,
  CircleHelp,
  CircleUser,
  Medal,
  Shield,
  Trophy,
  type LucideIcon,
} from 'lucide-react';
import { paths } from '@/lib/paths';

export interface NavItem {
  to: string;
  label: string;
  icon?: LucideIcon;
}

/** In the top bar from `lg` up (text only); at the top of the user menu, with icons, below that. */
export const mainLinks: NavItem[] = [
  { to: paths.practice, label: 'Practice Log', icon: NotebookPen },
  { to: paths.goals, label: 'Goals', icon: Target },
  { to: paths.routine, label: 'Routine', icon: Repeat },
  { to: paths.courses, label: 'Courses', icon: GraduationCap },
  { to: paths.library, label: 'Library', icon: BookOpen },
  { to: paths.games, label: 'Games', icon: Gamepad2 },
  { to: paths.practiceMaterials, label: 'Practice Materials', icon: Layers },
];

export const userMenuLinks: NavItem[] = [
  { to: paths.profile, label: 'Profile', icon: CircleUser },
  { to: paths.stats, label: 'Stats', icon: ChartColumn },
  { to: paths.levelGuide, label: 'Level Guide', icon: Medal },
  { to: paths.leaderboard, label: 'Leaderboard', icon: Trophy },
  { to: paths.achievements, label: 'Achievements', icon: Award },
  { to: paths.calendar, label: 'Calendar', icon: Calendar },
  { to: paths.help, label: 'Help', icon: CircleHelp },
];

export const adminLink: NavItem = { to: paths.admin, label: 'Admin', icon: Shield };
