import { useCallback, useEffect, useRef } from 'react';
import type { SearchResult } from '@careers/shared/contracts';
import { useSearchI18n } from '../../i18n/useSearchI18n';
import { linkButton } from '../../ui/styles';
import { PositionDetailsView } from '../details/PositionDetailsView';

export interface DetailsPaneProps {
  id: number;
  lite: SearchResult | null;
  /** Beside the results (desktop), or in place of them (phone and tablet). */
  wide: boolean;
  /**
   * Move the keyboard to the position's title: always in place of the list (the list is gone), and
   * beside it when the position was chosen with the keyboard. `onFocusTaken` says it is done.
   */
  takeFocus: boolean;
  onFocusTaken?: () => void;
  queriedLocation?: string;
  navigate: (url: string) => void;
  onOpenPosition: (id: number) => void;
  onDetailsError: () => void;
  onBack: () => void;
}

/** The chosen position beside the results, or as its own view on small screens (with focus moved to it). */
export function DetailsPane(props: DetailsPaneProps) {
  const { id, lite, wide, takeFocus, onFocusTaken, queriedLocation, navigate, onOpenPosition, onDetailsError, onBack } = props;
  const { t } = useSearchI18n();
  const region = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement | null>(null);
  // The title is wanted but not there yet (a deep link whose position is not in the results).
  const headingWanted = useRef(false);
  const focusTaken = useRef(onFocusTaken);
  focusTaken.current = onFocusTaken;

  const headingRef = useCallback((node: HTMLHeadingElement | null) => {
    heading.current = node;
    if (node && headingWanted.current) {
      headingWanted.current = false;
      node.focus();
      focusTaken.current?.();
    }
  }, []);

  useEffect(() => {
    if (!takeFocus) {
      headingWanted.current = false;
      return;
    }
    if (heading.current) {
      headingWanted.current = false;
      heading.current.focus();
      focusTaken.current?.();
      return;
    }
    headingWanted.current = true;
    // Until the title renders, the keyboard waits in the view rather than on the body.
    if (!wide) region.current?.focus();
  }, [id, wide, takeFocus]);

  return (
    <section
      ref={region}
      tabIndex={-1}
      aria-label={t('details.region')}
      css={(theme) => ({
        outline: 'none',
        ...(wide && {
          position: 'sticky',
          top: theme.spacing.md,
          alignSelf: 'start',
          maxHeight: `calc(100vh - ${theme.spacing.xl}px)`,
          overflowY: 'auto',
          padding: theme.spacing.lg,
          border: `1px solid ${theme.colors.border}`,
          borderRadius: theme.radii.lg,
        }),
      })}
    >
      {!wide && (
        <button type="button" css={[linkButton, { marginBottom: 12 }]} onClick={onBack}>
          {/* Points back along the reading direction: the other way in a right-to-left language. */}
          <span aria-hidden="true" css={{ display: 'inline-block', marginInlineEnd: '0.25em', '[dir="rtl"] &': { transform: 'scaleX(-1)' } }}>
            ←
          </span>
          {t('details.back')}
        </button>
      )}
      <PositionDetailsView
        id={id}
        lite={lite}
        headingLevel={2}
        headingRef={headingRef}
        queriedLocation={queriedLocation}
        navigate={navigate}
        onOpenPosition={onOpenPosition}
        onDetailsError={onDetailsError}
      />
    </section>
  );
}
