import { TempoLogPanel } from '@/features/tempo-log';
import { Chip } from '../components/Badges';
import { AudioTrack } from '../components/detail/AudioTrack';
import { LibraryDetailPage } from '../components/detail/LibraryDetailPage';
import { Section } from '../components/detail/Section';

/** /library/jam-tracks/:id — genre, key, tempo, duration, chord progression and the backing track. */
export function Component() {
  return (
    <LibraryDetailPage
      type="jam_track"
      facts={({ details }) => [
        { label: 'Genre', value: details.genre },
        { label: 'Key', value: details.key },
        { label: 'Tempo', value: details.tempo === null ? null : `${details.tempo} BPM` },
        { label: 'Duration', value: details.duration },
      ]}
    >
      {({ id, details, title }) => (
        <>
          {details.chordProgression.length > 0 && (
            <Section title="Chord progression">
              <ol className="flex flex-wrap items-center gap-2">
                {details.chordProgression.map((chord, index) => (
                  // The same chord may come back later in the progression: the position is part of the key.
                  <li key={`${index}-${chord}`}>
                    <Chip className="min-w-12 justify-center font-mono text-base">{chord}</Chip>
                  </li>
                ))}
              </ol>
            </Section>
          )}
          <Section title="Backing track">
            {details.backingTrackUrl ? (
              <AudioTrack url={details.backingTrackUrl} label={`Backing track for ${title}`} tempo={details.tempo} />
            ) : (
              <p className="text-stone-700">This jam track has no backing track yet.</p>
            )}
          </Section>
          <TempoLogPanel item={{ itemType: 'jam_track', itemId: id }} title={title} />
        </>
      )}
    </LibraryDetailPage>
  );
}
