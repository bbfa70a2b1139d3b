import { CONTENT_TYPE_LABELS, CONTENT_TYPE_SEGMENTS, type ContentType } from '@woodshed/shared';

/** /library/{segment}/{id}: jam tracks live at /library/jam-tracks/{id}. */
export function libraryItemPath(item: { id: string; contentType: ContentType }): string {
  return `/library/${CONTENT_TYPE_SEGMENTS[item.contentType]}/${item.id}`;
}

export function contentTypeLabel(type: ContentType): string {
  return CONTENT_TYPE_LABELS[type].singular;
}

export type DisplayDifficulty = 'beginner' | 'intermediate' | 'advanced';

/** On the dashboard anything that is not beginner or intermediate shows as advanced (spec part 1 §3). */
export function displayDifficulty(value: string): DisplayDifficulty {
  return value === 'beginner' || value === 'intermediate' ? value : 'advanced';
}

export function difficultyLabel(value: string): string {
  const difficulty = displayDifficulty(value);
  return difficulty[0]!.toUpperCase() + difficulty.slice(1);
}
