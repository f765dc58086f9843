import type { UseComboboxPropGetters } from 'downshift';
import type { ComboboxOption } from './Combobox';
import { comboboxList, comboboxOption, comboboxPopup, comboboxStatus, optionDetail } from './comboboxStyles';

interface ComboboxPopupProps<O extends ComboboxOption> {
  options: readonly O[];
  isOpen: boolean;
  /** The active option's index, -1 for none. */
  active: number;
  listLabel?: string;
  status?: { text: string; isError: boolean } | null;
  statusId: string;
  getMenuProps: UseComboboxPropGetters<O>['getMenuProps'];
  getItemProps: UseComboboxPropGetters<O>['getItemProps'];
  pick: (index: number) => void;
}

/** The combobox's pop-up: the suggestions' loading or error line, and the list of suggestions. */
export function ComboboxPopup<O extends ComboboxOption>({ options, isOpen, active, listLabel, status, statusId, getMenuProps, getItemProps, pick }: ComboboxPopupProps<O>) {
  // Open with suggestions to show, as the input's aria-expanded says.
  const expanded = isOpen && options.length > 0;
  return (
    <div
      hidden={!isOpen || (!expanded && !status)}
      // Keep focus in the input: a press anywhere in the pop-up (an option, its padding, the status
      // line) would blur it and close the list before the click (as filter pop-ups did, issue 14 #1).
      onMouseDown={(event) => event.preventDefault()}
      css={comboboxPopup}
    >
      {status && (
        <p id={statusId} role={status.isError ? 'alert' : 'status'} css={(theme) => comboboxStatus(theme, status.isError)}>
          {status.text}
        </p>
      )}
      <ul {...getMenuProps({ 'aria-label': listLabel })} hidden={!expanded} css={comboboxList}>
        {options.map((option, index) => (
          <li key={option.id} {...getItemProps({ item: option, index, onClick: () => pick(index) })} aria-selected={index === active} aria-disabled={undefined} css={comboboxOption}>
            {option.label}
            {option.detail && <span css={optionDetail}> · {option.detail}</span>}
          </li>
        ))}
      </ul>
    </div>
  );
}
