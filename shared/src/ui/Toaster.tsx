import { useSnapshot } from 'valtio/react';
import { useI18n } from '@careers/shared/i18n';
import { dismissToast, toastStore, type ToastKind } from '@careers/shared/state';
import type { CareersTheme } from '@careers/shared/theme';
import { themeOf } from '@careers/shared/theme';

function toastColours({ colors }: CareersTheme, kind: ToastKind) {
  const background = {
    default: colors.text,
    success: colors.success,
    info: colors.info,
    warning: colors.warning,
    error: colors.error,
  }[kind];
  return { background, color: colors.onStatus };
}

/**
 * Shows the toasts of `toastStore` at the top centre of the page (spec §7), at every width, below the navbar
 * (a toast must never sit on the navbar's links). Mount it once per page.
 */
export function Toaster() {
  const { toasts } = useSnapshot(toastStore);
  const { t } = useI18n();
  return (
    <div
      css={(theme) => {
        const { sections, layout, zIndex, spacing } = themeOf(theme);
        return {
          position: 'fixed',
          top: sections.navbar.height + spacing.md,
          // Centred the same way in either direction of text: both inline insets at 0, the width set, auto margins.
          insetInline: 0,
          marginInline: 'auto',
          zIndex: zIndex.toast,
          // A menu opened from the page header (the navbar's Menu, where its links fold under the bar on phones
          // and zoomed desktops; the bell's panel) opens where the toast sits: while it is open the visitor's
          // menu wins, and the toast goes beneath it (still announced) instead of covering its links.
          'body:has(header [aria-expanded="true"]) &': { zIndex: zIndex.dropdown - 1 },
          display: 'flex',
          flexDirection: 'column',
          gap: spacing.sm,
          width: layout.toastWidth,
          maxWidth: `calc(100vw - ${2 * spacing.md}px)`,
          // The empty strip must not block clicks on the page beneath it.
          pointerEvents: 'none',
        };
      }}
    >
      {toasts.map((toast) => (
        <div
          key={toast.id}
          // Errors interrupt the screen reader; the rest wait for a pause.
          role={toast.kind === 'error' ? 'alert' : 'status'}
          data-kind={toast.kind}
          css={(theme) => {
            const current = themeOf(theme);
            const { spacing, radii } = current;
            return {
              ...toastColours(current, toast.kind),
              display: 'flex',
              alignItems: 'center',
              gap: spacing.sm,
              padding: `${spacing.sm}px ${spacing.sm}px ${spacing.sm}px ${spacing.md}px`,
              borderRadius: radii.md,
              boxShadow: '0 4px 12px rgba(0, 0, 0, 0.2)',
              pointerEvents: 'auto',
            };
          }}
        >
          <span css={{ flex: 1 }}>{toast.message}</span>
          <button
            type="button"
            aria-label={t('shared.toast.close')}
            onClick={() => dismissToast(toast.id)}
            css={{
              minWidth: 32,
              minHeight: 32,
              border: 0,
              borderRadius: 4,
              background: 'transparent',
              color: 'inherit',
              fontSize: 20,
              cursor: 'pointer',
              '&:focus-visible': { outline: '2px solid currentColor', outlineOffset: 1 },
            }}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ))}
    </div>
  );
}
