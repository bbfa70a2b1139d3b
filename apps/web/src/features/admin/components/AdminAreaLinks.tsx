import { FolderOpen, GraduationCap, Library, Settings, Trophy, Upload, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';

/** The admin areas beside the dashboard's own tabs. */
const AREAS: ReadonlyArray<{ to: string; label: string; description: string; icon: LucideIcon }> = [
  { to: paths.adminLibrary, label: 'Library', description: 'Articles, videos, exercises, jam tracks', icon: Library },
  { to: paths.adminFiles, label: 'Files', description: 'Rename, tag and delete uploads', icon: FolderOpen },
  { to: paths.adminUploads, label: 'Uploads', description: 'Add images, documents, audio, video', icon: Upload },
  {
    to: paths.adminAchievements,
    label: 'Achievements',
    description: 'Badges, XP and how they are earned',
    icon: Trophy,
  },
  { to: paths.adminFaculty, label: 'Faculty', description: 'Teachers shown on session summaries', icon: GraduationCap },
  {
    to: paths.adminSettings,
    label: 'Site Settings',
    description: 'School name, notice, private lessons',
    icon: Settings,
  },
];

/** A row of links to the other admin areas. */
export function AdminAreaLinks() {
  return (
    <nav aria-label="Admin areas" className="mb-6">
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {AREAS.map(({ to, label, description, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className={cn(
                'flex h-full items-center gap-3 rounded-xl border border-stone-200 bg-white p-3 shadow-sm transition-colors hover:border-amber-700 hover:bg-amber-50',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700',
              )}
            >
              <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-amber-100 text-amber-900">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span className="min-w-0">
                <span className="block font-semibold text-stone-900">{label}</span>
                <span className="block text-sm text-stone-600">{description}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
