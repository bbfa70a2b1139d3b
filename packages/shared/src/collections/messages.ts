/**
 * This feature's user-visible messages: `messages.collections`, `messages.collectionMaterials` of the package's one
 * `messages` object (src/index.ts).
 */
export const messages = {
  collections: {
    loadFailed: 'Failed to load collections',
    createFailed: 'Failed to create collection',
    updateFailed: 'Failed to update collection',
    addFailed: 'Failed to add to collection',
    materialsLoadFailed: 'Failed to load collection materials',
    deleteFailed: 'Failed to delete collection',
    added: 'Added to collection successfully!',
    addedToNew: 'Added to new collection successfully!',
    empty: 'No collections yet. Create your first one!',
    emptyCollection: 'No materials yet. Use Add Material to put chords and library items here.',
    deleteConfirm: (title: string) =>
      `Delete the collection "${title}"? Its materials stay in the library; only the collection goes.`,
    titleRequired: 'Title is required',
    titleTooLong: 'Title must be at most 100 characters',
    descriptionTooLong: 'Description must be at most 500 characters',
    iconInvalid: 'Icon must be one of: Guitar, Music, Clock, Lightbulb, Folder',
    colorInvalid: 'Colour must be one of the seven offered colours',
    notFound: 'Collection not found',
    materialNotFound: 'Material not found',
    alreadyInCollection: 'This item is already in the collection.',
    itemMissing: 'This item does not exist (or is unpublished).',
    materialTypeInvalid: 'Material type must be one of: chord, article, video, exercise, jam_track, repertoire',
    notesTooLong: 'Notes must be at most 2000 characters',
    tooManyCollections: 'You have reached the limit of 200 collections. Delete one to make room.',
    tooManyMaterials: 'This collection is full (500 materials). Remove one to make room.',
    removeFailed: 'Failed to remove material',
    reorderFailed: 'Failed to reorder materials',
    notesFailed: 'Failed to save notes',
    unavailable: 'This item is no longer available.',
  },
  collectionMaterials: {
    addedItem: (item: string, collection: string) => `Added "${item}" to ${collection}.`,
    removeConfirm: (collection: string) => `It is taken out of "${collection}" only; the item itself is not deleted.`,
  },
} as const;
