import type { Locator } from '@playwright/test';

/**
 * The words a not-ready control shows while pressed or focused ('Getting ready, one moment'): a CSS ::after drawn
 * from its `data-not-ready`, so it is there before any script. '' when the control shows none.
 */
export const notReadyWords = (control: Locator): Promise<string> =>
  control.evaluate((el) => {
    const after = getComputedStyle(el, '::after');
    return after.content === 'none' ? '' : after.content.replace(/^"|"$/g, '');
  });
