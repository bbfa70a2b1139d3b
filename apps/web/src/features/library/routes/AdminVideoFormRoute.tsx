import { ContentForm } from '../components/admin/ContentForm';
import { videoForm } from '../components/admin/VideoFields';

/** /admin/library/videos/create, or ?id= for edit mode. */
export function Component() {
  return <ContentForm config={videoForm} />;
}
