/**
 * Counts followed by a noun ("1 course", "2 courses"), the noun's form chosen by `Intl.PluralRules` rather than by
 * comparing with 1, so "1.0 hours" and "0 courses" read right too (issue 26). The app's text is English, so are the
 * rules and the number's format.
 */

/** A noun's forms for English's two cardinal plural categories, e.g. `{ one: 'try', other: 'tries' }`. */
export interface NounForms {
  one: string;
  other: string;
}

const LOCALE = 'en-US';
const formatters = new Map<string, { rules: Intl.PluralRules; numbers: Intl.NumberFormat }>();

/** The plural rules and number format for these digit options, made once each. */
function formattersFor(options: Intl.NumberFormatOptions) {
  const key = JSON.stringify(options);
  let found = formatters.get(key);
  if (!found) {
    // The rules see the number as it is written: 1 with one decimal is "1.0", which English counts as plural.
    found = { rules: new Intl.PluralRules(LOCALE, options), numbers: new Intl.NumberFormat(LOCALE, options) };
    formatters.set(key, found);
  }
  return found;
}

/** The noun's form for the count: `pluralNoun(1, course)` → "course", `pluralNoun(2, course)` → "courses". */
export function pluralNoun(count: number, noun: NounForms, options: Intl.NumberFormatOptions = {}): string {
  return formattersFor(options).rules.select(count) === 'one' ? noun.one : noun.other;
}

/**
 * The count as the app writes numbers and its noun: "1 course", "2 courses", "1,200 sessions"; with
 * `{ minimumFractionDigits: 1, maximumFractionDigits: 1 }`, "1.0 hours" and "2.5 hours".
 */
export function formatCount(count: number, noun: NounForms, options: Intl.NumberFormatOptions = {}): string {
  const { numbers } = formattersFor(options);
  return `${numbers.format(count)} ${pluralNoun(count, noun, options)}`;
}
