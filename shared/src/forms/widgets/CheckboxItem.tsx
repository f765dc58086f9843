import { RequiredMark } from '../fields/FieldShell';
import { choiceRowStyles } from '../fields/styles';
import type { WidgetProps } from '../fields/WidgetProps';

/** checkboxItem: one checkbox whose label is the question; the value is a boolean. */
export function CheckboxItem({ item, name, id, value, onChange, onBlur, onFocus, disabled, required, invalid, describedBy }: WidgetProps<boolean>) {
  return (
    <label htmlFor={id} css={(theme) => ({ ...choiceRowStyles(theme), alignItems: 'flex-start', '& input': { width: 20, height: 20, margin: '2px 0 0' } })}>
      <input
        type="checkbox"
        id={id}
        name={name}
        checked={value === true}
        disabled={disabled}
        required={required}
        aria-label={item.ariaLabel}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(event) => {
          onChange(event.target.checked);
          // A click does not blur: validate now so ticking clears a required error at once.
          onBlur();
        }}
        onFocus={() => onFocus()}
        onBlur={() => onBlur()}
      />
      <span>
        {item.label}
        {required && <RequiredMark />}
      </span>
    </label>
  );
}
