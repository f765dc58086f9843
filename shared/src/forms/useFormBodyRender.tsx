import { useMemo, type ReactNode } from 'react';
import type { FormApi } from 'final-form';
import type { FormValues } from './rules/types';
import { revalidateAll } from './engine/revalidateAll';
import { FormToolkitContext, type FormToolkit } from './engine/FormToolkitContext';
import { DirtyConnector } from './engine/DirtyConnector';
import { VisibilityConnector } from './engine/VisibilityConnector';
import { FormBody, type FormBodyProps } from './FormBody';

interface FormBodyRenderInputs extends Omit<FormBodyProps, 'onSubmitAttempt' | 'onSave'> {
  toolkit: FormToolkit;
  onSave?: (values: FormValues) => void | Promise<void>;
  /** What leaves the form (visible answers, flat, stored files only). */
  outgoing: (values: FormValues) => FormValues;
  setSubmitAttempted: (attempted: boolean) => void;
  requestErrorFocus: () => void;
}

/**
 * `<FormRenderer>`'s render function for react-final-form's `<Form>`: the toolkit's context, the connectors that
 * keep the visibility store and the dirty tracker following the answers, and the `<form>` itself with Save (the
 * answers as they are) and Submit (every rule again, then focus on the first error).
 */
export function useFormBodyRender({ toolkit, onSave, outgoing, setSubmitAttempted, requestErrorFocus, headingLevel, hideTitle, submitLabel, saveLabel, footerActions, focusErrorRequest }: FormBodyRenderInputs) {
  const { visibility, dirty, log } = toolkit;
  // react-final-form 7 redraws <Form> once right after mounting (its first notification differs in shape from the
  // state it started with), urgently: with the questions' widgets of a server-drawn form still waiting to hydrate,
  // redrawing them again restarted hydration once per widget, in one long task (issue 27). Nothing here reads the
  // Form's state, so the same element is returned while the inputs stay, and React skips the questions.
  return useMemo(() => {
    const drawn = (form: FormApi<FormValues>) => (
      <FormToolkitContext.Provider value={toolkit}>
        <VisibilityConnector store={visibility} form={form} />
        <DirtyConnector tracker={dirty} form={form} />
        <FormBody
          headingLevel={headingLevel}
          hideTitle={hideTitle}
          submitLabel={submitLabel}
          saveLabel={saveLabel}
          footerActions={footerActions}
          focusErrorRequest={focusErrorRequest}
          onSave={
            onSave
              ? async () => {
                  const { values } = form.getState();
                  await onSave(outgoing(values));
                  dirty.reset(values);
                }
              : undefined
          }
          onSubmitAttempt={async () => {
            setSubmitAttempted(true);
            revalidateAll(form);
            try {
              await form.submit();
            } catch (error) {
              log('form_submit_failed', { message: error instanceof Error ? error.message : String(error) });
            }
            if (form.getState().hasValidationErrors) requestErrorFocus();
          }}
        />
      </FormToolkitContext.Provider>
    );
    // Each Form render hands over a new wrapper of the same form API (its own `reset`): the first one serves.
    let element: ReactNode;
    return ({ form }: { form: FormApi<FormValues> }) => (element ??= drawn(form));
  }, [toolkit, visibility, dirty, headingLevel, hideTitle, submitLabel, saveLabel, footerActions, focusErrorRequest, onSave, outgoing, log, requestErrorFocus, setSubmitAttempted]);
}
