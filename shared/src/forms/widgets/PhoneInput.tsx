import { useMemo, useRef } from 'react';
import { cleanPhoneInput } from '../rules/phone';
import { controlStyles, tokens } from '../fields/styles';
import type { WidgetProps } from '../fields/WidgetProps';
import { useI18n } from '@careers/shared/i18n';
import { useFormText } from '../engine/useFormText';
import { useFormToolkit } from '../engine/FormToolkitContext';
import type { PhoneValue } from '../rules/types';
import { suppressEnter } from './suppressEnter';
import { PhoneCountrySelect } from './PhoneCountrySelect';
import { countryList, nextPhoneValue, phoneParts } from './phoneValue';
import { usePhoneLibrary } from './usePhoneLibrary';

// This module is loaded only when a form has a phone question (React.lazy). It draws the countries from a
// small table; libphonenumber-js (the number checks) loads when the question is first used (usePhoneLibrary).

/** phone questions: a country (with its calling code) and the number; the value is { callingCode, number, country }. */
export default function PhoneInput({ item, name, id, value, onChange, onBlur, onFocus, disabled, required, invalid, describedBy, status }: WidgetProps<PhoneValue | string>) {
  const text = useFormText();
  const { defaultPhoneCountry } = useFormToolkit();
  // In the page's language, not the browser's: the server draws the list in it, and the browser's first render
  // must draw the same names in the same order to hydrate it (issue 27).
  const { locale } = useI18n();
  const countries = useMemo(() => countryList(locale), [locale]);
  const wrapper = useRef<HTMLDivElement>(null);
  const { library, start, focus, blur } = usePhoneLibrary({ value, wrapper, onFocus, onBlur });
  const parts = useMemo(() => phoneParts(value, defaultPhoneCountry, library?.parseStoredPhone), [value, defaultPhoneCountry, library]);
  const shown = { country: parts?.country || defaultPhoneCountry, number: parts?.number ?? '' };
  const set = (patch: Partial<PhoneValue>) => onChange(nextPhoneValue(shown, patch, defaultPhoneCountry));
  return (
    // One row at every width: the country shrinks first (its names are long), neither control overflows.
    <div ref={wrapper} onPointerEnter={start} onPointerDown={start} css={(theme) => ({ display: 'flex', gap: tokens(theme).spacing.sm, minWidth: 0, alignItems: 'flex-end' })}>
      <PhoneCountrySelect
        id={`${id}-country`}
        name={`${name}.country`}
        label={text('forms.phoneCountry', { label: item.label ?? '' })}
        value={shown.country}
        countries={countries}
        disabled={disabled}
        status={status}
        onChange={(country) => set({ country })}
        onFocus={focus}
        onBlur={blur}
      />
      <input
        type="tel"
        id={id}
        name={`${name}.number`}
        value={shown.number}
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
