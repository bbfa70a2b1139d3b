import { ArrowLeft } from 'lucide-react';
import { TextLink } from '@/components/ui/TextLink';
import { useDocumentTitle } from '@/lib/document-title';
import { paths } from '@/lib/paths';
import { AdminAchievementsPanel } from '../components/admin/AdminAchievementsPanel';

/** /admin/achievements (superadmin): list, add, edit and delete achievements. */
export function Component() {
  useDocumentTitle('Manage Achievements');
  return (
    <>
      <TextLink to={paths.admin} className="mb-4 inline-flex items-center gap-1 text-sm">
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Admin Dashboard
      </TextLink>
      <AdminAchievementsPanel />
    </>
  );
}
