import { useId } from 'react';
import { useI18n } from '@careers/shared/i18n';
import { themeOf } from '@careers/shared/theme';

export interface ErrorPageProps {
  /** Admins (boot user `is_admin`) also see the error's stack. */
  isAdmin: boolean;
  error?: Error | null;
  contactEmail: string;
  backHref?: string;
}

/** The 500-style page (spec §2): title, apology, back and contact links; stack details for admins only. */
export function ErrorPage({ isAdmin, error, contactEmail, backHref = '/careers' }: ErrorPageProps) {
  const { t } = useI18n();
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      css={(theme) => {
        const { colors, spacing, typography } = themeOf(theme);
        return {
          maxWidth: 720,
          margin: '0 auto',
          padding: `${spacing.xxl}px ${spacing.md}px`,
          color: colors.text,
          fontFamily: typography.fontFamily,
          lineHeight: typography.lineHeight.normal,
          a: { color: colors.link, fontWeight: typography.weight.medium },
        };
      }}
    >
      <h1 id={titleId} css={{ marginTop: 0 }}>
        {t('shared.errorPage.title')}
      </h1>
      <p>{t('shared.errorPage.apology')}</p>
      <p css={{ display: 'flex', flexWrap: 'wrap', gap: 24 }}>
        <a href={backHref}>{t('shared.errorPage.back')}</a>
        {contactEmail && <a href={`mailto:${contactEmail}`}>{t('shared.errorPage.contact')}</a>}
      </p>
      {/* Stacks reveal internals; only admins (spec §6) get them. */}
      {isAdmin && error && (
        <details>
          <summary>{t('shared.errorPage.details')}</summary>
          <pre css={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontSize: 13 }}>
            {error.stack ?? `${error.name}: ${error.message}`}
          </pre>
        </details>
      )}
    </section>
  );
}
