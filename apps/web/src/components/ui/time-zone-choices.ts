/** The suggestions first, then every other IANA zone the browser knows (any IANA zone is valid). */
export function timeZoneChoices(suggestions: readonly string[]): string[] {
  const listed = new Set<string>(suggestions);
  let all: string[] = [];
  try {
    all = Intl.supportedValuesOf('timeZone');
  } catch {
    // An old browser: the suggestions are still offered, and any zone can be typed.
  }
  return [...suggestions, ...all.filter((zone) => !listed.has(zone))];
}
