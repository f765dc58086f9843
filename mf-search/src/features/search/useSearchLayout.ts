import { useSnapshot } from 'valtio/react';
import { useMediaQuery } from '@careers/shared/ui';
import { assistantStore, CHAT_PANEL_WIDTH_PX } from '../../assistant';
import { TABLET_UP_QUERY, twoPaneQuery } from './searchLayoutQueries';

/**
 * How the search page lays out on this window: the details beside the list (`wide`), a phone's order of things, and
 * the width the open chat takes from the page (ChatPageSpace), which two columns need on top.
 */
export function useSearchLayout(chatbot: boolean) {
  const { open: assistantOpen } = useSnapshot(assistantStore);
  const chatWidth = chatbot && assistantOpen ? CHAT_PANEL_WIDTH_PX : 0;
  const wide = useMediaQuery(twoPaneQuery(chatWidth));
  const phone = !useMediaQuery(TABLET_UP_QUERY);
  return { chatWidth, wide, phone };
}
