import { useShellI18n } from '../i18n/useShellI18n';
import { bootstrapLabelKeys, type BootstrapField } from './bootstrapFields';

/** What browsers and password managers fill each field with. */
const autoCompletes: Record<BootstrapField, string> = { firstName: 'given-name', lastName: 'family-name', location: 'address-level2' };

interface BootstrapInputProps {
  field: BootstrapField;
  value: string;
  error?: string;
  inputRef: (element: HTMLInputElement | null) => void;
  onChange: (value: string) => void;
}

/** One field of the profile-bootstrapping screen: its label (with '*' when required), the input and its message. */
export function BootstrapInput({ field, value, error, inputRef, onChange }: BootstrapInputProps) {
  const { t } = useShellI18n();
  return (
    <label>
      {/* One grid row for the name and its '*': the label is a grid, so each loose child would take a row. */}
      <span>
        {t(bootstrapLabelKeys[field])}
        {field !== 'location' && <span aria-hidden="true"> *</span>}
      </span>
      <input
        ref={inputRef}
        name={field}
        autoComplete={autoCompletes[field]}
        value={value}
        required={field !== 'location'}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${field}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {error && (
        <span id={`${field}-error`} role="alert">
          {error}
        </span>
      )}
    </label>
  );
}
