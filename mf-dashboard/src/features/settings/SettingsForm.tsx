import type { FormEvent, ReactNode, RefObject } from 'react';
import { Button, type ButtonVariant } from '@careers/shared/ui';
import { FormError } from './FormError';
import { actions, formColumn } from './settingsStyles';

export interface SettingsFormProps {
  /** From useForm: its submit, busy flag and refusal; `formRef` only where focus should move to a failed field. */
  form: { busy: boolean; error: string | null | undefined; onSubmit: (event?: FormEvent) => Promise<unknown>; formRef?: RefObject<HTMLFormElement | null> };
  submitLabel: string;
  variant?: ButtonVariant;
  /** Off where the form's only control cannot fail the browser's own checks (a select). */
  noValidate?: boolean;
  children: ReactNode;
}

/**
 * A settings form as every section draws it: its fields in a column, the refusal announced under them, and one
 * submit button, disabled while the call runs.
 */
export function SettingsForm({ form, submitLabel, variant, noValidate = true, children }: SettingsFormProps) {
  return (
    <form ref={form.formRef} onSubmit={(e) => void form.onSubmit(e)} noValidate={noValidate} css={formColumn}>
      {children}
      {form.error && <FormError message={form.error} />}
      <div css={actions}>
        <Button type="submit" variant={variant} disabled={form.busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
