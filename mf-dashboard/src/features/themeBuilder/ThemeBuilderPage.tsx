import { useId, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import type { ThemeDocument } from '@careers/shared/contracts';
import { sessionStore } from '@careers/shared/state';
import { THEME_PRODUCTS } from '@careers/shared/theme/themeFields';
import { ProductEditor } from './ProductEditor';
import { checkRow, muted, pageColumn, pageHeading } from './themeBuilderStyles';
import { useThemeBuilderI18n } from './useThemeBuilderI18n';

/** What anyone who may not edit the theme sees: the site's not-found page (nothing tells them the builder exists). */
function NotFound() {
  const { t } = useThemeBuilderI18n();
  return (
    <div css={pageColumn}>
      <h1 tabIndex={-1} css={pageHeading}>
        {t('themeBuilder.notFound.title')}
      </h1>
      <p>{t('themeBuilder.notFound.text')}</p>
      <a href="/careers/search">{t('themeBuilder.notFound.link')}</a>
    </div>
  );
}

/** /careers/theme-builder (issue 32, protected): a theme editor edits the company's two themes. */
export function ThemeBuilderPage() {
  const { t } = useThemeBuilderI18n();
  const { themeBuilder } = useSnapshot(sessionStore);
  const productId = useId();
  const [product, setProduct] = useState<ThemeDocument['product']>('pcsx');
  if (!themeBuilder.enabled) return <NotFound />;
  return (
    <div css={pageColumn}>
      <h1 tabIndex={-1} css={pageHeading}>
        {t('themeBuilder.heading')}
      </h1>
      <p css={muted}>{t('themeBuilder.intro')}</p>
      <fieldset css={{ border: 0, padding: 0, margin: '16px 0', display: 'flex', flexWrap: 'wrap', gap: 16 }}>
        <legend css={{ fontWeight: 500, marginBlockEnd: 4 }}>{t('themeBuilder.product.legend')}</legend>
        {THEME_PRODUCTS.map((option) => (
          <label key={option} css={checkRow}>
            <input type="radio" name={productId} value={option} checked={product === option} onChange={() => setProduct(option)} />
            {t(`themeBuilder.product.${option}`)}
          </label>
        ))}
      </fieldset>
      <ProductEditor key={product} product={product} />
    </div>
  );
}
