import { NotFoundPage } from '../NotFound';

export function Component() {
  return <NotFoundPage />;
}
