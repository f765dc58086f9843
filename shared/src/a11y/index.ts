// Accessibility helpers with no React component and no styling library: small enough for widgets.
export { focusableElements } from './focusableElements';
export { trapFocus } from './trapFocus';
export { visuallyHidden } from './visuallyHidden';
