/**
 * The navbar's controls that act only through the shell's scripts (the Menu toggle, the login dialog), and
 * their stand-ins for a browser that runs none (the server draws the chrome). A media query, not a
 * `<noscript>` style or a class the takeover removes: with scripts `(scripting: none)` never matches, so the
 * markup the shell hydrates is the one the server drew and nothing moves; and an emotion rule carries the
 * response's nonce, which the CSP asks of every style. Browsers older than the media query (2023) keep the
 * script-only controls, as before.
 */
export const withoutScripts = '@media (scripting: none)';

export const scriptOnly = { [withoutScripts]: { display: 'none' } } as const;

/** The stand-in, drawn as `display` where no script runs: not drawn (nor read) where scripts run. */
export const withoutScriptsOnly = (display: string) => ({ display: 'none', [withoutScripts]: { display } }) as const;
