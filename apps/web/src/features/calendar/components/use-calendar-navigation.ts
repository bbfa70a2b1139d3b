import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { calendarAddress, inMonth, monthOf, readCalendarAddress, type IsoMonth } from './calendar-address';
import type { IsoDate } from './month-grid';

/**
 * The calendar's place: the selected day and the month shown, held in the address (?date=, ?month=), and the day
 * in the tab order (`focused`), whose month is the one shown. A step to another month is a history entry, so Back
 * and Forward walk through the months; choosing a day within the month replaces the entry.
 */
export function useCalendarNavigation(today: IsoDate) {
  const [searchParams, setSearchParams] = useSearchParams();
  const { selected, month: addressMonth } = readCalendarAddress(searchParams, today);

  // The focused day moves first and the address follows, so a step shows at once.
  const [focused, setFocused] = useState(() =>
    monthOf(selected) === addressMonth ? selected : inMonth(selected, addressMonth),
  );
  const [seen, setSeen] = useState({ selected, month: addressMonth });
  if (seen.selected !== selected || seen.month !== addressMonth) {
    // The address changed. When it was not this page's own step (a click, Today, Back, Forward, a link), the focus
    // goes to the month it names: onto the selected day when it is there, else the same day of that month.
    setSeen({ selected, month: addressMonth });
    if (seen.selected !== selected || monthOf(focused) !== addressMonth)
      setFocused(monthOf(selected) === addressMonth ? selected : inMonth(focused, addressMonth));
  }

  /** One navigation per change: a new entry when the month changes, the same entry when only the day does. */
  const show = (nextSelected: IsoDate, nextMonth: IsoMonth) =>
    setSearchParams(calendarAddress(nextSelected, nextMonth, today), { replace: nextMonth === addressMonth });

  /** Focus another day (the arrow keys, Previous and Next month); the address follows when the month changes. */
  const moveFocus = (date: IsoDate) => {
    setFocused(date);
    if (monthOf(date) !== addressMonth) show(selected, monthOf(date));
  };

  /** Choose a day: it is selected, focused and shown. */
  const select = (date: IsoDate) => {
    setFocused(date);
    show(date, monthOf(date));
  };

  return { selected, focused, month: monthOf(focused), moveFocus, select };
}
