import { z } from 'zod';
import { chordFingeringSchema, triadTypeSchema } from '../chords/index.ts';
import { optionalLines, requiredLine } from '../common/index.ts';
import { contentTypeSchema, difficultySchema } from '../library/index.ts';
import {
  COLLECTION_COLORS,
  COLLECTION_DESCRIPTION_MAX,
  COLLECTION_ICONS,
  COLLECTION_TITLE_MAX,
  DEFAULT_COLLECTION_COLOR,
  DEFAULT_COLLECTION_ICON,
  MATERIAL_NOTES_MAX,
  MATERIAL_TYPES,
  type CollectionColor,
} from './constants.ts';
import { messages } from './messages.ts';

const m = messages.collections;

export const collectionIconSchema = z.enum(COLLECTION_ICONS, { error: m.iconInvalid });
/** Colours compare case-insensitively ("#4f46e5" is the default too) and are stored upper-case. */
export const collectionColorSchema = z.preprocess(
  // Typed as what a client sends (the OpenAPI document's enum); any other value still meets the check below.
  (value: CollectionColor) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
  z.enum(COLLECTION_COLORS, { error: m.colorInvalid }),
);
export const materialTypeSchema = z.enum(MATERIAL_TYPES, { error: m.materialTypeInvalid });

// ── Responses ──────────────────────────────────────────────────────────────

/** What a material card shows: a library item's title, description and difficulty, or a chord's name, notes and picture. */
export const materialItemSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('library'),
    contentType: contentTypeSchema,
    title: z.string(),
    description: z.string(),
    difficulty: difficultySchema,
    thumbnailUrl: z.string().nullable(),
  }),
  z.object({
    kind: z.literal('chord'),
    name: z.string(),
    triadType: triadTypeSchema,
    notes: z.array(z.string()),
    intervals: z.array(z.string()),
    fingering: chordFingeringSchema.nullable(),
    imageUrl: z.string().nullable(),
  }),
]);
export type MaterialItem = z.infer<typeof materialItemSchema>;

export const materialSchema = z.object({
  id: z.uuid(),
  collectionId: z.uuid(),
  materialType: materialTypeSchema,
  materialId: z.uuid(),
  notes: z.string().nullable(),
  order: z.number().int(),
  /** Null when the item was deleted or unpublished: the card shows it as unavailable. */
  item: materialItemSchema.nullable(),
});
export type Material = z.infer<typeof materialSchema>;

export const collectionSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string().nullable(),
  icon: collectionIconSchema,
  color: z.enum(COLLECTION_COLORS),
  createdAt: z.iso.datetime(),
  /** In their order. */
  materials: z.array(materialSchema),
});
export type Collection = z.infer<typeof collectionSchema>;

/** The user's collections, newest first, each with its materials: the whole page in one answer. */
export const collectionListResponseSchema = z.object({ items: z.array(collectionSchema) });
export type CollectionListResponse = z.infer<typeof collectionListResponseSchema>;

// ── Requests ───────────────────────────────────────────────────────────────

const title = requiredLine('Title', COLLECTION_TITLE_MAX, m.titleRequired, m.titleTooLong);
/** Optional; blank means none. */
const description = optionalLines('Description', COLLECTION_DESCRIPTION_MAX, m.descriptionTooLong);

export const materialRefSchema = z.object({ materialType: materialTypeSchema, materialId: z.uuid(m.itemMissing) });
export type MaterialRef = z.infer<typeof materialRefSchema>;

/**
 * New collection. Icon and colour default to Folder and #4F46E5 (the Add to Collection dialog's quick create);
 * with `material`, the item is added in the same transaction.
 */
export const createCollectionRequestSchema = z.object({
  title,
  description,
  icon: collectionIconSchema.default(DEFAULT_COLLECTION_ICON),
  color: collectionColorSchema.default(DEFAULT_COLLECTION_COLOR),
  material: materialRefSchema.optional(),
});
export type CreateCollectionRequest = z.input<typeof createCollectionRequestSchema>;

export const updateCollectionRequestSchema = z.object({
  title,
  description,
  icon: collectionIconSchema,
  color: collectionColorSchema,
});
export type UpdateCollectionRequest = z.input<typeof updateCollectionRequestSchema>;

const notes = optionalLines('Notes', MATERIAL_NOTES_MAX, m.notesTooLong);

export const addMaterialRequestSchema = materialRefSchema.extend({ notes });
export type AddMaterialRequest = z.input<typeof addMaterialRequestSchema>;

export const updateMaterialRequestSchema = z.object({ notes });
export type UpdateMaterialRequest = z.input<typeof updateMaterialRequestSchema>;

/** Moves the dragged material to the target's place; the ones between shift by one. */
export const reorderMaterialsRequestSchema = z.object({ materialId: z.uuid(), targetMaterialId: z.uuid() });
export type ReorderMaterialsRequest = z.infer<typeof reorderMaterialsRequestSchema>;
