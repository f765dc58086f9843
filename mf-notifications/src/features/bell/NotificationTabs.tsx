import { useRef, type KeyboardEvent } from 'react';
import { useI18n } from '@careers/shared/i18n';
import type { NotificationTab } from '../../data/types';
import { tab as tabStyle, tabList } from './bellStyles';

const tabs: Array<{ id: NotificationTab; label: string }> = [
  { id: 'all', label: 'bell.tab.all' },
  { id: 'action_required', label: 'bell.tab.actionRequired' },
];

export const tabId = (panelId: string, tab: NotificationTab) => `${panelId}-tab-${tab}`;

/** The All / Action required tabs: a WAI-ARIA tab list, arrow keys move between tabs. */
export function NotificationTabs({ panelId, selected, onSelect }: { panelId: string; selected: NotificationTab; onSelect: (tab: NotificationTab) => void }) {
  const { t } = useI18n();
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    // The arrows move the way they point: right to left (Arabic, Hebrew) the next tab is on the left.
    const forward = event.currentTarget.closest('[dir]')?.getAttribute('dir') === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const back = forward === 'ArrowRight' ? 'ArrowLeft' : 'ArrowRight';
    const step = event.key === forward ? 1 : event.key === back ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + tabs.length) % tabs.length;
    refs.current[next]?.focus();
    onSelect(tabs[next]!.id);
  };
  return (
    <div css={tabList} role="tablist" aria-label={t('bell.tabs')}>
      {tabs.map((tab, index) => (
        <button
          css={tabStyle}
          key={tab.id}
          ref={(el) => {
            refs.current[index] = el;
          }}
          id={tabId(panelId, tab.id)}
          role="tab"
          type="button"
          aria-selected={selected === tab.id}
          aria-controls={`${panelId}-list`}
          tabIndex={selected === tab.id ? 0 : -1}
          onClick={() => onSelect(tab.id)}
          onKeyDown={(event) => onKeyDown(event, index)}
        >
          {t(tab.label)}
        </button>
      ))}
    </div>
  );
}
