import { messages } from '@woodshed/shared';
import { ArrowLeft } from 'lucide-react';
import { Banner } from '@/components/ui/Banner';
import { Button } from '@/components/ui/Button';
import { TextLink } from '@/components/ui/TextLink';
import { paths } from '@/lib/paths';

const m = messages.summaries;

/** The whole page when the list could not be loaded: the reason, Try again, and the way back to the dashboard. */
export function SummariesLoadFailed({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col items-center gap-4 py-12 text-center">
      <h1 className="text-2xl font-bold tracking-tight text-stone-900">{m.errorTitle}</h1>
      <Banner tone="error" className="w-full text-left">
        {m.loadFailed}
      </Banner>
      <div className="flex flex-wrap justify-center gap-3">
        <Button variant="secondary" onClick={onRetry} loading={retrying} loadingText="Retrying...">
          Try again
        </Button>
        <TextLink to={paths.home} className="inline-flex items-center gap-1 self-center">
          <ArrowLeft aria-hidden="true" className="size-4" />
          {m.backToDashboard}
        </TextLink>
      </div>
    </div>
  );
}
