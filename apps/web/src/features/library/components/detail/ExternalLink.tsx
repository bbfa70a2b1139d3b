import { ExternalLink as ExternalLinkIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonClasses } from '@/components/ui/Button';

interface ExternalLinkProps {
  href: string;
  children: ReactNode;
  /** Looks like a secondary button (default) or like running text. */
  look?: 'button' | 'text';
}

/** A link that opens in a new tab (rel="noopener noreferrer"), and says so to screen readers. */
export function ExternalLink({ href, children, look = 'button' }: ExternalLinkProps) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={
        look === 'button'
          ? buttonClasses('secondary')
          : 'inline-flex items-center gap-1 font-medium text-amber-800 underline decoration-amber-800/30 underline-offset-2 hover:decoration-amber-800 focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700'
      }
    >
      {children}
      <ExternalLinkIcon aria-hidden="true" className="size-4" />
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
