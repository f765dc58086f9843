/** The id of the login page's own section (LoginPage), where the header's 'Log in' sends the keyboard. */
export const LOGIN_PAGE_ID = 'careers-login-page';

/**
 * On /careers/login the page is the login form: the header's 'Log in' puts the keyboard in its email field
 * instead of opening a second login form (the modal) over it. True when it did; false on every other page
 * (and on the login page of someone already logged in, which has no form), where the modal opens.
 */
export function focusLoginPageForm(): boolean {
  const email = document.getElementById(LOGIN_PAGE_ID)?.querySelector<HTMLInputElement>('input[name="email"]');
  if (!email) return false;
  email.focus();
  return true;
}
