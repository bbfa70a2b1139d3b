/** A visually hidden polite live region: what the last pick-up or move did ("E placed in slot 3."). */
export function Announcer({ message }: { message: string }) {
  return (
    <p role="status" aria-live="polite" className="sr-only">
      {message}
    </p>
  );
}
