import { useSnapshot } from 'valtio/react';
import { sessionStore } from '@careers/shared/state';
import { Button } from '@careers/shared/ui';
import { AddToCartButton } from '../../cart';
import type { PositionOverrides } from '../../data/types';
import { useSavePosition } from '../../data/useSavePosition';
import { useSearchI18n } from '../../i18n/useSearchI18n';

export interface PositionActionsProps {
  id: number;
  savedOnServer: boolean;
  /** Closed (archived) positions take no applications. */
  closed: boolean;
  overrides: PositionOverrides | null;
  navigate: (url: string) => void;
}

const applyLink = (theme: import('@emotion/react').Theme) =>
  ({
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: 44,
    padding: `0 ${theme.spacing.lg}px`,
    borderRadius: theme.radii.md,
    background: theme.colors.primary,
    color: theme.colors.onPrimary,
    fontWeight: 500,
    textDecoration: 'none',
    '&:hover': { background: theme.colors.primaryHover },
    '&:focus-visible': { outline: `3px solid ${theme.colors.focusRing}`, outlineOffset: 2 },
  }) as const;

/** Apply (to /careers/apply?pid=, or the company's external page), save, and add to the job cart. */
export function PositionActions({ id, savedOnServer, closed, overrides, navigate }: PositionActionsProps) {
  const { t } = useSearchI18n();
  const { configs } = useSnapshot(sessionStore);
  const { isSaved, toggle } = useSavePosition(id, savedOnServer);
  const label = overrides?.applyButtonLabel || t('details.apply');
  const external = overrides?.externalApplyUrl;
  const applyHref = `/careers/apply?pid=${id}`;
  return (
    <div css={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
      {closed ? (
        <Button disabled>{label}</Button>
      ) : external ? (
        <a href={external} target="_blank" rel="noopener noreferrer" css={applyLink}>
          {label}
        </a>
      ) : (
        <a
          href={applyHref}
          css={applyLink}
          onClick={(event) => {
            if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
            event.preventDefault();
            navigate(applyHref);
          }}
        >
          {label}
        </a>
      )}
      <Button variant="secondary" onClick={() => void toggle()}>
        <span aria-hidden="true">{isSaved ? '♥' : '♡'}</span>
        {isSaved ? t('details.saved') : t('details.save')}
      </Button>
      {configs?.pcsxConfig.jobCartConfig?.enabled && <AddToCartButton positionId={id} />}
    </div>
  );
}
