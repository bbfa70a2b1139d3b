// The collections feature's public surface: other features (library detail pages, chord cards) import from here only.
export { AddToCollectionButton, type AddToCollectionButtonProps } from './components/AddToCollectionButton';
