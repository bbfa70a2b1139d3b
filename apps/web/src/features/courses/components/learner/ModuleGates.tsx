import { messages } from '@woodshed/shared';
import { Lock } from 'lucide-react';
import { Banner } from '@/components/ui/Banner';
import { Button } from '@/components/ui/Button';
import { TextLink } from '@/components/ui/TextLink';
import { paths } from '@/lib/paths';
import { formatUnlockDate } from './format';

/** A locked module: 'Module Locked' and 'This module will be available on {date}'. */
export function ModuleLocked({ courseId, unlocksOn }: { courseId: string; unlocksOn: string | null }) {
  return (
    <section
      aria-labelledby="module-locked-title"
      className="flex flex-col items-center gap-3 rounded-xl border border-stone-200 bg-white px-5 py-10 text-center shadow-sm"
    >
      <span className="flex size-14 items-center justify-center rounded-full bg-stone-100 text-stone-600">
        <Lock aria-hidden="true" className="size-7" />
      </span>
      <h2 id="module-locked-title" className="text-xl font-semibold text-stone-900">
        {messages.courses.moduleLocked}
      </h2>
      {unlocksOn && <p className="text-stone-700">{messages.courses.availableOn(formatUnlockDate(unlocksOn))}</p>}
      <TextLink to={paths.course(courseId)}>See the course's other modules</TextLink>
    </section>
  );
}

interface ModuleNotEnrolledProps {
  onEnroll: () => void;
  enrolling: boolean;
  failed: boolean;
}

/** Opened without enrolling (403): the server's reason and Enroll in Course, which opens the module in place. */
export function ModuleNotEnrolled({ onEnroll, enrolling, failed }: ModuleNotEnrolledProps) {
  return (
    <div className="flex flex-col items-start gap-4">
      <Banner tone="info" className="w-full">
        {messages.courses.notEnrolled}
      </Banner>
      {failed && (
        <Banner tone="error" className="w-full">
          {messages.courses.enrollFailed}
        </Banner>
      )}
      <Button onClick={onEnroll} loading={enrolling} loadingText="Enrolling...">
        Enroll in Course
      </Button>
    </div>
  );
}
