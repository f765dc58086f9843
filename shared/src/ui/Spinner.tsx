import { keyframes } from '@emotion/react';
import { useI18n } from '@careers/shared/i18n';
import { visuallyHidden } from '@careers/shared/a11y';
import { themeOf } from '@careers/shared/theme';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

/** A loading indicator announced to screen readers as `label` ('Loading' by default). */
export function Spinner({ label, size = 32 }: { label?: string; size?: number }) {
  const { t } = useI18n();
  return (
    <span role="status" css={{ display: 'inline-flex' }}>
      <span
        aria-hidden="true"
        css={(theme) => ({
          width: size,
          height: size,
          borderRadius: '50%',
          border: `3px solid ${themeOf(theme).colors.border}`,
          borderTopColor: themeOf(theme).colors.primary,
          animation: `${spin} 0.8s linear infinite`,
          '@media (prefers-reduced-motion: reduce)': { animationDuration: '2.4s' },
        })}
      />
      <span css={visuallyHidden}>{label ?? t('shared.state.loading')}</span>
    </span>
  );
}
