import { TextField } from '@careers/shared/ui';
import { useShellI18n } from '../i18n/useShellI18n';
import { bootstrapLabelKeys, type BootstrapField } from './bootstrapFields';

/** What browsers and password managers fill each field with. */
const autoCompletes: Record<BootstrapField, string> = { firstName: 'given-name', lastName: 'family-name', location: 'address-level2' };

interface BootstrapInputProps {
  field: BootstrapField;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

/** One field of the profile-bootstrapping screen: the shared text field, with '*' when required. */
export function BootstrapInput({ field, value, error, onChange }: BootstrapInputProps) {
  const { t } = useShellI18n();
  const required = field !== 'location';
  return (
    <TextField
      label={
        // One row for the name and its '*' (the label lays its children out in a column).
        <span>
          {t(bootstrapLabelKeys[field])}
          {required && <span aria-hidden="true"> *</span>}
        </span>
      }
      name={field}
      autoComplete={autoCompletes[field]}
      value={value}
      required={required}
      error={error}
      // As every message of this screen: said as it appears, not only when its field is reached.
      announceError
      onChange={onChange}
    />
  );
}
