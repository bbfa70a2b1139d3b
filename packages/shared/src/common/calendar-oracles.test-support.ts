// Gregorian calendar oracles for the date tests, independent of the code under test.

export const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
export const monthLength = (year: number, month: number) =>
  [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;
export const pad = (n: number, width = 2) => String(n).padStart(width, '0');
export const parts = (iso: string) => iso.split('-').map(Number) as [number, number, number];

/** The next calendar date, by the Gregorian rules alone. */
export function nextDay(iso: string): string {
  let [y, m, d] = parts(iso);
  d += 1;
  if (d > monthLength(y, m)) [m, d] = [m + 1, 1];
  if (m > 12) [y, m] = [y + 1, 1];
  return `${pad(y, 4)}-${pad(m)}-${pad(d)}`;
}

/** The previous calendar date, by the Gregorian rules alone. */
export function previousDay(iso: string): string {
  let [y, m, d] = parts(iso);
  d -= 1;
  if (d < 1) {
    m -= 1;
    if (m < 1) [y, m] = [y - 1, 12];
    d = monthLength(y, m);
  }
  return `${pad(y, 4)}-${pad(m)}-${pad(d)}`;
}
