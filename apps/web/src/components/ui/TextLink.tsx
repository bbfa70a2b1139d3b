import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';

export const textLinkClasses =
  'font-medium text-amber-800 underline decoration-amber-800/30 underline-offset-2 hover:decoration-amber-800 focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700';

/** An in-app link styled as running text. */
export function TextLink({ className, ...rest }: ComponentProps<typeof Link>) {
  return <Link className={cn(textLinkClasses, className)} {...rest} />;
}
