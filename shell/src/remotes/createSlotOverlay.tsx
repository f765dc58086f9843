import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { CareersThemeProvider, StyleCacheProvider } from '@careers/shared/theme';

/**
 * What a remote's slot shows over (after) its own content while the remote is not there: a spinner, or the fallback
 * with Retry. One at a time, in a React root of its own appended to the slot.
 */
export function createSlotOverlay() {
  let overlay: { root: Root; host: HTMLElement } | null = null;
  const clear = () => {
    overlay?.root.unmount();
    overlay?.host.remove();
    overlay = null;
  };
  const show = (slot: HTMLElement, node: ReactNode) => {
    clear();
    const host = document.createElement('div');
    slot.appendChild(host);
    overlay = { root: createRoot(host), host };
    // Its own React root, outside the page chrome's providers: give it the theme they rely on, and
    // the style cache whose <style> tags the page's CSP allows.
    overlay.root.render(
      <StyleCacheProvider>
        <CareersThemeProvider>{node}</CareersThemeProvider>
      </StyleCacheProvider>,
    );
  };
  return { show, clear };
}
