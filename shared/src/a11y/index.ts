// Accessibility helpers with no React component and no styling library: small enough for widgets.
export { announceNotReadyPresses } from './announceNotReadyPresses';
export { markNotLoaded } from './markNotLoaded';
export { NOT_LOADED_ATTRIBUTE } from './notReadyMarks';
export { focusableElements } from './focusableElements';
export { trapFocus } from './trapFocus';
export { visuallyHidden } from './visuallyHidden';
