import { useId, useState } from 'react';
import type { ContrastFinding, ThemeDocument } from '@careers/shared/contracts';
import type { ThemeSectionName } from '@careers/shared/theme/themeFields';
import { TextField } from '@careers/shared/ui';
import { ContrastNotes } from './ContrastNotes';
import { parseHex } from './parseHex';
import { markInvalid, setToken } from './themeEditorStore';
import { colourRow } from './themeBuilderStyles';
import { useThemeBuilderI18n } from './useThemeBuilderI18n';

export interface ColourFieldProps {
  product: ThemeDocument['product'];
  section: ThemeSectionName;
  field: string;
  value: string;
  findings: readonly ContrastFinding[];
}

/**
 * A colour token: a hex value typed (`#rgb`, `#rrggbb`, with or without '#') beside the browser's picker. A typed
 * value that is not a colour keeps the last good one in the theme, and says what is wrong once the user leaves it.
 */
export function ColourField({ product, section, field, value, findings }: ColourFieldProps) {
  const { t } = useThemeBuilderI18n();
  const notesId = useId();
  const path = `${section}.${field}`;
  const name = t(`themeBuilder.field.${field}`);
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  const [showError, setShowError] = useState(false);
  // A value set elsewhere (the picker, a reset, an import) replaces the text, unless the text already says it.
  if (seen !== value) {
    setSeen(value);
    if (parseHex(text) !== value) {
      setText(value);
      setShowError(false);
    }
  }
  const valid = parseHex(text) !== null;
  const type = (next: string) => {
    setText(next);
    const hex = parseHex(next);
    markInvalid(product, path, hex === null);
    if (hex) {
      setShowError(false);
      setToken(product, section, field, hex);
    }
  };
  return (
    <div>
      <div css={colourRow}>
        <TextField
          label={name}
          value={text}
          onChange={type}
          onBlur={() => setShowError(!valid)}
          hint={t('themeBuilder.colour.hint')}
          error={showError && !valid ? t('themeBuilder.colour.invalid') : undefined}
          aria-describedby={findings.some((f) => f.fg === path || f.bg === path) ? notesId : undefined}
          autoComplete="off"
          spellCheck={false}
          data-token={path}
        />
        <input
          type="color"
          value={value}
          aria-label={t('themeBuilder.colour.picker', { field: name })}
          onChange={(event) => {
            markInvalid(product, path, false);
            setToken(product, section, field, event.target.value.toLowerCase());
          }}
        />
      </div>
      <ContrastNotes id={notesId} path={path} findings={findings} />
    </div>
  );
}
