import { fieldError } from './settingsStyles';

/** A form's failure, announced when it appears. */
export function FormError({ message }: { message: string }) {
  return (
    <p role="alert" css={fieldError}>
      {message}
    </p>
  );
}
