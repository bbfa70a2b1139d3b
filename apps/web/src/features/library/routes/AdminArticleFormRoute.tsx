import { useSearchParams } from 'react-router';
import { NotBuiltYet } from '@/components/ui/NotBuiltYet';

/** /admin/library/articles/create, or ?id= for edit mode. */
export function Component() {
  const [searchParams] = useSearchParams();
  return <NotBuiltYet title={searchParams.get('id') ? 'Edit Article' : 'Create Article'} />;
}
