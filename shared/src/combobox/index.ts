// The combobox (spec §4 search boxes, the form toolkit's skill search), on downshift. An area of its own, not part of
// @careers/shared/ui: the shell imports ui on every page (the bell's intranet page too), and downshift is ~8 KB
// (brotli) that only the search page and forms pages use. Imported here, it goes where the combobox is used.
export { Combobox } from './Combobox';
export type { ComboboxOption, ComboboxProps } from './Combobox';
export { useChosenItems } from './useChosenItems';
