import { NotBuiltYet } from '@/components/ui/NotBuiltYet';

export function Component() {
  return <NotBuiltYet title="Guitar Chords" />;
}
