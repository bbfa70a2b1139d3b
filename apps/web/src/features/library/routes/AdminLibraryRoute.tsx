import { CONTENT_TYPE_LABELS, type ContentType } from '@woodshed/shared';
import {
  ArrowLeft,
  Disc3,
  Dumbbell,
  FolderOpen,
  Music,
  Newspaper,
  Plus,
  Upload,
  Video,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { Banner } from '@/components/ui/Banner';
import { buttonClasses } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { PageHeader } from '@/components/ui/PageHeader';
import { useRouteNotice } from '@/components/ui/route-notice';
import { TextLink } from '@/components/ui/TextLink';
import { useDocumentTitle } from '@/lib/document-title';
import { paths } from '@/lib/paths';

const SECTIONS: ReadonlyArray<{ type: ContentType; icon: LucideIcon; description: string }> = [
  { type: 'article', icon: Newspaper, description: 'Written lessons with text and pictures.' },
  { type: 'video', icon: Video, description: 'Video lessons, uploaded or linked from YouTube or Vimeo.' },
  { type: 'exercise', icon: Dumbbell, description: 'Practice drills with focus areas and step-by-step instructions.' },
  { type: 'jam_track', icon: Disc3, description: 'Backing tracks to play along with: key, tempo and chords.' },
  { type: 'repertoire', icon: Music, description: 'Pieces to learn, with sheet music, tabs and backing tracks.' },
];

/** /admin/library: the content hub: create or view each type, and the file pages. */
export function Component() {
  useDocumentTitle('Library Management');
  // A notice handed over by a form ('Failed to load article data'); shown once, not again on reload.
  const notice = useRouteNotice();

  return (
    <>
      <TextLink to={paths.admin} className="mb-4 inline-flex items-center gap-1 text-sm">
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Admin Dashboard
      </TextLink>
      <PageHeader
        title="Library Management"
        description="Create and edit the learning library, and manage uploaded files."
        actions={
          <>
            <Link to={paths.adminUploads} className={buttonClasses('secondary')}>
              <Upload aria-hidden="true" className="size-4" />
              Upload Files
            </Link>
            <Link to={paths.adminFiles} className={buttonClasses('secondary')}>
              <FolderOpen aria-hidden="true" className="size-4" />
              Manage Files
            </Link>
          </>
        }
      />
      {notice && (
        <Banner tone={notice.tone} className="mb-6">
          {notice.message}
        </Banner>
      )}
      <ul aria-label="Content types" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {SECTIONS.map(({ type, icon: Icon, description }) => {
          const { singular, plural } = CONTENT_TYPE_LABELS[type];
          return (
            <li key={type}>
              <Card className="flex h-full flex-col gap-3 p-5">
                <div className="flex items-center gap-3">
                  <span className="flex size-10 items-center justify-center rounded-lg bg-amber-100 text-amber-900">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <h2 className="text-lg font-semibold text-stone-900">{plural}</h2>
                </div>
                <p className="flex-1 text-sm text-stone-600">{description}</p>
                <div className="flex flex-wrap items-center gap-3">
                  <Link to={paths.adminLibraryForm(type)} className={buttonClasses('primary', 'sm')}>
                    <Plus aria-hidden="true" className="size-4" />
                    Create {singular}
                  </Link>
                  <TextLink to={paths.libraryList(type)} className="text-sm">
                    View all<span className="sr-only"> {plural.toLowerCase()}</span>
                  </TextLink>
                </div>
              </Card>
            </li>
          );
        })}
      </ul>
    </>
  );
}
