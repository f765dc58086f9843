import { useMemo } from 'react';
import { dateLimits, isDateAllowed, isTimeOfDay, toIsoDate } from '../rules/dates';
import { controlStyles } from '../fields/styles';
import { VisiblePlaceholder } from '../fields/VisiblePlaceholder';
import type { WidgetProps } from '../fields/WidgetProps';
import { useFormText } from '../engine/useFormText';
import { useValueCorrection } from '../engine/useValueCorrection';

/**
 * date questions: the browser's own date picker (no picker library to download). Days outside
 * enableFrom / enableUntil are disabled through min and max; the 'today' option fills today, read-only.
 * With `time` the question asks for a time of day instead ('HH:MM', the browser's time input). The
 * placeholder ('Select date' / 'Select time') is drawn over the empty input: browsers ignore it there.
 */
export function DateInput({ item, name, id, value, onChange, onBlur, onFocus, disabled, required, invalid, describedBy, status }: WidgetProps<string>) {
  const text = useFormText();
  const today = useMemo(() => new Date(), []);
  const { min, max } = dateLimits(item, today);
  const todayIso = toIsoDate(today);

  useValueCorrection(() => {
    if (item.time) {
      if (typeof value === 'string' && value && !isTimeOfDay(value)) onChange(undefined);
    } else if (item.today) {
      if (value !== todayIso) onChange(todayIso);
    } else if (typeof value === 'string' && value && !isDateAllowed(value, item, today)) {
      // A stored date that cannot be read, or can no longer be chosen, is cleared (spec §5).
      onChange(undefined);
    }
    // Once, on mount: later edits are the candidate's and are validated on blur.
  }, []);

  const shown = typeof value === 'string' ? value : '';
  const placeholder = item.placeholder ?? text(item.time ? 'forms.selectTime' : 'forms.selectDate');
  return (
    <VisiblePlaceholder text={placeholder} empty={shown === ''} maxWidth={280}>
      <input
        type={item.time ? 'time' : 'date'}
        id={id}
        name={name}
        value={shown}
        min={item.time ? undefined : min}
        max={item.time ? undefined : max}
        readOnly={!item.time && item.today}
        disabled={disabled}
        placeholder={placeholder}
        aria-label={item.ariaLabel}
        aria-required={required || undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value || undefined)}
        onFocus={() => onFocus()}
        onBlur={() => onBlur()}
        css={(theme) => controlStyles(theme, status)}
      />
    </VisiblePlaceholder>
  );
}
