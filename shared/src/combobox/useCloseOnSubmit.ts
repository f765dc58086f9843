import { useEffect, useRef, type RefObject } from 'react';

/**
 * Closes the list when the input's form is submitted (Enter, or the Search button): suggestions for what was
 * typed are no longer wanted once the search ran. The listener is added once; it reads the latest `close`.
 */
export function useCloseOnSubmit(inputRef: RefObject<HTMLInputElement | null>, close: () => void) {
  const latest = useRef(close);
  latest.current = close;
  useEffect(() => {
    const form = inputRef.current?.form;
    const onSubmit = () => latest.current();
    form?.addEventListener('submit', onSubmit);
    return () => form?.removeEventListener('submit', onSubmit);
  }, []);
}
