import { CONTENT_TYPE_LABELS, formatCount, type ContentType, type Difficulty } from '@woodshed/shared';

/** Heading of a list page: 'Learning Library' for all resources, else the type's plural ('Jam Tracks'). */
export function listTitle(type: ContentType | null): string {
  return type ? CONTENT_TYPE_LABELS[type].plural : 'Learning Library';
}

/** Anything that is not beginner or intermediate shows as advanced. */
export function displayDifficulty(value: string): Difficulty {
  return value === 'beginner' || value === 'intermediate' ? value : 'advanced';
}

export function difficultyLabel(value: string): string {
  const difficulty = displayDifficulty(value);
  return difficulty[0]!.toUpperCase() + difficulty.slice(1);
}

/** '1 article', '12 jam tracks', '3 pieces', '3 resources'. */
export function countLabel(type: ContentType | null, count: number): string {
  const one = type ? CONTENT_TYPE_LABELS[type].singular.toLowerCase() : 'resource';
  return formatCount(count, { one, other: `${one}s` });
}
