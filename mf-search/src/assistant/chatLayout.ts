import { layout } from '@careers/shared/theme';

/** Spec §9: above this width the chat side panel sits beside the page, which gives up the panel's width. */
export const CHAT_BREAKPOINT_PX: number = layout.chat.breakpoint;

/** Spec §9: width of the chat side panel, and how much narrower the page gets while it is open. */
export const CHAT_PANEL_WIDTH_PX: number = layout.chat.sidePanelWidth;
