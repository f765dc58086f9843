import type { KeyboardEvent } from 'react';
import { isPlainClick } from '@careers/shared/location';
import { tabColours } from '@careers/shared/ui';
import { showTabInAddress, tabIdOf, tabLinkHref } from './tabInAddress';
import { useDashboardI18n } from './useDashboardI18n';

export interface DashboardTabProps {
  name: string;
  /** The page's address, which the tab's link keeps (with its own `?tab=`). */
  href: string;
  selected: boolean;
  /** The roving tab stop, once the arrows have a handler (undefined before the takeover: every tab is a Tab stop). */
  tabIndex: number | undefined;
  tabRef(el: HTMLAnchorElement | null): void;
  onKeyDown(event: KeyboardEvent): void;
}

/**
 * One tab of the v1 dashboard: a link to its own address (`?tab=`), so a press before the takeover or without
 * scripts opens it by a page load; once hydrated a plain click switches in place.
 */
export function DashboardTab({ name, href, selected, tabIndex, tabRef, onKeyDown }: DashboardTabProps) {
  const { t } = useDashboardI18n();
  return (
    <a
      ref={tabRef}
      href={tabLinkHref(href, name)}
      role="tab"
      id={tabIdOf(name)}
      aria-selected={selected}
      aria-controls={`dashboard-panel-${name}`}
      tabIndex={tabIndex}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        showTabInAddress(name, { replace: false });
      }}
      onKeyDown={onKeyDown}
      css={(theme) => ({
        flex: '0 0 auto',
        // A link drawn as the button tab was: its label centred in the 44 px row, no underline.
        display: 'inline-flex',
        alignItems: 'center',
        boxSizing: 'border-box',
        textDecoration: 'none',
        minHeight: 44,
        padding: `0 ${theme.spacing.md}px`,
        border: 'none',
        borderBottom: '3px solid',
        ...tabColours(theme, selected, theme.colors.text),
        fontWeight: selected ? theme.typography.weight.bold : theme.typography.weight.regular,
        fontSize: theme.typography.size.md,
        cursor: 'pointer',
        '&:focus-visible': { outline: `3px solid ${theme.colors.focusRing}`, outlineOffset: -3 },
      })}
    >
      {t(`dashboard.tab.${name}`)}
    </a>
  );
}
