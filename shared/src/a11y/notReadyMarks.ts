// What the shell's announceNotReadyPresses and the server's early listener (server/src/views/notReadyRegion.ts)
// share, so both match the same presses and use the same region: plain values, no DOM (the server compiles this too).

/** The id of the page's one region that says a pressed control is not ready yet. */
export const NOT_READY_REGION_ID = 'careers-not-ready-status';

/**
 * How long the words stay in the region after they are set: long enough for a screen reader to have read them
 * (a polite region waits for the current speech), short enough that someone reading the page later does not find
 * 'Getting ready' at its end long after the takeover (user trial s18). Emptying a region is not announced.
 */
export const NOT_READY_WORDS_KEPT_MS = 5000;

// A control the server drew that cannot act until its remote takes the page over (useNotReady: aria-disabled with its
// words in data-not-ready), or a button of a server-drawn form that is not taken over yet (TakeoverForm marks the form).
export const NOT_READY = '[aria-disabled="true"][data-not-ready]';
export const IN_NOT_READY_FORM = 'form[data-not-ready] button';
export const NOT_READY_FORM = 'form[data-not-ready]';

/** Set on the region once the shell's announceNotReadyPresses runs: the server's early listener then leaves the presses to it. */
export const ANNOUNCER_ATTRIBUTE = 'data-announcer';

/**
 * On an element a remote drew: the words its not-ready controls say instead once the remote failed to load
 * (markNotLoaded), in the remote's language, since its catalogue never arrives then.
 */
export const NOT_LOADED_ATTRIBUTE = 'data-not-loaded';
