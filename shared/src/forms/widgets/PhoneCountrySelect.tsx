import { controlStyles, tokens } from '../fields/styles';
import type { FieldStatus } from '../fields/WidgetProps';
import { suppressEnter } from './suppressEnter';

interface PhoneCountrySelectProps {
  id: string;
  name: string;
  label: string;
  value: string;
  countries: ReadonlyArray<{ code: string; name: string; callingCode: string }>;
  disabled?: boolean;
  status: FieldStatus;
  onChange: (country: string) => void;
  onFocus: () => void;
  onBlur: () => void;
}

/**
 * The phone question's country, with its own visible label (issue 24 #8): the question's label names the
 * number, and a select named only by aria-label left sighted users guessing what the first box was.
 */
export function PhoneCountrySelect({ id, name, label, value, countries, disabled, status, onChange, onFocus, onBlur }: PhoneCountrySelectProps) {
  return (
    <div css={{ display: 'flex', flexDirection: 'column', flex: '0 1 11rem', minWidth: '5.5rem' }}>
      <label htmlFor={id} css={(theme) => ({ fontSize: tokens(theme).typography.size.sm })}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        disabled={disabled}
        // The error is about the number (and says so); marking the country too, without the message, only
        // confuses, and the first invalid control (focused on submit) must be the number.
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => suppressEnter(event)}
        onFocus={onFocus}
        onBlur={onBlur}
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
  );
}
