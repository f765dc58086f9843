import { useRef, type KeyboardEvent } from 'react';
import type { FormTab, FormTabId } from '@careers/shared/contracts';
import { tabColours } from '@careers/shared/ui';
import { useFormsI18n } from '../../i18n/useFormsI18n';

export interface FormTabsProps {
  tabs: FormTab[];
  selected: FormTabId;
  onSelect(id: FormTabId): void;
  /** id of the tab panel the tabs control. */
  panelId: string;
  idPrefix: string;
}

/**
 * The forms center's status tabs (All, To do, In progress, Completed) with their counts. ARIA tabs
 * with automatic activation: arrow keys, Home and End move and select.
 */
export function FormTabs({ tabs, selected, onSelect, panelId, idPrefix }: FormTabsProps) {
  const { t } = useFormsI18n();
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  // Worded by its id, in the candidate's language: the server's `label` is its English.
  const tabLabel = (id: FormTabId) => t(id === 'all' ? 'formsPage.center.all' : `formsPage.status.${id}`);

  function onKeyDown(event: KeyboardEvent, index: number) {
    const last = tabs.length - 1;
    const next = index === last ? 0 : index + 1;
    const previous = index === 0 ? last : index - 1;
    // The arrows move the way they point: right to left (Arabic, Hebrew) the next tab is on the left.
    const rtl = event.currentTarget.closest('[dir]')?.getAttribute('dir') === 'rtl';
    const target = { ArrowRight: rtl ? previous : next, ArrowLeft: rtl ? next : previous, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    buttons.current[target]?.focus();
    const tab = tabs[target];
    if (tab) onSelect(tab.id);
  }

  return (
    <div
      role="tablist"
      aria-label={t('formsPage.center.tabs')}
      css={(theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.spacing.xs, borderBottom: `1px solid ${theme.colors.border}`, marginBottom: theme.spacing.md })}
    >
      {tabs.map((tab, index) => {
        const active = tab.id === selected;
        return (
          <button
            key={tab.id}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${idPrefix}-${tab.id}`}
            aria-selected={active}
            aria-controls={panelId}
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
            css={(theme) => ({
              minHeight: 44,
              padding: `0 ${theme.spacing.md}px`,
              border: 0,
              borderBottom: '3px solid',
              ...tabColours(theme, active, theme.colors.text),
              font: 'inherit',
              fontWeight: active ? theme.typography.weight.bold : theme.typography.weight.regular,
              cursor: 'pointer',
              '&:focus-visible': { outline: `3px solid ${theme.colors.focusRing}`, outlineOffset: -3 },
            })}
          >
            {t('formsPage.center.tab', { label: tabLabel(tab.id), count: tab.count })}
          </button>
        );
      })}
    </div>
  );
}
