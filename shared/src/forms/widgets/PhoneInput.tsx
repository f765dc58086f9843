import { useEffect, useMemo, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { cleanPhoneInput } from '../rules/phone';
import { controlStyles, tokens } from '../fields/styles';
import type { WidgetProps } from '../fields/WidgetProps';
import { useI18n } from '@careers/shared/i18n';
import { useFormText } from '../engine/useFormText';
import { useFormToolkit } from '../engine/FormToolkitContext';
import type { PhoneValue } from '../rules/types';
import { suppressEnter } from './suppressEnter';
import { CALLING_CODES } from './callingCodes';
import { loadPhoneLibrary, phoneLibraryStore } from './phoneLibraryStore';
import type { parseStoredPhone } from './phoneLibrary';

// This module is loaded only when a form has a phone question (React.lazy). It draws the countries from a
// small table; libphonenumber-js (the number checks) loads when the question is first used.
const startLoadingLibrary = () => void loadPhoneLibrary().catch(() => undefined);

function countryList(locale: string) {
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames([locale, 'en'], { type: 'region' });
  } catch {
    names = undefined;
  }
  return Object.entries(CALLING_CODES)
    .map(([code, callingCode]) => ({ code, name: names?.of(code) ?? code, callingCode: `+${callingCode}` }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
}

const callingCodeOf = (country: string) => (CALLING_CODES[country] ? `+${CALLING_CODES[country]}` : '');

/**
 * The value as the two controls show it. Answers may hold the stored string form (spec §3: calling code
 * followed by the number, '+4915123456789'): it shows as its country and national number, not as an
 * empty field under the default country.
 */
function phoneParts(value: PhoneValue | string | undefined, fallbackCountry: string, parse: typeof parseStoredPhone | undefined): PhoneValue | undefined {
  if (typeof value !== 'string') return value;
  return parse?.(value) ?? { country: fallbackCountry, callingCode: callingCodeOf(fallbackCountry), number: value };
}

/** phone questions: a country (with its calling code) and the number; the value is { callingCode, number, country }. */
export default function PhoneInput({ item, name, id, value, onChange, onBlur, onFocus, disabled, required, invalid, describedBy, status }: WidgetProps<PhoneValue | string>) {
  const text = useFormText();
  const { defaultPhoneCountry } = useFormToolkit();
  // In the page's language, not the browser's: the server draws the list in it, and the browser's first render
  // must draw the same names in the same order to hydrate it (issue 27).
  const { locale } = useI18n();
  const countries = useMemo(() => countryList(locale), [locale]);
  const { library } = useSnapshot(phoneLibraryStore);
  const parts = useMemo(() => phoneParts(value, defaultPhoneCountry, library?.parseStoredPhone), [value, defaultPhoneCountry, library]);
  const wrapper = useRef<HTMLDivElement>(null);
  // A stored string is shown as its country and number only once parsed.
  useEffect(() => {
    if (typeof value === 'string' && !library) startLoadingLibrary();
  }, [value, library]);
  // Left before the library had arrived, the number was checked without its country's rules: check it again
  // now, unless the candidate is back in the field (leaving it checks then).
  const checkedWithoutLibrary = useRef(false);
  useEffect(() => {
    if (!library || !checkedWithoutLibrary.current) return;
    checkedWithoutLibrary.current = false;
    if (!wrapper.current?.contains(document.activeElement)) onBlur();
  }, [library]);
  const focus = () => {
    startLoadingLibrary();
    onFocus();
  };
  const blur = () => {
    if (!phoneLibraryStore.library) checkedWithoutLibrary.current = true;
    onBlur();
  };
  const country = parts?.country || defaultPhoneCountry;
  const set = (patch: Partial<PhoneValue>) => {
    const next = { country, callingCode: callingCodeOf(country), number: parts?.number ?? '', ...patch };
    // An untouched default leaves no value; a chosen country is kept even before the number is typed.
    const blank = !next.number && next.country === defaultPhoneCountry;
    onChange(blank ? undefined : { ...next, callingCode: callingCodeOf(next.country) });
  };
  return (
    // One row at every width: the country shrinks first (its names are long), neither control overflows.
    // The country has its own visible label (issue 24 #8): the question's label names the number, and a
    // select named only by aria-label left sighted users guessing what the first box was.
    <div ref={wrapper} onPointerEnter={startLoadingLibrary} onPointerDown={startLoadingLibrary} css={(theme) => ({ display: 'flex', gap: tokens(theme).spacing.sm, minWidth: 0, alignItems: 'flex-end' })}>
      <div css={{ display: 'flex', flexDirection: 'column', flex: '0 1 11rem', minWidth: '5.5rem' }}>
        <label htmlFor={`${id}-country`} css={(theme) => ({ fontSize: tokens(theme).typography.size.sm })}>
          {text('forms.phoneCountry', { label: item.label ?? '' })}
        </label>
        <select
          id={`${id}-country`}
          name={`${name}.country`}
          value={country}
          disabled={disabled}
          // The error is about the number (and says so); marking the country too, without the message, only
          // confuses, and the first invalid control (focused on submit) must be the number.
          onChange={(event) => set({ country: event.target.value })}
          onKeyDown={(event) => suppressEnter(event)}
          onFocus={focus}
          onBlur={blur}
          css={(theme) => ({ ...controlStyles(theme, status), width: '100%', textOverflow: 'ellipsis' })}
        >
          {countries.map((entry) => (
            // A few names differ between the server's ICU data and the browser's (Chromium's own: 'Hong Kong' for
            // Node's 'Hong Kong SAR China', 'Palestine', 'Macao', 'Falkland Islands (Islas Malvinas)'): the hydrating
            // render keeps the server's words for those rather than drawing the question anew, which lost a country
            // or number given before the takeover. The codes, which are the answer, are the same on both sides.
            <option key={entry.code} value={entry.code} suppressHydrationWarning>
              {`${entry.name} (${entry.callingCode})`}
            </option>
          ))}
        </select>
      </div>
      <input
        type="tel"
        id={id}
        name={`${name}.number`}
        value={parts?.number ?? ''}
        autoComplete="tel-national"
        placeholder={item.placeholder}
        disabled={disabled}
        aria-label={item.ariaLabel}
        aria-required={required || undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(event) => set({ number: cleanPhoneInput(event.target.value) })}
        onKeyDown={(event) => suppressEnter(event)}
        onFocus={focus}
        onBlur={blur}
        css={(theme) => ({ ...controlStyles(theme, status), flex: '1 1 8rem', minWidth: '6rem', width: 'auto' })}
      />
    </div>
  );
}
