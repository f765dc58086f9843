import { escapeHtml } from './html';
import { layout } from './layout';
import { maskCsrfToken } from '../services/csrfMask';

export interface AlreadyLoggedInPageInput {
  company: string;
  /** Full name, or '' when the profile has none. */
  name: string;
  email: string;
  csrfToken: string;
  /** Where "Continue" goes: the page the visitor was heading for. */
  next: string;
  /** Where logging out returns to: the login page, so another account can log in. */
  afterLogout: string;
}

/**
 * The login page for someone who is logged in already. Offering a second login form here would
 * silently replace the session; instead it says whose session this is and offers to log out (a
 * POST with the CSRF token, never a bare link) or to carry on.
 */
export function alreadyLoggedInPage(input: AlreadyLoggedInPageInput): string {
  const who = input.name ? `${escapeHtml(input.name)} (${escapeHtml(input.email)})` : escapeHtml(input.email);
  return layout({
    title: `Log in — ${input.company}`,
    body: `<p class="brand">${escapeHtml(input.company)}</p>
<h1>You are already logged in</h1>
<p class="lead">You are logged in as ${who}.</p>
<p><a href="${escapeHtml(input.next)}">Continue to careers</a></p>
<form method="post" action="/logout" aria-label="Log out">
<input type="hidden" name="_csrf" value="${escapeHtml(maskCsrfToken(input.csrfToken))}">
<input type="hidden" name="next" value="${escapeHtml(input.afterLogout)}">
<p class="hint">Not you, or want to use another account? Log out first.</p>
<button type="submit">Log out</button>
</form>`,
  });
}
