// The collections feature's public surface: the user's collections (API hooks, labels, visuals) and the Add to
// Collection button that library detail pages and chord cards show. The Practice Materials page
// (features/practice-materials) is built on it; this feature imports no other feature.
export { AddToCollectionButton, type AddToCollectionButtonProps } from './components/AddToCollectionButton';
export { CollectionBasicsFields } from './components/CollectionBasicsFields';
export { COLLECTION_ICON_COMPONENTS, CollectionIconChip } from './collection-visuals';
export { materialCount, materialKey, materialTitle, materialTypeLabel } from './material-labels';
export { ALSO_SHOWN_STATUSES, problemMessage } from './problem-message';
export { collectionsKeys } from './api/keys';
export { collectionsQueryOptions, useCollections } from './api/list';
export { useCreateCollection } from './api/create-collection';
export { useUpdateCollection } from './api/update-collection';
export { useDeleteCollection } from './api/delete-collection';
export { useAddMaterial } from './api/add-material';
export { useUpdateMaterial } from './api/update-material';
export { useRemoveMaterial } from './api/remove-material';
export { moveMaterial, useReorderMaterials } from './api/reorder-materials';
