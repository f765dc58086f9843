import { defineStore } from '@careers/shared/state';

/** Whether the job cart panel is open (spec §3 Job cart). Plain state: components read it with useSnapshot. */
export const jobCartStore = defineStore(() => ({ open: false }));

/** DOM ids shared by the toggle and the panel: aria-controls, and focus going back to the toggle on close. */
export const JOB_CART_TOGGLE_ID = 'careers-job-cart-toggle';
export const JOB_CART_PANEL_ID = 'careers-job-cart-panel';

export function toggleJobCart(): void {
  jobCartStore.open = !jobCartStore.open;
}

export function closeJobCart(): void {
  jobCartStore.open = false;
}
