/**
 * A visually hidden polite live region: what the tool just did ("Playing C4"), for screen-reader users.
 * Tests read it too, instead of listening for sound.
 */
export function LiveStatus({ message }: { message: string }) {
  return (
    <p role="status" aria-live="polite" className="sr-only">
      {message}
    </p>
  );
}
