import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** A padding class of the caller's own (`p-4 sm:p-6`): it replaces the default, which would otherwise win. */
const OWN_PADDING = /(^|\s)p-/;

export function Card({ className, ...rest }: ComponentProps<'div'>) {
  // clsx does not merge classes, and in the stylesheet `p-6` comes after `p-4`: the default goes when one is given.
  const padding = className && OWN_PADDING.test(className) ? null : 'p-6';
  return <div className={cn('rounded-xl border border-stone-200 bg-white shadow-sm', padding, className)} {...rest} />;
}
