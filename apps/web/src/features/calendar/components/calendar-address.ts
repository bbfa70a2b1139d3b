import { DATE_MAX, DATE_MIN } from '@woodshed/shared';
import { addMonths, isIsoDate, monthGrid, type IsoDate } from './month-grid';

/** A month, YYYY-MM. */
export type IsoMonth = string;

export const monthOf = (date: IsoDate): IsoMonth => date.slice(0, 7);

/** Whether `text` is a month whose whole grid the API can show (its dates lie in 1900–2200). */
export function isShowableMonth(text: string | null | undefined): text is IsoMonth {
  if (!text || !/^\d{4}-\d{2}$/.test(text) || !isIsoDate(`${text}-01`)) return false;
  const { from, to } = monthGrid(`${text}-01`);
  return from >= DATE_MIN && to <= DATE_MAX;
}

/** The same day of the month in `month`, or that month's last day when it is shorter. */
export function inMonth(date: IsoDate, month: IsoMonth): IsoDate {
  const [fromYear, fromMonth] = date.split('-').map(Number) as [number, number];
  const [toYear, toMonth] = month.split('-').map(Number) as [number, number];
  return addMonths(date, (toYear - fromYear) * 12 + (toMonth - fromMonth));
}

/**
 * What /calendar's address says: the selected day (?date=, else today) and the month shown (?month=, else the
 * selected day's). A value that is not a real date or month is ignored, so the view falls back to this month.
 */
export function readCalendarAddress(params: URLSearchParams, today: IsoDate): { selected: IsoDate; month: IsoMonth } {
  const date = params.get('date');
  const selected = isIsoDate(date) ? date : today;
  const month = params.get('month');
  return { selected, month: isShowableMonth(month) ? month : monthOf(selected) };
}

/** The address for a selected day and month shown; each is left out when it is what the calendar shows anyway. */
export function calendarAddress(selected: IsoDate, month: IsoMonth, today: IsoDate): URLSearchParams {
  const params = new URLSearchParams();
  if (selected !== today) params.set('date', selected);
  if (month !== monthOf(selected)) params.set('month', month);
  return params;
}
