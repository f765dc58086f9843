import type { ChangeEvent } from 'react';
import { formatSin } from '../rules/formatSin';
import { formatSsn } from '../rules/formatSsn';
import { controlStyles } from '../fields/styles';
import type { WidgetProps } from '../fields/WidgetProps';
import { suppressEnter } from './suppressEnter';

const TRIMMED = new Set(['text', 'email', 'textarea']);
// SSN and SIN hold 9 digits and 2 dashes (spec §5).
const FORMATTED_MAX = 11;

/** text, textarea, email, number, ssn and sin questions: one text box. */
export function TextInput({ item, name, id, value, onChange, onBlur, onFocus, disabled, required, invalid, describedBy, status }: WidgetProps<string | number>) {
  const text = value === undefined || value === null ? '' : String(value);
  const common = {
    id,
    name,
    value: text,
    disabled,
    placeholder: item.placeholder,
    'aria-label': item.ariaLabel,
    'aria-required': required || undefined,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy,
    onFocus: () => onFocus(),
    onBlur: () => {
      // Text answers are trimmed on blur (spec §5), before the blur validates them.
      if (TRIMMED.has(item.type) && typeof value === 'string' && value.trim() !== value) onChange(value.trim() || undefined);
      onBlur();
    },
    css: (theme: Parameters<typeof controlStyles>[0]) => controlStyles(theme, status),
  };
  const change = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const raw = event.target.value;
    if (item.type === 'ssn') return onChange(formatSsn(raw) || undefined);
    if (item.type === 'sin') return onChange(formatSin(raw) || undefined);
    if (item.type === 'number') return onChange(raw === '' || Number.isNaN(Number(raw)) ? undefined : Number(raw));
    onChange(raw === '' ? undefined : raw);
  };
  if (item.type === 'textarea') {
    return <textarea {...common} rows={4} onChange={change} onKeyDown={(event) => suppressEnter(event, { allowShift: true })} css={(theme) => ({ ...controlStyles(theme, status), resize: 'vertical' })} />;
  }
  const byType = {
    email: { type: 'email', inputMode: 'email', autoComplete: 'email' },
    number: { type: 'number', inputMode: 'decimal' },
    ssn: { type: 'text', inputMode: 'numeric', maxLength: FORMATTED_MAX, autoComplete: 'off' },
    sin: { type: 'text', inputMode: 'numeric', maxLength: FORMATTED_MAX, autoComplete: 'off' },
  } as const;
  const extra = byType[item.type as keyof typeof byType] ?? { type: 'text' };
  return <input {...common} {...extra} onChange={change} onKeyDown={(event) => suppressEnter(event)} />;
}
