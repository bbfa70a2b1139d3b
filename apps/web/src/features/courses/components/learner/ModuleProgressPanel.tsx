import { messages, MODULE_STATUS_LABELS, type ModulePage, type ModuleStatus } from '@woodshed/shared';
import { useState } from 'react';
import { Banner } from '@/components/ui/Banner';
import { ProgressBar } from '@/components/ui/ProgressBar';
import { TextLink } from '@/components/ui/TextLink';
import { paths } from '@/lib/paths';
import { useUpdateModuleProgress } from '../../api/module-progress';
import { ModuleStatusButtons } from './ModuleStatusButtons';

interface Outcome {
  /** A new banner for each outcome, so the same message twice is announced twice. */
  id: number;
  tone: 'error' | 'success';
  text: string;
}

/**
 * The status buttons (optimistic; 'Failed to update progress' and the old status back when refused), the course's
 * weighted percent, and 'Course completed! +{xp} XP' when a change completed the course.
 */
export function ModuleProgressPanel({ page }: { page: ModulePage }) {
  const { course, module } = page;
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const show = (tone: Outcome['tone'], text: string) =>
    setOutcome((previous) => ({ id: (previous?.id ?? 0) + 1, tone, text }));

  const update = useUpdateModuleProgress(course.id, module.id, {
    onSaved: (result, body) => {
      if (result.xpAwarded > 0) show('success', messages.courses.courseCompleted(result.xpAwarded));
      if (body.status)
        setAnnouncement(
          `Status saved: ${MODULE_STATUS_LABELS[body.status]}. Course progress ${result.enrollment.progress}%.`,
        );
    },
    onFailed: (_error, body) => {
      if (body.status) show('error', messages.courses.progressFailed);
    },
  });

  const choose = (status: ModuleStatus) => {
    setAnnouncement('');
    setOutcome((previous) => (previous?.tone === 'error' ? null : previous));
    update.mutate({ status });
  };

  return (
    <section aria-labelledby="module-status-title" className="flex flex-col gap-4">
      <h2 id="module-status-title" className="text-lg font-semibold text-stone-900">
        Your status
      </h2>
      {page.progress && (
        <ModuleStatusButtons status={page.progress.status} onChange={choose} labelledBy="module-status-title" />
      )}
      <div aria-live="polite">
        {outcome && (
          <Banner key={outcome.id} tone={outcome.tone}>
            {outcome.text}
            {outcome.tone === 'success' && (
              <>
                {' '}
                <TextLink to={paths.course(course.id)}>Back to the course</TextLink>
              </>
            )}
          </Banner>
        )}
      </div>
      <div className="flex flex-col gap-1.5">
        <div className="flex items-baseline justify-between gap-3 text-sm">
          <span className="font-medium text-stone-800">Course progress</span>
          <span className="font-semibold text-stone-900 tabular-nums">{page.courseProgress}%</span>
        </div>
        <ProgressBar value={page.courseProgress} label="Course progress" />
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </section>
  );
}
