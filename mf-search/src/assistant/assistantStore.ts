import { defineStore } from '@careers/shared/state';

/** Whether the assistant's side panel is open (spec §2 Search: "a chat side panel may be expanded"). */
export const assistantStore = defineStore(() => ({ open: false }));

/** DOM ids shared by the toggle and the panel: aria-controls, and focus going back to the toggle on close. */
export const ASSISTANT_TOGGLE_ID = 'careers-assistant-toggle';
export const ASSISTANT_PANEL_ID = 'careers-assistant-panel';

export function toggleAssistant(): void {
  assistantStore.open = !assistantStore.open;
}

export function closeAssistant(): void {
  assistantStore.open = false;
}
