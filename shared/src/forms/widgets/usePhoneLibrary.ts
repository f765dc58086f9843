import { useEffect, useRef, type RefObject } from 'react';
import { useSnapshot } from 'valtio';
import { loadPhoneLibrary, phoneLibraryStore } from './phoneLibraryStore';

// Loading is started by any sign of use and never fails the question: the basic checker applies until it arrives.
const startLoadingLibrary = () => void loadPhoneLibrary().catch(() => undefined);

/**
 * The phone question's use of libphonenumber-js, which loads on first use (focus, pointer, a stored string to
 * read) rather than with the form. Returns the library once there, `start` for the pointer, and the question's
 * focus and blur: a number left before the library arrived is checked again when it does.
 */
export function usePhoneLibrary({ value, wrapper, onFocus, onBlur }: { value: unknown; wrapper: RefObject<HTMLElement | null>; onFocus: () => void; onBlur: () => void }) {
  const { library } = useSnapshot(phoneLibraryStore);
  // A stored string is shown as its country and number only once parsed.
  useEffect(() => {
    if (typeof value === 'string' && !library) startLoadingLibrary();
  }, [value, library]);
  // Left before the library had arrived, the number was checked without its country's rules: check it again
  // now, unless the candidate is back in the field (leaving it checks then).
  const checkedWithoutLibrary = useRef(false);
  useEffect(() => {
    if (!library || !checkedWithoutLibrary.current) return;
    checkedWithoutLibrary.current = false;
    if (!wrapper.current?.contains(document.activeElement)) onBlur();
  }, [library]);
  const focus = () => {
    startLoadingLibrary();
    onFocus();
  };
  const blur = () => {
    if (!phoneLibraryStore.library) checkedWithoutLibrary.current = true;
    onBlur();
  };
  return { library, start: startLoadingLibrary, focus, blur };
}
