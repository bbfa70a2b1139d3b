import { messages } from '@woodshed/shared';
import { Copy, Link2, RefreshCw, Unlink } from 'lucide-react';
import { useState } from 'react';
import { Banner } from '@/components/ui/Banner';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { LoadError } from '@/components/ui/LoadError';
import { Spinner } from '@/components/ui/Spinner';
import { TextField } from '@/components/ui/TextField';
import { textLinkClasses } from '@/components/ui/TextLink';
import { useCreateFeed, useDeleteFeed, useFeed } from '../api/feed';
import { subscribeLinks } from './feed-links';

type Ask = 'replace' | 'off' | null;

const FAILED = 'Failed to update the subscription link. Please try again.';

/**
 * "Subscribe in other calendar apps": the viewer's secret iCalendar link (copyable), or a button to make one;
 * Replace link (the old one stops working) and Turn off, each confirmed.
 */
export function FeedPanel() {
  const feed = useFeed();
  const create = useCreateFeed();
  const remove = useDeleteFeed();
  const [ask, setAsk] = useState<Ask>(null);
  const [status, setStatus] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const url = feed.data?.url ?? null;

  const copy = async (text: string, what = 'Link') => {
    try {
      await navigator.clipboard.writeText(text);
      setStatus({ tone: 'success', text: `${what} copied.` });
    } catch {
      setStatus({ tone: 'error', text: messages.storage.copyFailed });
    }
  };

  const confirm = () => {
    const done = (text: string) => () => {
      setAsk(null);
      setStatus({ tone: 'success', text });
    };
    if (ask === 'replace')
      create.mutate(undefined, { onSuccess: done('A new link is ready; the old one no longer works.') });
    if (ask === 'off') remove.mutate(undefined, { onSuccess: done('Subscription link turned off.') });
  };

  return (
    <Card className="flex flex-col gap-3 p-4 sm:p-6">
      <h2 className="text-lg font-semibold text-stone-900">Subscribe in other calendar apps</h2>
      <p className="text-sm text-stone-700">
        Add your Woodshed calendar to Google Calendar, Apple Calendar or Outlook with a private link. It lists the
        events you can see here and stays up to date. Anyone with the link can read it, so keep it to yourself.
      </p>
      {status && (
        <Banner tone={status.tone} className="w-full">
          {status.text}
        </Banner>
      )}
      {feed.isPending && <Spinner label="Loading your subscription link…" />}
      {feed.isError && (
        <LoadError
          message="Failed to load your subscription link"
          onRetry={() => void feed.refetch()}
          retrying={feed.isFetching}
        />
      )}
      {feed.isSuccess && url === null && (
        <div className="flex flex-col items-start gap-2">
          {create.isError && <Banner tone="error">{FAILED}</Banner>}
          <Button
            loading={create.isPending}
            loadingText="Creating..."
            onClick={() => create.mutate(undefined, { onSuccess: () => setStatus(null) })}
          >
            <Link2 aria-hidden="true" className="size-4" />
            Create subscription link
          </Button>
        </div>
      )}
      {feed.isSuccess && url !== null && (
        <FeedLinkControls
          url={url}
          onCopy={(text, what) => void copy(text, what)}
          onReplace={() => setAsk('replace')}
          onTurnOff={() => setAsk('off')}
        />
      )}
      <ConfirmDialog
        open={ask !== null}
        onOpenChange={(open) => {
          if (!open) {
            setAsk(null);
            create.reset();
            remove.reset();
          }
        }}
        title={ask === 'replace' ? 'Replace subscription link?' : 'Turn off subscription link?'}
        message={
          ask === 'replace'
            ? 'The current link stops working at once. Calendar apps subscribed with it need the new link.'
            : 'The current link stops working at once, and calendar apps subscribed with it stop receiving events.'
        }
        confirmLabel={ask === 'replace' ? 'Replace link' : 'Turn off'}
        busyLabel={ask === 'replace' ? 'Replacing...' : 'Turning off...'}
        busy={create.isPending || remove.isPending}
        error={create.isError || remove.isError ? FAILED : null}
        onConfirm={confirm}
      />
    </Card>
  );
}

interface FeedLinkControlsProps {
  url: string;
  onCopy: (text: string, what?: string) => void;
  onReplace: () => void;
  onTurnOff: () => void;
}

/** The feed URL with Copy link, a link to add it to each calendar app, then Replace link and Turn off. */
function FeedLinkControls({ url, onCopy, onReplace, onTurnOff }: FeedLinkControlsProps) {
  return (
    <>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <TextField
          label="Your calendar feed URL"
          value={url}
          readOnly
          className="min-w-0 flex-1"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button variant="secondary" onClick={() => onCopy(url)}>
          <Copy aria-hidden="true" className="size-4" />
          Copy link
        </Button>
      </div>
      <ul aria-label="Add to a calendar app" className="flex flex-col gap-2">
        {subscribeLinks(url).links.map(({ app, href }) => (
          <li key={app} className="flex flex-wrap items-center gap-2">
            <a href={href} target="_blank" rel="noopener noreferrer" className={textLinkClasses}>
              Add to {app}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
            <Button variant="ghost" size="sm" onClick={() => onCopy(href, `${app} link`)}>
              <Copy aria-hidden="true" className="size-4" />
              Copy {app} link
            </Button>
          </li>
        ))}
      </ul>
      <p className="text-sm text-stone-600">
        Replace the link if it was shared by mistake (the old one stops working), or turn it off.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={onReplace}>
          <RefreshCw aria-hidden="true" className="size-4" />
          Replace link
        </Button>
        <Button variant="ghost" size="sm" className="text-red-700 hover:bg-red-50" onClick={onTurnOff}>
          <Unlink aria-hidden="true" className="size-4" />
          Turn off
        </Button>
      </div>
    </>
  );
}
