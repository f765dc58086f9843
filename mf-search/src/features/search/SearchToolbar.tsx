import type { ReactNode } from 'react';
import { notReadyStyle, scriptOnly, type useNotReady } from '@careers/shared/ui';
import { AssistantToggle } from '../../assistant';
import { JobCartToggle } from '../../cart';
import { useSearchI18n } from '../../i18n/useSearchI18n';
import { FilterPanel, type FilterPanelProps } from './FilterPanel';
import { toolbarButton } from './toolbarButton';

export interface SearchToolbarProps extends FilterPanelProps {
  /** The Map button: shown when the map is configured, pressed while it is open. */
  map: { enabled: boolean; open: boolean; toggle: () => void };
  cart: boolean;
  chatbot: boolean;
  /** The page's not-ready state (drawn by the server, issue 27): the Map button says it until the remote runs. */
  notReady: ReturnType<typeof useNotReady>;
  /** Save search, from a tablet up (SaveSearchPlace). */
  children: ReactNode;
}

/**
 * The row under the search form: the filter chips, then the tools (map, job cart, assistant), and Save search. Not
 * drawn without scripts: the filters and the tools need them (the form above and the results' links do not).
 */
export function SearchToolbar({ map, cart, chatbot, notReady, children, ...filterPanel }: SearchToolbarProps) {
  const { t } = useSearchI18n();
  return (
    // On a phone the filters and tools are one row that scrolls sideways (two or three rows of chips pushed the first
    // job below the fold, issue 14 #19). The filter pop-ups hang from the outer box, which does not scroll, so they
    // are not cut off by the row.
    <div css={[(theme) => ({ margin: '16px 0', [theme.mq.phone]: { position: 'relative', margin: '8px 0' } }), scriptOnly]}>
      <div
        css={(theme) => ({
          display: 'flex',
          flexWrap: 'wrap',
          gap: 8,
          alignItems: 'center',
          [theme.mq.phone]: { flexWrap: 'nowrap', overflowX: 'auto', scrollbarWidth: 'thin', paddingBlock: 4, '& > *': { flex: 'none' } },
        })}
        // The keyboard's chip or tool is brought wholly into the row: Chromium scrolls a focused element into view
        // only when none of it shows, and the Location chip took the focus at 359-471 px of a 390 px phone, its
        // ring's edge alone on screen (user trial s25). Not inside a pop-up: it hangs from the outer box and scrolls
        // itself. 'nearest' moves nothing already in view (the wrapped row above a phone's width).
        onFocus={(event) => {
          const target = event.target as HTMLElement;
          if (!target.closest('fieldset')) target.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
        }}
      >
        <FilterPanel {...filterPanel} />
        <div css={{ display: 'flex', gap: 8, marginInlineStart: 'auto' }}>
          {map.enabled && (
            <button type="button" aria-pressed={map.open} css={[toolbarButton, notReadyStyle]} {...notReady} onClick={map.toggle}>
              {t('search.map')}
            </button>
          )}
          {cart && <JobCartToggle />}
          {chatbot && <AssistantToggle />}
        </div>
      </div>
      {children}
    </div>
  );
}
