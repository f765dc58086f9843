import type { LoginFailure } from '@careers/shared/contracts';

// undefined: not read yet. The server renderer sets it per render; in the browser it is read once from the page.
let drawn: LoginFailure | null | undefined;

/** The server renderer's: the refusal this render draws (null for none), or undefined once the render is done. */
export function drawLoginFailure(failure: LoginFailure | null | undefined): void {
  drawn = failure;
}

/**
 * The refused login the server drew the login page with (its plain form was posted without the shell's script),
 * so the browser's first render draws the same form: the email kept, the message shown. Null when there was none.
 */
export function pageLoginFailure(): LoginFailure | null {
  if (drawn === undefined) {
    const data = typeof document === 'undefined' ? null : document.getElementById('careers-login-failure');
    drawn = data?.textContent ? (JSON.parse(data.textContent) as LoginFailure) : null;
  }
  return drawn;
}

/** Once the form has taken the refusal over: coming back to the login page later shows a fresh form. */
export function forgetLoginFailure(): void {
  drawn = null;
}
