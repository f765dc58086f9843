import styled from '@emotion/styled';
import { gutterStyles } from '@careers/shared/theme';
import { useSnapshot } from 'valtio/react';
import { useShellI18n } from '../i18n/useShellI18n';
import { sessionStore } from '@careers/shared/state';

const Foot = styled.footer`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  padding-block: 24px;
  ${gutterStyles}
  margin-top: 48px;
  color: ${({ theme }) => theme.colors.textMuted};
  display: flex;
  flex-wrap: wrap;
  gap: 16px;
  justify-content: space-between;
  a {
    color: inherit;
  }
  /* A class, not a style attribute: the server sends this markup, and the CSP (style-src without
     'unsafe-inline') refuses style attributes in HTML. */
  nav a {
    margin-inline-end: 16px;
  }
`;

/** Page footer: company links and the platform credit, unless the company hides the credit. */
export function Footer() {
  const { t } = useShellI18n();
  const { configs } = useSnapshot(sessionStore);
  if (!configs) return null;
  const { links, hideProviderCredit } = configs.pcsxConfig.branding.footer;
  return (
    <Foot aria-label={t('shell.footer.label')}>
      <nav aria-label={t('shell.footer.links')}>
        {links.map((link) => (
          <a key={link.href} href={link.href}>
            {link.label}
          </a>
        ))}
      </nav>
      {!hideProviderCredit && <small>{t('shell.footer.credit')}</small>}
    </Foot>
  );
}
