import { CONTENT_TYPE_LABELS, formatCount, type Material, type MaterialType } from '@woodshed/shared';

/** 'Chord', 'Article', 'Jam Track', … */
export function materialTypeLabel(type: MaterialType): string {
  return type === 'chord' ? 'Chord' : CONTENT_TYPE_LABELS[type].singular;
}

/** What a material is called on its card and in announcements; an unavailable one by its type. */
export function materialTitle(material: Material): string {
  const { item } = material;
  if (!item) return `Unavailable ${materialTypeLabel(material.materialType).toLowerCase()}`;
  return item.kind === 'chord' ? item.name : item.title;
}

/** The key of an item (not of its place in a collection): the same chord or article in two collections has one key. */
export function materialKey(ref: { materialType: MaterialType; materialId: string }): string {
  return `${ref.materialType}:${ref.materialId}`;
}

/** '1 material', '12 materials'. */
export function materialCount(count: number): string {
  return formatCount(count, { one: 'material', other: 'materials' });
}
