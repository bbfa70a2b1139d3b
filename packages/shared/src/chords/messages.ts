/** This feature's user-visible messages: `messages.chords` of the package's one `messages` object (src/index.ts). */
export const messages = {
  chords: {
    loadFailed: 'Failed to load chords',
    updateFailed: 'Failed to update chord',
    masteryUpdateFailed: 'Failed to update mastery rating',
    masterySaved: (name: string, level: string) => `${name}: ${level}`,
    notFound: 'Chord not found',
    nameRequired: 'Name is required',
    nameTooLong: 'Name must be at most 40 characters',
    nameTaken: 'Another chord already has this name',
    notesRequired: 'Notes are required',
    notesInvalid: 'Each note must be a note name such as C, F# or Bb',
    intervalsRequired: 'Intervals are required',
    intervalsInvalid: 'Each interval must be at most 10 characters',
    triadTypeInvalid: 'Triad type must be one of: Major, Minor, Diminished, Augmented, Other',
    fretsInvalid:
      'Frets must list six strings, low E to high e, each x (muted) or a fret from 0 to 24, e.g. x 3 2 0 1 0',
    fingersInvalid: 'Fingers must list six strings, each - (none) or a finger from 1 to 4, e.g. - 3 2 - 1 -',
    fingersWithoutFret: 'A finger is given for a string that is muted or open',
    ratingInvalid: 'Mastery rating must be a whole number from 0 to 5',
    imageRequired: 'Please choose an image file',
    imageInvalid: 'Only image files can be used for a chord (JPEG, PNG, GIF or WEBP)',
    imageRemoveFailed: 'Failed to remove the chord image',
    noChordsOfType: 'No chords of this type.',
    noChordsMatch: 'No chords match your search and filters.',
  },
} as const;
