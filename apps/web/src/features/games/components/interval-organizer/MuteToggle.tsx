import { Volume2, VolumeX } from 'lucide-react';
import { Button } from '@/components/ui/Button';
import { cn } from '@/lib/cn';

/** Sound on or off for placed notes: a toggle button (pressed = muted), remembered in this browser. */
export function MuteToggle({ muted, onToggle }: { muted: boolean; onToggle: () => void }) {
  const Icon = muted ? VolumeX : Volume2;
  return (
    <Button
      variant="secondary"
      size="lg"
      aria-pressed={muted}
      onClick={onToggle}
      className={cn(muted && 'border-amber-700 bg-amber-50 text-amber-900 hover:bg-amber-100')}
    >
      <Icon aria-hidden="true" className="size-4" />
      Mute
    </Button>
  );
}
