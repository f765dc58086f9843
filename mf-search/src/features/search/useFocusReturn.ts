import { useEffect, useRef } from 'react';

/**
 * Focus to move once React has drawn the change a control asked for, when that control goes away with it ('Clear
 * filters' removes itself): call the returned function with the click, and `target()` takes the focus after the
 * render that follows. Read after the render, so `target` sees the page as it is then.
 */
export function useFocusReturn(target: () => HTMLElement | null | undefined): () => void {
  const wanted = useRef(false);
  useEffect(() => {
    if (!wanted.current) return;
    wanted.current = false;
    target()?.focus();
  });
  return () => {
    wanted.current = true;
  };
}
