import { ContentForm } from '../components/admin/ContentForm';
import { exerciseForm } from '../components/admin/ExerciseFields';

/** /admin/library/exercises/create, or ?id= for edit mode. */
export function Component() {
  return <ContentForm config={exerciseForm} />;
}
