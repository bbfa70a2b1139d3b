import { messages } from '@woodshed/shared';
import { ArrowLeft } from 'lucide-react';
import { LoadError } from '@/components/ui/LoadError';
import { PageHeader } from '@/components/ui/PageHeader';
import { Spinner } from '@/components/ui/Spinner';
import { TextLink } from '@/components/ui/TextLink';
import { useDocumentTitle } from '@/lib/document-title';
import { paths } from '@/lib/paths';
import { useSiteSettings } from '../api/site-settings';
import { SiteSettingsForm } from '../components/settings/SiteSettingsForm';

/** /admin/settings: the school's name, the dashboard notice, the bug-report e-mail, private lessons. */
export function Component() {
  useDocumentTitle('Site Settings');
  const settings = useSiteSettings();
  return (
    <>
      <TextLink to={paths.admin} className="mb-4 inline-flex items-center gap-1 text-sm">
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Admin Dashboard
      </TextLink>
      <PageHeader title="Site Settings" description="What every learner sees of the school, and where it sends them." />
      {settings.data ? (
        <SiteSettingsForm settings={settings.data} />
      ) : settings.isError ? (
        <LoadError
          message={messages.admin.settingsLoadFailed}
          onRetry={() => void settings.refetch()}
          retrying={settings.isFetching}
          size="md"
        />
      ) : (
        <div className="flex justify-center py-16">
          <Spinner size="lg" label="Loading site settings…" />
        </div>
      )}
    </>
  );
}
