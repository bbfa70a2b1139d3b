import { NotFoundContent } from '../NotFound';

export function Component() {
  return <NotFoundContent />;
}
