import type { Page } from '@playwright/test';

/**
 * Waits until React's root owns the element `selector` names (hydrated or rendered): the slot of a remote
 * (`[data-remote="mf-dashboard"]`) or the shell's `#careers-root`. A server-drawn page looks ready before
 * that, but its buttons and keys reach no handler until then.
 */
export async function waitForReactRoot(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((sel) => {
    const root = document.querySelector(sel);
    if (root === null) return false;
    // React marks the container of a root it created or hydrated with a `__reactContainer$<random>` key, at once.
    // A root hydrating the server's markup in a transition (issue 27) is marked before it is done: its state says
    // when (the HostRoot's `isDehydrated`, React's own flag; absent from a root drawn afresh). Keys pressed before
    // that reach no handler, and Tab still walks the server's tab stops (a CI run caught it, session 13).
    type HostRoot = { stateNode?: { current?: { memoizedState?: { isDehydrated?: boolean } } } };
    return Object.entries(root).some(
      ([key, fiber]) => key.startsWith('__reactContainer') && (fiber as HostRoot | null)?.stateNode?.current?.memoizedState?.isDehydrated !== true,
    );
  }, selector);
}
