import { Navigate, useSearchParams } from 'react-router';
import { Card } from '@/components/ui/Card';
import { routeNoticeState } from '@/components/ui/route-notice';
import { Spinner } from '@/components/ui/Spinner';
import { useDocumentTitle } from '@/lib/document-title';
import { paths } from '@/lib/paths';
import { useAdminContent } from '../../api/admin-content';
import { ContentFormBody } from './ContentFormBody';
import { formTitle, loadFailedMessage, type ContentFormConfig } from './content-form-model';

/**
 * /admin/library/{segment}/create, with ?id= for edit mode: loads the item, then shows the form. When the
 * item cannot be loaded it returns to /admin/library with the spec's message ('Failed to load article data').
 */
export function ContentForm<D>({ config }: { config: ContentFormConfig<D> }) {
  const [searchParams] = useSearchParams();
  const id = searchParams.get('id');
  const item = useAdminContent(id);
  const title = formTitle(config.type, Boolean(id));
  useDocumentTitle(title);

  if (!id) return <ContentFormBody key="new" config={config} initial={null} />;

  if (item.isError) {
    return (
      <Navigate to={paths.adminLibrary} replace state={routeNoticeState(loadFailedMessage(config.type), 'error')} />
    );
  }
  if (!item.data || !item.isFetchedAfterMount) {
    return (
      <div className="mx-auto w-full max-w-3xl">
        <Card className="flex flex-col gap-6 p-4 sm:p-6">
          <h1 className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">{title}</h1>
          <div className="flex justify-center py-12">
            <Spinner label="Loading…" size="lg" />
          </div>
        </Card>
      </div>
    );
  }
  if (item.data.contentType !== config.type) {
    // An id of another type: open that type's form instead.
    return <Navigate to={paths.adminLibraryForm(item.data.contentType, id)} replace />;
  }
  return <ContentFormBody key={id} config={config} initial={item.data} />;
}
