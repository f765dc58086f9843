// The assistant's public face (spec §2 Search, §9 Chat). Only light modules here: the chat is a lazy chunk.
export { assistantStore } from './assistantStore';
export { AssistantToggle } from './AssistantToggle';
export { LazyAssistantPanel } from './LazyAssistantPanel';
;
export { CHAT_PANEL_WIDTH_PX } from './chatLayout';
;
