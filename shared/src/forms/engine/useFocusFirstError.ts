import { useEffect, type RefObject } from 'react';

/**
 * Each new request (a bumped number, 0 for none) moves the keyboard to the first field marked invalid in page
 * order and scrolls it into view: after a refused submit the candidate starts on what needs fixing. It runs after
 * the render that drew the errors, so the marks are there to find.
 */
export function useFocusFirstError(formRef: RefObject<HTMLFormElement | null>, request: number) {
  useEffect(() => {
    if (!request) return;
    const target = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    target?.focus();
    target?.scrollIntoView?.({ block: 'center' });
  }, [request]);
}
