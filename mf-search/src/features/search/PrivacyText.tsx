import { useSearchI18n } from '../../i18n/useSearchI18n';

/**
 * The company's privacy text under the alert's e-mail field, at most the theme's privacyTextMaxHeight (300 px) high.
 * Scrollable when long: focusable so keyboard users can scroll it too.
 */
export function PrivacyText({ id, text }: { id: string; text: string }) {
  const { t } = useSearchI18n();
  return (
    <div
      id={id}
      role="region"
      aria-label={t('alerts.privacy')}
      tabIndex={0}
      data-testid="privacy-text"
      css={(theme) => ({
        maxHeight: theme.layout.privacyTextMaxHeight,
        overflowY: 'auto',
        padding: theme.spacing.sm,
        background: theme.colors.background,
        border: `1px solid ${theme.colors.border}`,
        borderRadius: theme.radii.md,
        fontSize: 14,
        whiteSpace: 'pre-wrap',
        '&:focus-visible': { outline: `3px solid ${theme.colors.focusRing}`, outlineOffset: 2 },
      })}
    >
      {text}
    </div>
  );
}
