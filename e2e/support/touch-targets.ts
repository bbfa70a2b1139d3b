import type { Locator } from '@playwright/test';

/** The smallest touch target a phone user should get (WCAG 2.5.5, Apple's and Android's guides). */
export const TOUCH_TARGET_PX = 44;

/**
 * The controls in `scope` that show on screen smaller than a 44 × 44 px touch target, as "name (w × h)": buttons,
 * links, switches, fields and grid cells. Empty when every one is big enough.
 */
export async function smallTouchTargets(scope: Locator): Promise<string[]> {
  return scope.evaluate((root, min) => {
    const controls = root.querySelectorAll<HTMLElement>(
      'button, a[href], input, select, textarea, [role="button"], [role="switch"], [role="gridcell"], [tabindex="0"]',
    );
    return Array.from(controls)
      .filter((control) => control.checkVisibility())
      .map((control) => ({ control, box: control.getBoundingClientRect() }))
      .filter(({ box }) => box.width < min || box.height < min)
      .map(({ control, box }) => {
        const name = (control.getAttribute('aria-label') ?? control.textContent ?? control.tagName).trim();
        return `${name.slice(0, 40)} (${Math.round(box.width)} × ${Math.round(box.height)})`;
      });
  }, TOUCH_TARGET_PX);
}
