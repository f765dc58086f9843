/** Keeps text for screen readers while taking no space on screen. */
export const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/**
 * The same as a CSS declaration list, for code that styles an element through the CSSOM (`style.cssText`) without a
 * styling library: the page's CSP refuses a style attribute in markup, not the CSSOM.
 */
export const visuallyHiddenCss = Object.entries(visuallyHidden)
  .map(([name, value]) => `${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}:${typeof value === 'number' ? `${value}px` : value}`)
  .join(';');
