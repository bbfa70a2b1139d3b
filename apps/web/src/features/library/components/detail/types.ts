import type { ContentType, LibraryDetail } from '@woodshed/shared';
import type { ReactNode } from 'react';

/** The detail of one content type ('article' → the detail with article `details`). */
export type DetailOf<T extends ContentType> = Extract<LibraryDetail, { contentType: T }>;

export function isDetailOf<T extends ContentType>(item: LibraryDetail, type: T): item is DetailOf<T> {
  return item.contentType === type;
}

/** One fact in the detail header ('Read time' → '8 min'); facts without a value are left out. */
export interface Fact {
  label: string;
  value: ReactNode | null | undefined;
}
