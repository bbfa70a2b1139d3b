import { ContentForm } from '../components/admin/ContentForm';
import { articleForm } from '../components/admin/ArticleFields';

/** /admin/library/articles/create, or ?id= for edit mode. */
export function Component() {
  return <ContentForm config={articleForm} />;
}
