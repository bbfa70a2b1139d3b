/** This feature's user-visible messages: `messages.tunerWeb` of the package's one `messages` object (src/index.ts). */
export const messages = {
  /** The tuner page (issue 19, web): the microphone's problems say how to fix them. */
  tunerWeb: {
    microphoneDenied:
      'Woodshed is not allowed to use the microphone. Allow it for this site (the microphone or lock icon in the address bar, or the browser’s site settings), then press Start tuner again.',
    noMicrophone: 'No microphone was found. Connect one or switch it on, then press Start tuner again.',
    microphoneBusy:
      'The microphone could not be opened; another app may be using it. Close that app, then press Start tuner again.',
    microphoneUnsupported:
      'This browser cannot use a microphone on this page. Use a current browser, and open Woodshed over HTTPS.',
    microphoneFailed: 'The tuner could not start. Press Start tuner to try again.',
    a4Invalid: (min: number, max: number, current: number) =>
      `A4 must be from ${min} to ${max} Hz. The tuner stays at ${current} Hz.`,
  },
} as const;
