import { DEFAULT_TIME_ZONE, formatCount, localDateOf } from '@woodshed/shared';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { Spinner } from '@/components/ui/Spinner';
import { useAuth } from '@/features/auth';
import { usePendingTimerLog } from '@/features/practice-room';
import { useFocusAreas } from '../api/focus-areas';
import { PracticeSessionForm } from './PracticeSessionForm';

/**
 * Shown when the practice timer is stopped (issue 19): the session filled with the timed minutes, today's date in
 * the user's zone and the focus area of the page that was open, editable, logged with the practice form's rules
 * (the server's per-day limit shows in its red banner). Log Practice and Discard stay at the bottom of the dialog
 * whatever its height; Discard, the close button and Escape keep nothing.
 */
export function TimerLogDialog() {
  const { pending, clear } = usePendingTimerLog();
  const { user } = useAuth();
  const focusAreas = useFocusAreas();
  if (!pending || !user) return null;
  const timeZone = user.timezone ?? DEFAULT_TIME_ZONE;
  const focusId = pending.focusArea ? focusAreas.data?.find((area) => area.name === pending.focusArea)?.id : undefined;
  const minutes = formatCount(pending.minutes, { one: 'minute', other: 'minutes' });
  const discard = (
    <Button type="button" variant="secondary" onClick={clear}>
      Discard
    </Button>
  );
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) clear();
      }}
      title="Log this practice session?"
      description={`The timer ran for ${minutes}. Check the details and log them, or discard the time.`}
      // While the focus areas load there is no form yet, only Discard.
      footer={focusAreas.isPending ? discard : undefined}
    >
      {focusAreas.isPending ? (
        <Spinner label="Loading focus areas" />
      ) : (
        <PracticeSessionForm
          timeZone={timeZone}
          label={{ text: 'Timed practice session' }}
          prefill={{
            date: localDateOf(new Date(), timeZone),
            duration: String(pending.minutes),
            focusAreaIds: focusId === undefined ? [] : [focusId],
          }}
          onLogged={clear}
          inDialog
          extraActions={discard}
        />
      )}
    </Dialog>
  );
}
