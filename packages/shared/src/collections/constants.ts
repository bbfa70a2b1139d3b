export const COLLECTION_ICONS = ['Guitar', 'Music', 'Clock', 'Lightbulb', 'Folder'] as const;
export type CollectionIcon = (typeof COLLECTION_ICONS)[number];
/** Seven colours; the first is the default of a quick-created collection. */
export const COLLECTION_COLORS = ['#4F46E5', '#0891B2', '#059669', '#D97706', '#DC2626', '#DB2777', '#7C3AED'] as const;
export type CollectionColor = (typeof COLLECTION_COLORS)[number];
export const COLLECTION_COLOR_NAMES = {
  '#4F46E5': 'Indigo',
  '#0891B2': 'Cyan',
  '#059669': 'Emerald',
  '#D97706': 'Amber',
  '#DC2626': 'Red',
  '#DB2777': 'Pink',
  '#7C3AED': 'Violet',
} as const satisfies Record<CollectionColor, string>;
export const DEFAULT_COLLECTION_ICON: CollectionIcon = 'Folder';
export const DEFAULT_COLLECTION_COLOR: CollectionColor = '#4F46E5';
export const MATERIAL_TYPES = ['chord', 'article', 'video', 'exercise', 'jam_track', 'repertoire'] as const;
export type MaterialType = (typeof MATERIAL_TYPES)[number];
export const COLLECTION_TITLE_MAX = 100;
export const COLLECTION_DESCRIPTION_MAX = 500;
export const MATERIAL_NOTES_MAX = 2000;
/** Not in the spec; generous caps so one account cannot grow without bound. */
export const MAX_COLLECTIONS_PER_USER = 200;
export const MAX_MATERIALS_PER_COLLECTION = 500;
