/**
 * A refused form: the form's message (empty when the fields say it all, or a toast does) and a message per
 * field. Thrown by a `useForm` submit; `useForm` shows it and keeps what was typed.
 * @example throw new FormFailure('', { skill: 'Use at most 100 characters for a skill.' })
 */
export class FormFailure extends Error {
  constructor(
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'FormFailure';
  }
}
