/**
 * What shows only where scripts run, and its stand-in where none run, as a media query (ARCHITECTURE §3 rule 11:
 * one of each primitive; shell/src/chrome/scriptOnly.ts and mf-search's details/scriptOnly.ts are the same rule and
 * move here). Not a `<noscript>` or a class the takeover removes: with scripts `(scripting: none)` never matches,
 * so the markup a remote hydrates is the one the server drew and nothing moves; an emotion rule carries the
 * response's nonce, which the CSP asks of every style. Browsers older than the query (2023) show the script-only part.
 */
export const withoutScripts = '@media (scripting: none)';

/** Not drawn where no script runs. */
export const scriptOnly = { [withoutScripts]: { display: 'none' } } as const;

/**
 * Drawn as `display` only where no script runs.
 * @example <p css={withoutScriptsOnly('block')}>This list needs JavaScript.</p>
 */
export const withoutScriptsOnly = (display: string) => ({ display: 'none', [withoutScripts]: { display } }) as const;
