import { useId, useState } from 'react';
import type { ThemeDocument } from '@careers/shared/contracts';
import { useSnapshot } from 'valtio/react';
import { sessionStore } from '@careers/shared/state';
import { themeAssetUrl, type ThemeSectionName } from '@careers/shared/theme/themeFields';
import { useTransport } from '@careers/shared/transport';
import { Button } from '@careers/shared/ui';
import { themeBuilderApi } from '../../data/themeBuilderApi';
import { errorText } from '../../data/settingsApi';
import { setToken } from './themeEditorStore';
import { fieldError, imagePreview, muted } from './themeBuilderStyles';
import { useThemeBuilderI18n } from './useThemeBuilderI18n';

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

export interface ImageFieldProps {
  product: ThemeDocument['product'];
  section: ThemeSectionName;
  field: string;
  value: string | null;
  use: 'hero' | 'logo';
}

/** An image token (the hero image, the logo): uploaded at once, shown, and removable. The theme holds its id. */
export function ImageField({ product, section, field, value, use }: ImageFieldProps) {
  const { t } = useThemeBuilderI18n();
  const transport = useTransport();
  const { domain } = useSnapshot(sessionStore);
  const id = useId();
  const name = t(`themeBuilder.field.${field}`);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const upload = async (file: File | undefined) => {
    if (!file) return;
    if (!IMAGE_TYPES.includes(file.type)) return setError(t('themeBuilder.image.wrongType'));
    setError('');
    setBusy(true);
    try {
      const asset = await themeBuilderApi.uploadAsset(transport, domain, use, file);
      setToken(product, section, field, asset.id);
    } catch (failure) {
      setError(errorText(failure, t('themeBuilder.failed')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <label htmlFor={id}>{name}</label>
      <span id={`${id}-hint`} css={muted}>
        {t('themeBuilder.image.hint')}
      </span>
      <input
        id={id}
        type="file"
        accept={IMAGE_TYPES.join(',')}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        aria-invalid={error ? true : undefined}
        disabled={busy}
        onChange={(event) => {
          void upload(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <span role="status" css={muted}>
        {busy ? t('themeBuilder.image.uploading') : ''}
      </span>
      {error && (
        <p id={`${id}-error`} role="alert" css={fieldError}>
          {error}
        </p>
      )}
      {value ? (
        <>
          <img src={themeAssetUrl(value)} alt={t('themeBuilder.image.preview', { field: name })} css={imagePreview} />
          <Button variant="secondary" onClick={() => setToken(product, section, field, null)}>
            {t('themeBuilder.image.remove', { field: name })}
          </Button>
        </>
      ) : (
        <span css={muted}>{t('themeBuilder.image.none')}</span>
      )}
    </div>
  );
}
