import { LibraryListPage } from '../components/LibraryListPage';

export function Component() {
  return <LibraryListPage type="article" />;
}
