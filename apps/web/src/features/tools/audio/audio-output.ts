/** The one AudioContext of the tools and its output bus, made on first use. */
interface AudioOutput {
  context: AudioContext;
  /** Everything the tools play goes here: a gentle limiter so chords and sums never clip. */
  output: AudioNode;
}

let shared: AudioOutput | null = null;

/**
 * Returns the tools' audio output, creating it on the first call. Browsers only let audio start from a user
 * gesture, so this is only ever called from a click, tap or key press handler; it resumes a context the
 * browser suspended meanwhile. Null where Web Audio is missing (the tools still show everything).
 */
export function audioOutput(): AudioOutput | null {
  if (!shared) {
    if (typeof AudioContext === 'undefined') return null;
    const context = new AudioContext({ latencyHint: 'interactive' });
    const limiter = new DynamicsCompressorNode(context, {
      threshold: -10,
      knee: 8,
      ratio: 6,
      attack: 0.003,
      release: 0.2,
    });
    const volume = new GainNode(context, { gain: 0.9 });
    volume.connect(limiter).connect(context.destination);
    shared = { context, output: volume };
  }
  if (shared.context.state === 'suspended') void shared.context.resume();
  return shared;
}
