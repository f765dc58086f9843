import { useMemo, type FocusEvent } from 'react';
import { FormRenderer, type FormDefinition, type FormValues } from '@careers/shared/forms';
import { useI18n } from '@careers/shared/i18n';
import { TransportError } from '@careers/shared/transport';
import { isAcceptedSignature } from '@careers/shared/validation';
import './documentMessages';

export interface SignDigitallyFormProps {
  /** Level of the form's section heading. */
  headingLevel?: 3 | 4;
  /** The profile's full name, when known: the signature must equal it. */
  fullName: string | null;
  /** Writes the signature into the PDF and sends it; rejects when it was not accepted (the page said why). */
  onSign(signatureName: string): Promise<void>;
}

/**
 * The signed-document form (spec §5 Offers), built with the form toolkit: the terms checkbox and the
 * typed signature, both required; 'Submit signed offer' sends it.
 */
export function SignDigitallyForm({ headingLevel = 3, fullName, onSign }: SignDigitallyFormProps) {
  const { t } = useI18n();
  const wrongName = t('offers.documentPage.fullName');
  const definition = useMemo<FormDefinition>(
    () => ({
      id: 'offer-signature',
      name: 'offer-signature',
      title: t('offers.documentPage.signSection'),
      kind: 'general',
      layout: 'noTitle',
      sections: [
        {
          id: 'signature',
          title: t('offers.documentPage.signSection'),
          items: [
            { name: 'agree', label: t('offers.documentPage.agree'), type: 'checkboxItem', required: true },
            {
              name: 'signature',
              label: t('offers.documentPage.signatureLabel'),
              type: 'text',
              required: true,
              help: fullName ? t('offers.documentPage.signatureHelp', { name: fullName }) : t('offers.documentPage.signatureHelpAny'),
              // A blank signature is a missing name too: one message for both (spec §5).
              rules: [{ type: 'required', message: wrongName }],
              customValidator: (value) => (isAcceptedSignature(value, fullName) ? undefined : wrongName),
            },
          ],
        },
      ],
    }),
    [t, fullName, wrongName],
  );

  const submit = async (values: FormValues): Promise<void | Record<string, string>> => {
    try {
      await onSign(String(values.signature).trim());
    } catch (error) {
      // The server checks the name too; its 422 goes under the field rather than only in a toast.
      if (error instanceof TransportError && error.status === 422 && error.message === wrongName) return { signature: wrongName };
      throw error;
    }
  };

  // The form keeps a focused control clear of its sticky 'Submit signed offer' bar, but only the control's own
  // box: the terms checkbox sits on the first line of a label that wraps on a phone, and Tab left the label's
  // second line under the bar (a trial at 390 px). So a focused checkbox brings its whole label into view,
  // stopping the bar's height above the bar (the form publishes it as --form-footer-height).
  const showWholeLabel = (event: FocusEvent<HTMLDivElement>) => {
    const target = event.target;
    // Optional call: jsdom (the unit tests) has no scrollIntoView.
    if (target instanceof HTMLInputElement && target.type === 'checkbox') target.closest('label')?.scrollIntoView?.({ block: 'nearest' });
  };
  return (
    <div onFocus={showWholeLabel} css={{ '& label': { scrollMarginBottom: 'calc(var(--form-footer-height, 0px) + 16px)' } }}>
      <FormRenderer definition={definition} onSubmit={submit} submitLabel={t('offers.documentPage.submit')} headingLevel={headingLevel} />
    </div>
  );
}
