import type { MaterialType } from '@woodshed/shared';
import { FolderPlus } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/cn';
import { AddToCollectionDialog } from './AddToCollectionDialog';

export interface AddToCollectionButtonProps {
  materialType: MaterialType;
  materialId: string;
  /**
   * The item's title (a chord's name). The icon-only button is named 'Add {itemTitle} to a collection'; the
   * labelled ones 'Add to collection: {itemTitle}', so the name starts with the words shown (WCAG 2.5.3).
   */
  itemTitle: string;
  /** `md` (default, icon and text, as on a detail page), `sm` (a compact labelled button) or `icon` (icon only, on cards). */
  size?: 'md' | 'sm' | 'icon';
  disabled?: boolean;
  className?: string;
}

const VISIBLE_LABEL = 'Add to collection';

const sizes = {
  md: 'h-10 gap-2 border border-stone-300 bg-white px-4 text-sm font-semibold text-stone-800 shadow-sm hover:bg-stone-100',
  sm: 'h-8 gap-1.5 border border-stone-300 bg-white px-3 text-sm font-semibold text-stone-800 shadow-sm hover:bg-stone-100',
  icon: 'size-9 text-stone-600 hover:bg-stone-100 hover:text-stone-900',
} as const;

/** Opens the Add to Collection dialog for one library item or chord; focus comes back here when it closes. */
export function AddToCollectionButton({
  materialType,
  materialId,
  itemTitle,
  size = 'md',
  disabled,
  className,
}: AddToCollectionButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        disabled={disabled}
        aria-label={size === 'icon' ? `Add ${itemTitle} to a collection` : `${VISIBLE_LABEL}: ${itemTitle}`}
        aria-haspopup="dialog"
        title={size === 'icon' ? VISIBLE_LABEL : undefined}
        className={cn(
          'inline-flex shrink-0 items-center justify-center rounded-lg transition-colors',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700',
          'disabled:cursor-not-allowed disabled:opacity-50',
          sizes[size],
          className,
        )}
      >
        <FolderPlus aria-hidden="true" className={size === 'icon' ? 'size-5' : 'size-4'} />
        {size !== 'icon' && <span>{VISIBLE_LABEL}</span>}
      </button>
      <AddToCollectionDialog
        open={open}
        onOpenChange={setOpen}
        materialType={materialType}
        materialId={materialId}
        itemTitle={itemTitle}
      />
    </>
  );
}
