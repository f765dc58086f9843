import { useState } from 'react';
import { useFormState } from 'react-final-form';
import type { FormValues } from '../rules/types';
import { useFormToolkit } from '../engine/FormToolkitContext';
import { useFormText } from '../engine/useFormText';
import { TakeoverButton } from './TakeoverButton';

export interface FormFooterButtonsProps {
  /** Shows 'Save draft' (FormBodyProps.onSave). */
  onSave?: () => Promise<void>;
  saveLabel?: string;
  submitLabel?: string;
}

/**
 * The footer's Save draft and Submit, busy while either runs. They alone follow the form's submitting state: the
 * form's first notification comes right after the takeover of a server-drawn form and is urgent, so read by FormBody
 * it redrew every question, each widget still waiting to hydrate (issue 27).
 */
export function FormFooterButtons({ onSave, saveLabel, submitLabel }: FormFooterButtonsProps) {
  const { log } = useFormToolkit();
  const text = useFormText();
  const { submitting } = useFormState<FormValues>({ subscription: { submitting: true } });
  const [saving, setSaving] = useState(false);
  return (
    <>
      {onSave && (
        <TakeoverButton
          variant="secondary"
          notReadyWords={text('forms.notReady')}
          disabled={saving || submitting}
          onClick={async () => {
            setSaving(true);
            try {
              await onSave();
            } catch (error) {
              // The page reports its own failures (a toast); the form just stays as it is.
              log('form_save_failed', { message: error instanceof Error ? error.message : String(error) });
            } finally {
              setSaving(false);
            }
          }}
        >
          {saveLabel ?? text('forms.saveDraft')}
        </TakeoverButton>
      )}
      <TakeoverButton submits notReadyWords={text('forms.notReady')} disabled={submitting || saving} aria-busy={submitting || undefined}>
        {submitLabel ?? text('forms.submit')}
      </TakeoverButton>
    </>
  );
}
