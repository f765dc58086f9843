import { useEffect, useRef, type RefObject } from 'react';

/**
 * Two-finger pinch on `area`: while the fingers move, `preview` is scaled with a CSS transform (cheap,
 * no redraw); when they lift, `onPinch` gets the ratio of the final to the first finger distance and the
 * pages are drawn again, sharp, at the new zoom. One finger still scrolls (the area's touch-action
 * leaves panning to the browser and keeps its own page zoom out of the way).
 */
export function usePinchZoom(area: RefObject<HTMLElement | null>, preview: RefObject<HTMLElement | null>, onPinch: (ratio: number) => void): void {
  const callback = useRef(onPinch);
  callback.current = onPinch;
  useEffect(() => {
    const element = area.current;
    if (!element) return undefined;
    const touches = new Map<number, { x: number; y: number }>();
    let start = 0;
    let ratio = 1;
    const spread = () => {
      const [a, b] = [...touches.values()];
      return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
    };
    const down = (event: PointerEvent) => {
      if (event.pointerType !== 'touch') return;
      touches.set(event.pointerId, { x: event.clientX, y: event.clientY });
      if (touches.size === 2) {
        start = spread();
        ratio = 1;
      }
    };
    const move = (event: PointerEvent) => {
      if (!touches.has(event.pointerId)) return;
      touches.set(event.pointerId, { x: event.clientX, y: event.clientY });
      if (touches.size !== 2 || start === 0) return;
      ratio = spread() / start;
      const target = preview.current;
      if (target) {
        target.style.transformOrigin = '0 0';
        target.style.transform = `scale(${ratio})`;
      }
    };
    const up = (event: PointerEvent) => {
      if (!touches.delete(event.pointerId) || start === 0) return;
      start = 0;
      if (preview.current) preview.current.style.transform = '';
      if (Math.abs(ratio - 1) > 0.02) callback.current(ratio);
    };
    element.addEventListener('pointerdown', down);
    element.addEventListener('pointermove', move);
    element.addEventListener('pointerup', up);
    element.addEventListener('pointercancel', up);
    return () => {
      element.removeEventListener('pointerdown', down);
      element.removeEventListener('pointermove', move);
      element.removeEventListener('pointerup', up);
      element.removeEventListener('pointercancel', up);
    };
  }, [area, preview]);
}
