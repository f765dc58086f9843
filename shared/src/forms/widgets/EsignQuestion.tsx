import { tokens } from '../fields/styles';
import type { WidgetProps } from '../fields/WidgetProps';
import { useFormText } from '../engine/useFormText';
import { useFormToolkit } from '../engine/FormToolkitContext';
import { EsignFrame } from './EsignFrame';

/** The value an e-sign question holds once signed. */
export interface EsignValue {
  signed: true;
  signedAt: string;
}

/**
 * embedded_form / esignForm questions: the signing frame; signing sets the answer, rejecting clears it.
 * Both are passed on to the page (onSign / onReject).
 */
export function EsignQuestion({ item, id, value, onChange, onBlur }: WidgetProps<EsignValue>) {
  const text = useFormText();
  const toolkit = useFormToolkit();
  if (!item.esign) return null;
  const signed = value?.signed === true;
  return (
    <div>
      <p aria-live="polite" css={(theme) => ({ margin: `0 0 ${tokens(theme).spacing.sm}px`, color: tokens(theme).colors.textMuted })}>
        {signed ? text('forms.signed') : text('forms.notSigned')}
      </p>
      <EsignFrame
        id={id}
        url={item.esign.url}
        origin={item.esign.origin}
        title={item.esign.title}
        onSign={(data) => {
          onChange({ signed: true, signedAt: new Date().toISOString() });
          onBlur();
          toolkit.onSign?.(item, data);
        }}
        onReject={(data) => {
          onChange(undefined);
          onBlur();
          toolkit.onReject?.(item, data);
        }}
        onRefused={(details) => toolkit.log('esign_message_refused', { item: item.name, ...details })}
        onLoadFailed={(details) => toolkit.log('esign_frame_failed', { item: item.name, ...details })}
      />
    </div>
  );
}
