import { useId } from 'react';
import type { ThemeDocument } from '@careers/shared/contracts';
import { THEME_FONTS, type ThemeSectionName } from '@careers/shared/theme/themeFields';
import { setToken } from './themeEditorStore';
import { checkRow } from './themeBuilderStyles';
import { choiceKey } from './tokenNames';
import { useThemeBuilderI18n } from './useThemeBuilderI18n';

export interface ChoiceFieldProps {
  product: ThemeDocument['product'];
  section: ThemeSectionName;
  field: string;
  value: string;
  /** The values offered; absent: a font, one of THEME_FONTS. */
  values?: readonly string[];
}

/** A font (a select of the font stacks, each drawn in itself) or a choice (a radio group). */
export function ChoiceField({ product, section, field, value, values }: ChoiceFieldProps) {
  const { t } = useThemeBuilderI18n();
  const id = useId();
  const name = t(`themeBuilder.field.${field}`);
  if (!values) {
    return (
      <div css={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
        <label htmlFor={id}>{name}</label>
        <select id={id} value={value} onChange={(event) => setToken(product, section, field, event.target.value)}>
          {Object.entries(THEME_FONTS).map(([font, stack]) => (
            <option key={font} value={font} style={{ fontFamily: stack }}>
              {t(`themeBuilder.font.${font}`)}
            </option>
          ))}
        </select>
      </div>
    );
  }
  return (
    <fieldset>
      <legend>{name}</legend>
      {values.map((choice) => (
        <label key={choice} css={checkRow}>
          <input type="radio" name={id} value={choice} checked={value === choice} onChange={() => setToken(product, section, field, choice)} />
          {t(choiceKey(choice))}
        </label>
      ))}
    </fieldset>
  );
}
