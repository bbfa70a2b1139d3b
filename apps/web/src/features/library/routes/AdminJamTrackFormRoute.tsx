import { ContentForm } from '../components/admin/ContentForm';
import { jamTrackForm } from '../components/admin/JamTrackFields';

/** /admin/library/jam-tracks/create, or ?id= for edit mode. */
export function Component() {
  return <ContentForm config={jamTrackForm} />;
}
