import { useId } from 'react';
import { Card } from '@/components/ui/Card';
import { PracticeSessionForm, type PracticeSessionFormProps } from './PracticeSessionForm';

/**
 * The /practice card: 'Log a practice session', or 'Edit practice session' while a recent session is being
 * corrected (the form goes back to logging after the correction).
 */
export function LogPracticeForm(props: Omit<PracticeSessionFormProps, 'label'>) {
  const headingId = useId();
  return (
    <Card className="p-4 sm:p-6">
      <h2 id={headingId} className="mb-4 text-lg font-semibold text-stone-900">
        {props.editing ? 'Edit practice session' : 'Log a practice session'}
      </h2>
      <PracticeSessionForm {...props} label={{ headingId }} />
    </Card>
  );
}
