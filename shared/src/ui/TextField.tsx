import type { Theme } from '@emotion/react';
import { useId, type ChangeEvent, type ComponentPropsWithRef, type ReactNode } from 'react';
import { themeOf } from '@careers/shared/theme';
import { controlStyles } from './controlStyles';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'onChange' | 'value'> {
  /** The field's name; an element when it carries more, e.g. a required mark hidden from screen readers. */
  label: ReactNode;
  /** Left out, the input keeps its own value (`defaultValue`, read from the DOM). */
  value?: string;
  onChange?: (value: string) => void;
  /** Shown under the label and read with the input. */
  hint?: string;
  /** Marks the input invalid and is read with it. */
  error?: string;
  /** The error is read out the moment it appears (`role="alert"`): for a form whose messages all are, or whose only one is its field's. */
  announceError?: boolean;
  /**
   * The label names the input (its aria-label; a text label then) but is not drawn: for a box whose place and
   * placeholder say what it is (a list's filter).
   */
  hideLabel?: boolean;
  /** Styles the field's box (label, input and texts), which is what a `css` prop on the field sets. */
  className?: string;
}

const box = (theme: Theme) => {
  const { spacing } = themeOf(theme);
  return { display: 'flex', flexDirection: 'column', gap: spacing.xs, minWidth: 0 } as const;
};

const small = (theme: Theme, color: 'textMuted' | 'error') => {
  const { colors, typography } = themeOf(theme);
  return { color: colors[color], fontSize: typography.size.sm, margin: 0 } as const;
};

/**
 * A labelled text input with its hint and error tied to it for screen readers; other attributes (type,
 * autoComplete, name, ref, aria-*) go to the input, and an `aria-describedby` of the caller's (a text beside
 * the field) is read after the hint and the error.
 * @example <TextField label="E-mail" type="email" value={email} onChange={setEmail} error={fields.email} />
 */
export function TextField({ label, value, onChange, hint, error, announceError = false, hideLabel, className, id: ownId, 'aria-describedby': more, ...input }: TextFieldProps) {
  const madeId = useId();
  const id = ownId ?? madeId;
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : '', more ?? ''].filter(Boolean).join(' ') || undefined;
  const hintText = hint && (
    <span id={`${id}-hint`} aria-hidden css={(theme) => small(theme, 'textMuted')}>
      {hint}
    </span>
  );
  const field = (
    <input
      id={id}
      {...(value === undefined ? {} : { value })}
      {...(onChange ? { onChange: (event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value) } : {})}
      aria-label={hideLabel && typeof label === 'string' ? label : undefined}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy}
      css={controlStyles}
      {...input}
    />
  );
  // The label holds its input, as the server-drawn login form has always had it. The hint sits in the label,
  // above the input, so it is kept out of the field's name (aria-hidden) and read as its description instead.
  // A hidden label is no element at all: the input's aria-label (a <label> around it would count as one of the
  // labels of a list of checkboxes it filters).
  return (
    <div css={box} className={className}>
      {hideLabel ? (
        <>
          {hintText}
          {field}
        </>
      ) : (
        <label htmlFor={id} css={box}>
          {label}
          {hintText}
          {field}
        </label>
      )}
      {error && (
        <p id={`${id}-error`} role={announceError ? 'alert' : undefined} css={(theme) => small(theme, 'error')}>
          {error}
        </p>
      )}
    </div>
  );
}
