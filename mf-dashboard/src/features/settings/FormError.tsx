import { fieldError } from './settingsStyles';

/** A form's failure, announced when it appears; focusable from script so focus can be moved to it. */
export function FormError({ message }: { message: string }) {
  return (
    <p role="alert" css={fieldError} tabIndex={-1}>
      {message}
    </p>
  );
}
