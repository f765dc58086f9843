// Accessibility helpers with no React component and no styling library: small enough for widgets.
export { announceNotReadyPresses } from './announceNotReadyPresses';
export { focusableElements } from './focusableElements';
export { trapFocus } from './trapFocus';
export { visuallyHidden } from './visuallyHidden';
