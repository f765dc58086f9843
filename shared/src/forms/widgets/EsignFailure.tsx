import type { ReactNode } from 'react';
import { useFormText } from '../engine/useFormText';
import { linkButtonStyles, tokens } from '../fields/styles';

/** In place of an e-sign frame that did not load: why, and ways on (try again when there is an address, a new tab). */
export function EsignFailure({ id, canRetry, onRetry, newTab }: { id?: string; canRetry: boolean; onRetry: () => void; newTab: ReactNode }) {
  const text = useFormText();
  return (
    <div
      id={id}
      role="alert"
      css={(theme) => {
        const { spacing, colors, radii } = tokens(theme);
        return { padding: spacing.md, border: `1px solid ${colors.border}`, borderRadius: radii.md, display: 'grid', gap: spacing.sm, justifyItems: 'start' };
      }}
    >
      <strong>{text('forms.esign.failed')}</strong>
      <span>{text('forms.esign.failedHelp')}</span>
      {canRetry && (
        <button type="button" onClick={onRetry} css={linkButtonStyles}>
          {text('forms.esign.retry')}
        </button>
      )}
      {newTab}
    </div>
  );
}
