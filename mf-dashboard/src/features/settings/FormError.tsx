import type { Ref } from 'react';
import { fieldError } from './settingsStyles';

/** A form's failure, announced when it appears; focusable from script so focus can be moved to it. */
export function FormError({ message, errorRef }: { message: string; errorRef?: Ref<HTMLParagraphElement> }) {
  return (
    <p role="alert" css={fieldError} ref={errorRef} tabIndex={-1}>
      {message}
    </p>
  );
}
