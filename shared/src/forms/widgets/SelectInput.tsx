import { controlStyles } from '../fields/styles';
import type { WidgetProps } from '../fields/WidgetProps';
import { isNotApplicable, useSelectOptions } from '../data/useSelectOptions';
import { useFormText } from '../engine/useFormText';
import { useValueCorrection } from '../engine/useValueCorrection';
import { useWatchedValue } from '../engine/useWatchedValue';
import { suppressEnter } from './suppressEnter';
import { scriptOnly, useHydrated, withoutScriptsOnly } from '@careers/shared/ui';

/**
 * dropdown and select questions: a native select over inline, computed or loaded options. A value that the
 * loaded options do not contain is reset; a lone 'N/A' option is chosen and the select disabled (spec §4).
 */
export function SelectInput({ item, name, id, value, onChange, onBlur, onFocus, disabled, required, invalid, describedBy, status, resolveName }: WidgetProps<string>) {
  const text = useFormText();
  const parent = item.dependencies?.[0];
  const parentValue = useWatchedValue(parent ? resolveName(parent) : undefined);
  const { options, loading } = useSelectOptions(item, parentValue, text('forms.notApplicable'));
  const lone = options?.length === 1 && isNotApplicable(options[0]) ? options[0] : undefined;
  const current = value === undefined || value === null ? '' : String(value);
  const hydrated = useHydrated();

  useValueCorrection(() => {
    if (loading || !options) return;
    if (lone) {
      if (current !== lone.value) onChange(lone.value);
    } else if (current !== '' && !options.some((option) => option.value === current)) {
      onChange(undefined);
    }
  }, [loading, options, lone, current]);

  const select = (
    <select
      id={id}
      name={name}
      value={current}
      disabled={disabled || lone !== undefined}
      aria-label={item.ariaLabel}
      aria-required={required || undefined}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      aria-busy={loading || undefined}
      onChange={(event) => onChange(event.target.value || undefined)}
      onKeyDown={(event) => suppressEnter(event)}
      onFocus={() => onFocus()}
      onBlur={() => onBlur()}
      css={(theme) => controlStyles(theme, status)}
    >
      <option value="">{loading ? text('forms.loading') : (item.placeholder ?? text('forms.select'))}</option>
      {(options ?? []).map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
  // A list that follows another answer (State or province after Country) follows it only through the script: without
  // scripts it kept the first country's provinces for any other (user trial s19). There the server's form draws a
  // text box of the same name instead, which takes any answer; the render that hydrates draws it too, as the server
  // did, and then it goes. The select keeps its wrapper throughout, so the takeover does not make it anew.
  if (!parent) return select;
  return (
    <>
      <span css={{ display: 'contents', ...scriptOnly }}>{select}</span>
      {!hydrated && (
        <input
          type="text"
          name={name}
          // The answer's words (a province's name, not its code), as the list showed it.
          defaultValue={options?.find((option) => option.value === current)?.label ?? current}
          aria-label={item.ariaLabel ?? item.label}
          aria-required={required || undefined}
          aria-describedby={describedBy}
          css={[(theme) => controlStyles(theme, status), withoutScriptsOnly('block')]}
        />
      )}
    </>
  );
}
