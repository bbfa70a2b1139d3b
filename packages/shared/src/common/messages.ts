/**
 * This feature's user-visible messages: `messages.errors`, `messages.richText`, `messages.unsavedChanges` of the
 * package's one `messages` object (src/index.ts).
 */
export const messages = {
  errors: {
    notFound: 'Not found',
    forbidden: 'You do not have permission to do that.',
    csrf: 'This request was refused because it did not come from Woodshed.',
    internal: 'Something went wrong on our side. Please try again.',
    /** 503 while the database cannot be reached or the server restarts. */
    unavailable: 'Woodshed is briefly unavailable. Nothing was changed; please try again in a few seconds.',
    payloadTooLarge: 'The request is too large.',
    badUrl: 'The address of this request is not valid.',
    invalidJson: 'The request body is not valid JSON.',
    emptyJson: 'The request body is empty.',
    unsupportedMediaType: 'This kind of request body is not accepted here.',
    /** 405: the path exists, with other methods (listed in the Allow header too). */
    methodNotAllowed: (method: string, allowed: string) =>
      `${method} is not allowed here; this address takes ${allowed}.`,
    unreadableRequest: 'The request could not be read.',
    nulCharacter: (field: string) =>
      `"${field}" contains a NUL character, which cannot be stored. Remove it and try again.`,
    brokenText: (field: string) =>
      `"${field}" contains invalid text (an unpaired surrogate character). Remove it and try again.`,
    tooDeep: 'The request body is nested too deeply.',
    /** DATE_MIN–DATE_MAX (constants.ts). */
    dateOutOfRange: (label: string) => `${label} must be in the years 1900 to 2200`,
    instantInvalid: (label: string) => `${label} must be an ISO 8601 date and time`,
    textLineBreak: (label: string) => `${label} must be a single line`,
    textTooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
    textControlCharacter: (label: string) =>
      `${label} cannot contain tabs, control characters or text-direction overrides`,
    /** Rich text keeps tabs and line breaks (whitespace in HTML). */
    htmlControlCharacter: (label: string) => `${label} cannot contain control characters or text-direction overrides`,
    pageInvalid: 'Page must be a whole number from 1 to 1,000,000',
    pageSizeInvalid: (max: number) => `Page size must be a whole number from 1 to ${max}`,
    network: 'Could not reach Woodshed. Check your connection and try again.',
  },
  richText: {
    imageInvalidType: (name: string) => `"${name}" is not a supported image. Use a PNG, JPEG, GIF or WebP file.`,
    imageTooLarge: (name: string) => `"${name}" is larger than 2 MB. Choose a smaller image.`,
    imageReadFailed: (name: string) => `"${name}" could not be read.`,
    linkInvalid: 'Enter a link starting with https://, http://, mailto: or /',
  },
  unsavedChanges: {
    title: 'Discard unsaved changes?',
    message: 'Your changes have not been saved. If you leave now, they are lost.',
    keepEditing: 'Keep editing',
    discard: 'Discard',
  },
} as const;
