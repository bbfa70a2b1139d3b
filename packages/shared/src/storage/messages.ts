/** This feature's user-visible messages: `messages.storage` of the package's one `messages` object (src/index.ts). */
export const messages = {
  storage: {
    invalidType: 'Invalid file type. Allowed types: ',
    /** e.g. "This file's content is not an image (JPEG, PNG, GIF or WEBP), although its name ends in .png." */
    contentNotOfNamedType: (kind: string, types: string, extension: string) =>
      `This file's content is not ${kind} (${types}), although its name ends in .${extension}.`,
    tooLarge: 'File size must be less than 10MB',
    nameEmpty: 'File name cannot be empty',
    tagExists: 'Tag already exists',
    tagEmpty: 'Tag cannot be empty',
    fileRequired: 'Please choose a file to upload',
    uploadFailed: 'Failed to upload file',
    loadFailed: 'Failed to load files',
    deleteFailed: 'Failed to delete file. Please try again.',
    renameFailed: 'Failed to rename file',
    tagsFailed: 'Failed to update tags',
    copyFailed: 'Failed to copy URL to clipboard',
    noFilesFound: 'No files found',
    noFilesYet: 'No files uploaded yet',
    deleteConfirm:
      'Are you sure you want to delete this file? Links to it will stop working. This action cannot be undone.',
    usagesLoading: 'Checking where this file is used…',
    usagesFailed: 'Could not check where this file is used. Deleting may break the pages that show it.',
    usedBy: 'Used by:',
    unused: 'Nothing in Woodshed uses this file.',
    fileNotFound: 'File not found',
    categoryInvalid: 'Category must be one of: image, document, audio, video',
    oneFileOnly: 'Upload one file at a time',
    tooManyFields: 'Too many form fields',
    unreadable: 'The upload could not be read. Please try again.',
    tagTooLong: 'Tag must be at most 40 characters',
    /** The disk under DATA_DIR/storage is full (ENOSPC, EDQUOT). */
    storageFull: "The file was not saved: the school's file storage is full. Please tell the school's administrator.",
    /** The storage driver failed (disk error, S3 unreachable or refusing). */
    storageUnavailable: 'The file was not saved: the file storage cannot be reached right now. Please try again later.',
  },
} as const;
