import { useId, type InputHTMLAttributes } from 'react';
import { field, fieldError } from './settingsStyles';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
}

/** A labelled input with its hint and error tied to it for screen readers. */
export function TextField({ label, value, onChange, error, hint, ...input }: TextFieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div css={field}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <span id={`${id}-hint`} css={(theme) => ({ color: theme.colors.textMuted, fontSize: theme.typography.size.sm })}>
          {hint}
        </span>
      )}
      <input id={id} value={value} onChange={(e) => onChange(e.target.value)} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      {error && (
        <p id={`${id}-error`} css={fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}
