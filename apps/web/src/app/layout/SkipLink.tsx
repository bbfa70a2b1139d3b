export function SkipLink() {
  return (
    <a
      href="#main-content"
      className="sr-only z-50 rounded-md bg-white px-4 py-2 font-medium text-amber-900 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus-visible:outline-2 focus-visible:outline-amber-700"
    >
      Skip to content
    </a>
  );
}
