import { layout } from '@careers/shared/theme';

/** Spec §9: width of the chat side panel, and how much narrower the page gets while it is open. */
export const CHAT_PANEL_WIDTH_PX: number = layout.chat.sidePanelWidth;
