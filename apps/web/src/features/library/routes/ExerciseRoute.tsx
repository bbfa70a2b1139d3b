import { RichText } from '@/components/ui/RichText';
import { TempoLogPanel } from '@/features/tempo-log';
import { Chip } from '../components/Badges';
import { LibraryDetailPage } from '../components/detail/LibraryDetailPage';
import { Section } from '../components/detail/Section';

/** /library/exercises/:id — category, duration, focus areas and the instructions. */
export function Component() {
  return (
    <LibraryDetailPage type="exercise" facts={(exercise) => [{ label: 'Duration', value: exercise.details.duration }]}>
      {({ id, title, details }) => (
        <>
          {details.focusAreas.length > 0 && (
            <Section title="Focus areas">
              <ul className="flex flex-wrap gap-2">
                {details.focusAreas.map((area) => (
                  <li key={area}>
                    <Chip>{area}</Chip>
                  </li>
                ))}
              </ul>
            </Section>
          )}
          <Section title="Instructions">
            {details.instructions.trim() ? (
              <div className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8">
                <RichText html={details.instructions} headingOffset={2} className="max-w-3xl" />
              </div>
            ) : (
              <p className="text-stone-700">This exercise has no instructions yet.</p>
            )}
          </Section>
          <TempoLogPanel item={{ itemType: 'exercise', itemId: id }} title={title} />
        </>
      )}
    </LibraryDetailPage>
  );
}
