import { PageHeader } from '@/components/ui/PageHeader';
import { useDocumentTitle } from '@/lib/document-title';
import { CirclePanel } from '../components/circle/CirclePanel';
import { NoteCircle } from '../components/circle/NoteCircle';
import { LiveStatus } from '../components/LiveStatus';
import { useCirclePlayer } from '../hooks/use-circle-player';
import { useKeyboardLikely } from '../hooks/use-keyboard-likely';
import { useNoteKeys } from '../hooks/use-note-keys';

/** /library/circle-of-notes: the chromatic circle. */
export function Component() {
  useDocumentTitle('Circle of Notes');
  const player = useCirclePlayer();
  const showKeys = useKeyboardLikely();
  useNoteKeys((action, shiftKey) => {
    if (action.kind === 'octave') player.changeOctave(action.step);
    else player.chooseNote(action.pitchClass, shiftKey);
  });

  return (
    <>
      <PageHeader
        title="Circle of Notes"
        description="The twelve notes of the chromatic scale on a circle, C at the top and a half-step apart going clockwise. Tap a note to hear it; drag from one note to another to name the interval."
      />
      <div className="grid items-start gap-6 md:grid-cols-[minmax(0,1fr)_16rem] xl:grid-cols-[minmax(0,1fr)_18rem]">
        <NoteCircle
          octave={player.octave}
          lastPlayed={player.recent[0]}
          interval={player.interval}
          onChoose={player.chooseNote}
          onMeasure={player.measure}
          showKeys={showKeys}
        />
        <CirclePanel
          octave={player.octave}
          onOctaveChange={player.changeOctave}
          interval={player.interval}
          recent={player.recent}
          showKeys={showKeys}
        />
      </div>
      <LiveStatus message={player.status} />
    </>
  );
}
