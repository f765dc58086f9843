import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from 'downshift';
import type { KeyboardEvent } from 'react';

const { ItemMouseMove, MenuMouseLeave, InputClick, InputBlur } = useCombobox.stateChangeTypes;

/**
 * downshift's changes, held to how our comboboxes behaved before it (issue 29: no behaviour change). A pointer over
 * an option only paints it (downshift would make it the active option, which screen readers announce); a click in
 * an open box leaves it open (downshift toggles); leaving the box never picks the active option (downshift picks it
 * on blur, so Tab would have searched or added a skill).
 */
export function comboboxStateReducer<O>(state: UseComboboxState<O>, { type, changes }: UseComboboxStateChangeOptions<O>): Partial<UseComboboxState<O>> {
  if (type === ItemMouseMove || type === MenuMouseLeave) return state;
  if (type === InputClick && state.isOpen) return state;
  if (type === InputBlur) return { ...changes, selectedItem: state.selectedItem, inputValue: state.inputValue };
  return changes;
}

/** Keys downshift would handle that the box leaves to the browser or handles as below. */
const LEFT_TO_THE_TEXT_BOX = new Set(['Home', 'End', 'PageUp', 'PageDown']);

export interface ComboboxKeyActions {
  isOpen: boolean;
  /** The active option's index, -1 for none. */
  active: number;
  openMenu: () => void;
  closeMenu: () => void;
  /** Picks the option at this index. */
  pick: (index: number) => void;
  /** Enter with no option active: takes the typed text; without it the form submits what was typed. */
  onEnter?: () => void;
}

/**
 * The keys our comboboxes answer differently from downshift's defaults; everything else (Down/Up moving through
 * the list and wrapping, Escape closing it, typing opening it) is downshift's. Home/End/PageUp/PageDown move the
 * caret as in any text box; Alt+Down/Up only open the list; Escape in a closed box does nothing (downshift would
 * empty it); Enter picks the active option, else hands the typed text to `onEnter` or lets the form submit.
 */
export function handleComboboxKey(event: KeyboardEvent<HTMLInputElement>, { isOpen, active, openMenu, closeMenu, pick, onEnter }: ComboboxKeyActions) {
  const leaveToUs = () => {
    (event.nativeEvent as Event & { preventDownshiftDefault?: boolean }).preventDownshiftDefault = true;
  };
  if (LEFT_TO_THE_TEXT_BOX.has(event.key) || (event.key === 'Escape' && !isOpen)) {
    leaveToUs();
  } else if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && event.altKey) {
    leaveToUs();
    event.preventDefault();
    if (!isOpen) openMenu();
  } else if (event.key === 'Enter') {
    leaveToUs();
    if (active >= 0) {
      event.preventDefault();
      closeMenu();
      pick(active);
    } else if (onEnter) {
      event.preventDefault();
      closeMenu();
      onEnter();
    } else if (isOpen) {
      // Not prevented: the form submits what was typed.
      closeMenu();
    }
  }
}
