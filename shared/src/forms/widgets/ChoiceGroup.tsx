import { choiceRowStyles, tokens } from '../fields/styles';
import type { WidgetProps } from '../fields/WidgetProps';
import type { Option } from '../rules/types';

/** radio (one string) and checkbox (a list of strings) questions over their inline options. */
export function ChoiceGroup({ item, name, id, value, onChange, onBlur, onFocus, disabled, required, invalid, describedBy }: WidgetProps<string | string[]>) {
  const multiple = item.type === 'checkbox';
  const chosen = new Set(Array.isArray(value) ? value : value === undefined || value === null ? [] : [String(value)]);
  const options: Option[] = item.options ?? [];
  const toggle = (option: Option, checked: boolean) => {
    if (!multiple) return onChange(option.value);
    // Keep the options' order, whatever order they were ticked in.
    const next = options.map((o) => o.value).filter((v) => (v === option.value ? checked : chosen.has(v)));
    onChange(next.length ? next : undefined);
  };
  return (
    <div
      css={(theme) => ({ display: 'flex', flexDirection: 'column', gap: tokens(theme).spacing.xs })}
    >
      {options.map((option, index) => {
        // The first control carries the field id, so step navigation can reach the group.
        const optionId = index === 0 ? id : `${id}-${index}`;
        return (
          <label key={option.value} htmlFor={optionId} css={choiceRowStyles}>
            <input
              id={optionId}
              type={multiple ? 'checkbox' : 'radio'}
              name={name}
              value={option.value}
              checked={chosen.has(option.value)}
              disabled={disabled}
              required={!multiple && required ? true : undefined}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              onChange={(event) => {
                toggle(option, event.target.checked);
                onBlur();
              }}
              onFocus={() => onFocus()}
              onBlur={() => onBlur()}
            />
            <span>{option.label}</span>
          </label>
        );
      })}
    </div>
  );
}
