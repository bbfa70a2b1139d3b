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

export interface NavItem {
  to: string;
  label: string;
  icon?: LucideIcon;
}

/** In the top bar from `lg` up (text only); at the top of the user menu, with icons, below that. */
export const mainLinks: NavItem[] = [
  { to: '/practice', label: 'Practice Log', icon: NotebookPen },
  { to: '/goals', label: 'Goals', icon: Target },
  { to: '/routine', label: 'Routine', icon: Repeat },
  { to: '/courses', label: 'Courses', icon: GraduationCap },
  { to: '/library', label: 'Library', icon: BookOpen },
  { to: '/games', label: 'Games', icon: Gamepad2 },
  { to: '/practice-materials', label: 'Practice Materials', icon: Layers },
];

export const userMenuLinks: NavItem[] = [
  { to: '/profile', label: 'Profile', icon: CircleUser },
  { to: '/stats', label: 'Stats', icon: ChartColumn },
  { to: '/level-guide', label: 'Level Guide', icon: Medal },
  { to: '/leaderboard', label: 'Leaderboard', icon: Trophy },
  { to: '/achievements', label: 'Achievements', icon: Award },
  { to: '/calendar', label: 'Calendar', icon: Calendar },
  { to: '/help', label: 'Help', icon: CircleHelp },
];

export const adminLink: NavItem = { to: '/admin', label: 'Admin', icon: Shield };
