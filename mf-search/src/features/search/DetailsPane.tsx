import { useEffect, useRef } from 'react';
import type { SearchPosition } from '../../data/types';
import { useSearchI18n } from '../../i18n/useSearchI18n';
import { linkButton } from '../../ui/styles';
import { PositionDetailsView } from '../details/PositionDetailsView';

export interface DetailsPaneProps {
  id: number;
  lite: SearchPosition | null;
  /** Beside the results (desktop), or in place of them (phone and tablet). */
  wide: boolean;
  queriedLocation?: string;
  navigate: (url: string) => void;
  onOpenPosition: (id: number) => void;
  onDetailsError: () => void;
  onBack: () => void;
}

/** The chosen position beside the results, or as its own view on small screens (with focus moved to it). */
export function DetailsPane({ id, lite, wide, queriedLocation, navigate, onOpenPosition, onDetailsError, onBack }: DetailsPaneProps) {
  const { t } = useSearchI18n();
  const region = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  // On a small screen the list is gone: the details view must take the keyboard and screen-reader focus.
  useEffect(() => {
    if (wide) return;
    (heading.current ?? region.current)?.focus();
  }, [id, wide]);

  return (
    <section
      ref={region}
      tabIndex={-1}
      aria-label={t('details.region')}
      css={(theme) => ({
        outline: 'none',
        [theme.mq.desktopUp]: {
          position: 'sticky',
          top: theme.spacing.md,
          alignSelf: 'start',
          maxHeight: `calc(100vh - ${theme.spacing.xl}px)`,
          overflowY: 'auto',
          padding: theme.spacing.lg,
          border: `1px solid ${theme.colors.border}`,
          borderRadius: theme.radii.lg,
        },
      })}
    >
      {!wide && (
        <button type="button" css={[linkButton, { marginBottom: 12 }]} onClick={onBack}>
          <span aria-hidden="true">← </span>
          {t('details.back')}
        </button>
      )}
      <PositionDetailsView
        id={id}
        lite={lite}
        headingLevel={2}
        headingRef={heading}
        queriedLocation={queriedLocation}
        navigate={navigate}
        onOpenPosition={onOpenPosition}
        onDetailsError={onDetailsError}
      />
    </section>
  );
}
