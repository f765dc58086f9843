import { defineStore } from '@careers/shared/state';

/** A side panel opened by a toggle button: see definePanelStore. */
export interface PanelStore {
  /** Plain state: components read `open` with useSnapshot. */
  store: { open: boolean };
  /** DOM ids shared by the toggle and the panel: aria-controls, and focus going back to the toggle on close. */
  toggleId: string;
  panelId: string;
  toggle(): void;
  close(): void;
}

/**
 * The open state of a side panel of the search page (the job cart, the assistant) with its actions and the DOM
 * ids its toggle and body share (`careers-<name>-toggle`, `careers-<name>-panel`), so the panels work alike.
 * @example export const jobCartPanel = definePanelStore('job-cart');
 */
export function definePanelStore(name: string): PanelStore {
  const store = defineStore(() => ({ open: false }));
  return {
    store,
    toggleId: `careers-${name}-toggle`,
    panelId: `careers-${name}-panel`,
    toggle: () => void (store.open = !store.open),
    close: () => void (store.open = false),
  };
}
