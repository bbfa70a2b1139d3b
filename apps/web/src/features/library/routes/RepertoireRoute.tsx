import { FileMusic, ListMusic } from 'lucide-react';
import { TempoLogPanel } from '@/features/tempo-log';
import { AudioTrack } from '../components/detail/AudioTrack';
import { ExternalLink } from '../components/detail/ExternalLink';
import { LibraryDetailPage } from '../components/detail/LibraryDetailPage';
import { Section } from '../components/detail/Section';
import { safeHref } from '../media';

/** /library/repertoire/:id — a piece: genre, key, tempo, composer, sheet music, tab, backing track. */
export function Component() {
  return (
    <LibraryDetailPage
      type="repertoire"
      facts={({ details }) => [
        { label: 'Composer', value: details.composer },
        { label: 'Genre', value: details.genre },
        { label: 'Key', value: details.key },
        { label: 'Tempo', value: details.tempo === null ? null : `${details.tempo} BPM` },
      ]}
    >
      {({ id, details, title }) => {
        const sheetMusic = safeHref(details.sheetMusicUrl);
        const tab = safeHref(details.tabUrl);
        return (
          <>
            {(sheetMusic || tab) && (
              <Section title="Sheet music and tab">
                <div className="flex flex-wrap gap-3">
                  {sheetMusic && (
                    <ExternalLink href={sheetMusic}>
                      <FileMusic aria-hidden="true" className="size-4" />
                      Sheet music
                    </ExternalLink>
                  )}
                  {tab && (
                    <ExternalLink href={tab}>
                      <ListMusic aria-hidden="true" className="size-4" />
                      Tab
                    </ExternalLink>
                  )}
                </div>
              </Section>
            )}
            {details.backingTrackUrl && (
              <Section title="Backing track">
                <AudioTrack url={details.backingTrackUrl} label={`Backing track for ${title}`} tempo={details.tempo} />
              </Section>
            )}
            <TempoLogPanel item={{ itemType: 'repertoire', itemId: id }} title={title} />
          </>
        );
      }}
    </LibraryDetailPage>
  );
}
