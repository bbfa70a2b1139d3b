import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export type BannerTone = 'error' | 'success' | 'info';

const tones = {
  error: { box: 'border-red-200 bg-red-50 text-red-800', icon: CircleAlert, role: 'alert' },
  success: { box: 'border-green-200 bg-green-50 text-green-800', icon: CircleCheck, role: 'status' },
  info: { box: 'border-sky-200 bg-sky-50 text-sky-900', icon: Info, role: 'status' },
} as const;

interface BannerProps {
  tone?: BannerTone;
  title?: string;
  children: ReactNode;
  className?: string;
  id?: string;
}

/** Red for errors (role="alert"), green for success and blue for information (role="status"). */
export function Banner({ tone = 'info', title, children, className, id }: BannerProps) {
  const { box, icon: Icon, role } = tones[tone];
  return (
    <div id={id} role={role} className={cn('flex gap-3 rounded-lg border px-4 py-3 text-sm', box, className)}>
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0 flex-1">
        {title && <p className="font-semibold">{title}</p>}
        <div>{children}</div>
      </div>
    </div>
  );
}
