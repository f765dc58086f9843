import { definePanelStore } from '../ui/definePanelStore';

/** The assistant's side panel (spec §2 Search: "a chat side panel may be expanded"): whether it is open, its ids. */
export const assistantPanel = definePanelStore('assistant');

export const assistantStore = assistantPanel.store;
