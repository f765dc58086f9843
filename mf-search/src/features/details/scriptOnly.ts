/**
 * Controls that act only through the remote's scripts, and their stand-ins for a browser that runs none (the
 * server draws the job page). A media query, not a `<noscript>` style or a class the takeover removes: with
 * scripts `(scripting: none)` never matches, so the markup the remote hydrates is the one the server drew and
 * nothing moves (layoutShift.spec); and an emotion rule carries the response's nonce, which the CSP asks of
 * every style. Browsers older than the media query (2023) keep showing the script-only controls, as before.
 */
export const scriptOnly = { '@media (scripting: none)': { display: 'none' } } as const;

/** The stand-in: not drawn (nor read) where scripts run. */
export const withoutScriptsOnly = { display: 'none', '@media (scripting: none)': { display: 'revert' } } as const;
