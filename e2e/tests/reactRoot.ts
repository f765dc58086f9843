import type { Page } from '@playwright/test';

/**
 * Waits until React's root owns the element `selector` names (hydrated or rendered): the slot of a remote
 * (`[data-remote="mf-dashboard"]`) or the shell's `#careers-root`. A server-drawn page looks ready before
 * that, but its buttons and keys reach no handler until then.
 */
export async function waitForReactRoot(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((sel) => {
    const root = document.querySelector(sel);
    // React marks the container of a root it created or hydrated with a `__reactContainer$<random>` key.
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  }, selector);
}
