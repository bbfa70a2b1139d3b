// The storage feature's public surface: other features (library, course, achievement and faculty forms) import from here only.
export { FilePickerDialog } from './components/FilePickerDialog';
export { FileUrlField } from './components/FileUrlField';
export { filesQueryOptions, type FileFilter } from './api/files';
export { useUploadFile, type UploadFileInput } from './api/upload-file';
