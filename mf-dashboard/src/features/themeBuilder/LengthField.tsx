import { useState } from 'react';
import type { ThemeDocument } from '@careers/shared/contracts';
import type { ThemeSectionName } from '@careers/shared/theme/themeFields';
import { TextField } from '@careers/shared/ui';
import { markInvalid, setToken } from './themeEditorStore';
import { useThemeBuilderI18n } from './useThemeBuilderI18n';

export interface LengthFieldProps {
  product: ThemeDocument['product'];
  section: ThemeSectionName;
  field: string;
  value: number;
  min: number;
  max: number;
}

/** A length in pixels within the token's bounds; a number outside them keeps the last good one and says the bounds. */
export function LengthField({ product, section, field, value, min, max }: LengthFieldProps) {
  const { t } = useThemeBuilderI18n();
  const path = `${section}.${field}`;
  const [text, setText] = useState(String(value));
  const [seen, setSeen] = useState(value);
  const [showError, setShowError] = useState(false);
  if (seen !== value) {
    setSeen(value);
    if (Number(text) !== value) setText(String(value));
  }
  const parsed = text.trim() === '' ? NaN : Number(text);
  const valid = Number.isInteger(parsed) && parsed >= min && parsed <= max;
  return (
    <TextField
      label={t(`themeBuilder.field.${field}`)}
      type="number"
      inputMode="numeric"
      min={min}
      max={max}
      step={1}
      value={text}
      onChange={(next) => {
        setText(next);
        const number = next.trim() === '' ? NaN : Number(next);
        const ok = Number.isInteger(number) && number >= min && number <= max;
        markInvalid(product, path, !ok);
        if (ok) {
          setShowError(false);
          setToken(product, section, field, number);
        }
      }}
      onBlur={() => setShowError(!valid)}
      hint={t('themeBuilder.length.hint', { min, max })}
      error={showError && !valid ? t('themeBuilder.length.invalid', { min, max }) : undefined}
    />
  );
}
