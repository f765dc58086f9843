import { useMultipleSelection } from 'downshift';

/**
 * The items chosen through a combobox (a multi-select's chips), kept by the caller, on downshift's
 * `useMultipleSelection`: `add` and `remove` report the new list through `onChange`; `boxProps` go on the
 * combobox's input. The chips keep their own buttons and Tab order: downshift's roving focus between chips and its
 * Backspace/ArrowLeft keys in the box are off (activeIndex stays -1, preventKeyAction), as before downshift.
 * @example const chosen = useChosenItems(skills, setSkills); chosen.add('SQL');
 */
export function useChosenItems<T>(items: T[], onChange: (items: T[]) => void) {
  const { addSelectedItem, removeSelectedItem, getDropdownProps } = useMultipleSelection<T>({
    selectedItems: items,
    activeIndex: -1,
    onSelectedItemsChange: ({ selectedItems }) => onChange(selectedItems ?? []),
  });
  return { add: addSelectedItem, remove: removeSelectedItem, boxProps: getDropdownProps({ preventKeyAction: true }) };
}
