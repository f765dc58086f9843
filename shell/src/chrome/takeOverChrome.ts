import { startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

/**
 * Puts the shell's React tree into `rootElement`: hydrates the chrome the server rendered there (issue 27), or
 * draws it when the element is empty. `onMismatch` hears of a render that differs from the server's (React then
 * redraws the root, which a visitor sees as a flash).
 */
export function takeOverChrome(rootElement: HTMLElement, tree: ReactNode, onMismatch: (error: unknown) => void): void {
  if (!rootElement.hasChildNodes()) {
    createRoot(rootElement).render(tree);
    return;
  }
  // In a transition: React hydrates a root of default priority in one piece (one 0.2-0.5 s task on a phone at
  // 4x CPU), a transition's in slices of about 5 ms, so the browser answers a tap or a scroll in between and a
  // tap on a part not yet hydrated hydrates that part first. The server's markup stays on screen meanwhile.
  startTransition(() => {
    hydrateRoot(rootElement, tree, { onRecoverableError: onMismatch });
  });
}
