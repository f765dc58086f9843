import { useMemo } from 'react';
import { dateLimits, isDateAllowed, toIsoDate } from '../rules/dates';
import { controlStyles } from '../fields/styles';
import type { WidgetProps } from '../fields/WidgetProps';
import { useFormText } from '../engine/useFormText';
import { useValueCorrection } from '../engine/useValueCorrection';

/**
 * date questions: the browser's own date picker (no picker library to download). Days outside
 * enableFrom / enableUntil are disabled through min and max; the 'today' option fills today, read-only.
 */
export function DateInput({ item, name, id, value, onChange, onBlur, onFocus, disabled, required, invalid, describedBy, status }: WidgetProps<string>) {
  const text = useFormText();
  const today = useMemo(() => new Date(), []);
  const { min, max } = dateLimits(item, today);
  const todayIso = toIsoDate(today);

  useValueCorrection(() => {
    if (item.today) {
      if (value !== todayIso) onChange(todayIso);
    } else if (typeof value === 'string' && value && !isDateAllowed(value, item, today)) {
      // A stored date that cannot be read, or can no longer be chosen, is cleared (spec §5).
      onChange(undefined);
    }
    // Once, on mount: later edits are the candidate's and are validated on blur.
  }, []);

  return (
    <input
      type="date"
      id={id}
      name={name}
      value={typeof value === 'string' ? value : ''}
      min={min}
      max={max}
      readOnly={item.today}
      disabled={disabled}
      placeholder={item.placeholder ?? text('forms.selectDate')}
      aria-label={item.ariaLabel}
      aria-required={required || undefined}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      onChange={(event) => onChange(event.target.value || undefined)}
      onFocus={() => onFocus()}
      onBlur={() => onBlur()}
      css={(theme) => ({ ...controlStyles(theme, status), maxWidth: 280 })}
    />
  );
}
