import { messages } from '@woodshed/shared';
import { useDocumentTitle } from '@/lib/document-title';
import { Banner } from './Banner';
import { PageHeader } from './PageHeader';

interface NotBuiltYetProps {
  /** The screen's heading, e.g. "Practice Log". */
  title: string;
  /** The tab title, when it differs from the heading. */
  documentTitle?: string;
}

/** Placeholder for a screen that a later release builds: its heading and a short notice. */
export function NotBuiltYet({ title, documentTitle }: NotBuiltYetProps) {
  useDocumentTitle(documentTitle ?? title);
  return (
    <>
      <PageHeader title={title} />
      <Banner tone="info">{messages.shell.notBuiltYet}</Banner>
    </>
  );
}
