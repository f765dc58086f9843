import { useSnapshot } from 'valtio/react';
import type { SearchResult } from '@careers/shared/contracts';
import { useSearchI18n } from '../../i18n/useSearchI18n';
import { savedStore } from '../../state/savedStore';
import { muted, plainList, tag } from '../../ui/styles';
import { formatDate } from './formatDate';
import { useOptionLabel } from './useOptionLabel';
import { withTracking } from '@careers/shared/location';

export interface ResultsListProps {
  positions: readonly SearchResult[];
  selectedId: number | null;
  /** `byKeyboard`: chosen with Enter, so the keyboard should follow to the details. */
  onSelect: (position: SearchResult, byKeyboard: boolean) => void;
}

/** One page of results (10): each title links to the job page and, clicked, selects the position here. */
export function ResultsList({ positions, selectedId, onSelect }: ResultsListProps) {
  const { t, locale } = useSearchI18n();
  const labelOf = useOptionLabel();
  const { byId } = useSnapshot(savedStore);
  return (
    <ol css={[plainList, { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 8 }]}>
      {positions.map((position) => {
        const selected = position.id === selectedId;
        const saved = byId[position.id] ?? position.positionUserActions?.isSaved ?? false;
        return (
          <li
            key={position.id}
            css={(theme) => ({
              position: 'relative',
              padding: theme.spacing.md,
              border: `1px solid ${selected ? theme.colors.primary : theme.colors.border}`,
              borderLeftWidth: selected ? 4 : 1,
              borderRadius: theme.radii.md,
              background: selected ? theme.colors.surface : theme.colors.background,
              '&:hover': { borderColor: theme.colors.primary },
            })}
          >
            <h3 css={{ margin: 0, fontSize: 17, lineHeight: 1.3 }}>
              <a
                href={withTracking(`/careers/job/${position.id}`)}
                aria-current={selected ? 'true' : undefined}
                data-position-id={position.id}
                onClick={(event) => {
                  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
                  event.preventDefault();
                  // A click made with Enter has no pointer behind it: detail (the click count) is 0.
                  onSelect(position, event.detail === 0);
                }}
                css={(theme) => ({
                  color: theme.colors.text,
                  textDecoration: 'none',
                  // The whole card is the click target; the link stays the one tab stop.
                  '&::after': { content: '""', position: 'absolute', inset: 0 },
                  '&:focus-visible': { outline: 'none' },
                  '&:focus-visible::after': { outline: `3px solid ${theme.colors.focusRing}`, borderRadius: theme.radii.md },
                })}
              >
                {position.name}
              </a>
            </h3>
            <p css={{ margin: '4px 0 0' }}>
              {position.location}
              {position.is_remote && <span css={[tag, { marginLeft: 8 }]}>{t('search.results.remote')}</span>}
            </p>
            <p css={[muted, { margin: '4px 0 0' }]}>
              {position.department} · {labelOf('employment_type', position.employment_type)} · {t('search.results.posted', { date: formatDate(position.posted_at, locale) })}
              {saved && <> · <strong>{t('search.results.saved')}</strong></>}
            </p>
          </li>
        );
      })}
    </ol>
  );
}
