import { ContentForm } from '../components/admin/ContentForm';
import { repertoireForm } from '../components/admin/RepertoireFields';

/** /admin/library/repertoire/create, or ?id= for edit mode. */
export function Component() {
  return <ContentForm config={repertoireForm} />;
}
