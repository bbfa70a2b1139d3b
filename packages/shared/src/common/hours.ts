/**
 * Practice time in hours: the one rule every page follows (issue 26). Minutes / 60 with one decimal, rounded DOWN to
 * the tenth of an hour (6 minutes): 45 min → 0.7, 59 → 0.9, 60 → 1.0. Down, because a figure must never show more
 * practice than was logged: "10.0 / 10 hours" on an achievement, or "7.0 / 7 hours" on the weekly goal, only once
 * that much is done, so the figure, the percent and what was earned always agree.
 */
export function hoursOfMinutes(minutes: number): number {
  // Whole tenths in integer steps (minutes / 6), so 42 minutes is exactly 0.7, never 0.6999….
  return Math.floor(minutes / 6) / 10;
}

const oneDecimalHours = new Intl.NumberFormat(undefined, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** Minutes as hours, the way every page writes them (see hoursOfMinutes): 45 → '0.7', 75_000 → '1,250.0'. */
export function formatHours(minutes: number): string {
  return oneDecimalHours.format(hoursOfMinutes(minutes));
}
