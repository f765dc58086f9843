import { useEffect, useState, type RefObject } from 'react';

/**
 * The inner width (without padding) of the viewer, followed through window resizes and a turned phone
 * (debounced 250 ms, spec §9) so pages are redrawn to fit; 0 before the first measure. The viewer, not
 * the pages inside it: those grow with the zoom.
 */
export function useViewerWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const measure = () => {
      const element = ref.current;
      if (!element) return;
      const style = getComputedStyle(element);
      const inner = element.clientWidth - (parseFloat(style.paddingLeft) || 0) - (parseFloat(style.paddingRight) || 0);
      setWidth(Math.round(inner > 0 ? inner : 800));
    };
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(measure, 250);
    };
    measure();
    window.addEventListener('resize', onResize);
    window.addEventListener('orientationchange', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
      window.removeEventListener('orientationchange', onResize);
    };
  }, [ref]);
  return width;
}
