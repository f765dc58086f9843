import { useEffect } from 'react';
import { Global, useTheme } from '@emotion/react';
import { CHAT_PANEL_WIDTH_PX } from './chatLayout';

/** On the page's root element while the chat panel is open: a hook for styles outside this remote. */
const CHAT_OPEN_CLASS = 'careers-chat-open';

/**
 * Spec §4/§9: an open chat panel shrinks the page by 400 px on screens wider than 992 px. The whole
 * page — the shell's navbar, banner, hero and footer as well as this remote — gives up the room, so
 * the space is taken from the body (they are all in its flow), not from the search page alone.
 * Rendered only while the panel is open: unmounting gives the room back.
 */
export function ChatPageSpace() {
  const theme = useTheme();
  useEffect(() => {
    const root = document.documentElement;
    root.classList.add(CHAT_OPEN_CLASS);
    return () => root.classList.remove(CHAT_OPEN_CLASS);
  }, []);
  return <Global styles={{ [theme.mq.chatPanelBeside]: { body: { paddingInlineEnd: CHAT_PANEL_WIDTH_PX } } }} />;
}
