/** Room the sticky top bar takes at the top of the viewport (h-16), plus some air. */
const TOP_BAR_CLEARANCE = 80;

/**
 * Moves focus to an element and makes sure it is not hidden under the sticky top bar (the browser's own
 * scroll on focus does not know about it); an element already in full view does not move the page.
 */
export function focusAndReveal(element: HTMLElement | null | undefined): void {
  if (!element) return;
  element.focus({ preventScroll: true });
  const { top, bottom } = element.getBoundingClientRect();
  if (top < TOP_BAR_CLEARANCE || bottom > window.innerHeight) element.scrollIntoView({ block: 'center' });
}
