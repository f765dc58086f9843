import type { Interpolation, Theme } from '@emotion/react';
import { useCombobox } from 'downshift';
import { useId, useRef, type InputHTMLAttributes, type Ref } from 'react';
import { comboboxStateReducer, handleComboboxKey } from './comboboxRules';
import { assignRef } from './assignRef';
import { ComboboxPopup } from './ComboboxPopup';
import { comboboxInput, comboboxLabel } from './comboboxStyles';
import { useCloseOnSubmit } from './useCloseOnSubmit';

export interface ComboboxOption {
  id: string;
  label: string;
  /** Shown after the label, e.g. the kind of suggestion. */
  detail?: string;
}

export interface ComboboxProps<O extends ComboboxOption> {
  /** Drawn above the box and naming it. Without it the caller names the box (a label for `id`, or an aria-label). */
  label?: string;
  /** Names the list of suggestions; the label by default. */
  listLabel?: string;
  /** The input's id (one of its own otherwise). */
  id?: string;
  /** Text of the input. */
  value: string;
  onChange: (value: string) => void;
  options: readonly O[];
  onPick: (option: O) => void;
  /** Enter with no option active: given, it takes the typed text and the form is not sent; else the form submits. */
  onEnter?: () => void;
  /** Tells whether the visitor is typing into the box (suggestions are wanted). */
  onOpenChange?: (open: boolean) => void;
  /** A line under the box: loading or error text of the suggestions. */
  status?: { text: string; isError: boolean } | null;
  /** More of the input: name, maxLength, placeholder, aria-*, disabled, focus handlers, a ref. */
  inputProps?: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };
  /** The input's look, when not the default. */
  inputCss?: Interpolation<Theme>;
  className?: string;
}

/**
 * The one editable combobox with a list of suggestions (ARCHITECTURE §3 rules 10 and 11), on downshift's
 * `useCombobox` after the WAI-ARIA 1.2 combobox pattern: focus stays in the input, the active option is announced
 * through aria-activedescendant; Down/Up move (opening the list, wrapping around), Enter picks the active option,
 * Escape closes, Tab leaves; clicking or typing opens the list; a submitted form closes it. `comboboxRules.ts`
 * holds where it departs from downshift's defaults.
 */
export function Combobox<O extends ComboboxOption>({ label, listLabel = label, id, value, onChange, options, onPick, onEnter, onOpenChange, status, inputProps = {}, inputCss = comboboxInput, className }: ComboboxProps<O>) {
  const ownId = useId();
  const inputId = id ?? `${ownId}-input`;
  const listId = id ? `${id}-results` : `${ownId}-list`;
  const statusId = `${ownId}-status`;
  const optionId = (index: number) => `${listId}-${index}`;
  const inputRef = useRef<HTMLInputElement | null>(null);
  const { isOpen, highlightedIndex, getInputProps, getMenuProps, getItemProps, openMenu, closeMenu } = useCombobox<O>({
    items: options as O[],
    itemToString: (option) => option?.label ?? '',
    inputValue: value,
    // Picking is an action (a search, a skill added), not a value the box keeps.
    selectedItem: null,
    inputId,
    menuId: listId,
    getItemId: optionId,
    stateReducer: comboboxStateReducer,
    onIsOpenChange: ({ isOpen: open }) => onOpenChange?.(open ?? false),
  });
  const expanded = isOpen && options.length > 0;
  // New suggestions may be fewer than the index pointed at.
  const active = expanded && highlightedIndex < options.length ? highlightedIndex : -1;

  useCloseOnSubmit(inputRef, () => isOpen && closeMenu());

  const pick = (index: number) => onPick(options[index] as O);
  const { ref: outerRef, onKeyDown, ...attributes } = inputProps;
  return (
    <div className={className} css={{ position: 'relative' }}>
      {label && (
        <label htmlFor={inputId} css={comboboxLabel}>
          {label}
        </label>
      )}
      <input
        type="text"
        {...getInputProps({
          ...attributes,
          ref: (node: HTMLInputElement | null) => {
            inputRef.current = node;
            assignRef(outerRef, node);
          },
          onChange: (event) => onChange(event.currentTarget.value),
          onKeyDown: (event) => {
            handleComboboxKey(event, { isOpen, active, openMenu, closeMenu, pick, onEnter });
            onKeyDown?.(event);
          },
          // As before downshift: the label names the box, and no attribute is there with nothing to say.
          'aria-labelledby': undefined,
          'aria-expanded': expanded,
          'aria-activedescendant': active >= 0 ? optionId(active) : undefined,
          'aria-describedby': (isOpen && status ? statusId : attributes['aria-describedby']) || undefined,
        })}
        css={inputCss}
      />
      <ComboboxPopup options={options} isOpen={isOpen} active={active} listLabel={listLabel} status={status} statusId={statusId} getMenuProps={getMenuProps} getItemProps={getItemProps} pick={pick} />
    </div>
  );
}
