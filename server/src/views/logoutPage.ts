import { escapeHtml } from './html';
import { layout } from './layout';
import { maskCsrfToken } from '../services/csrfMask';

/** A confirmation page: logging out is a POST (with the CSRF token), never a bare link. */
export function logoutPage(input: { email: string; csrfToken: string; next: string; company: string }): string {
  return layout({
    title: `Log out — ${input.company}`,
    body: `<p class="brand">${escapeHtml(input.company)}</p>
<h1>Log out</h1>
<p class="lead">You are logged in as ${escapeHtml(input.email)}.</p>
<form method="post" action="/logout">
<input type="hidden" name="_csrf" value="${escapeHtml(maskCsrfToken(input.csrfToken))}">
<input type="hidden" name="next" value="${escapeHtml(input.next)}">
<button type="submit">Log out</button>
</form>
<p><a href="${escapeHtml(input.next)}">Back to careers</a></p>`,
  });
}
