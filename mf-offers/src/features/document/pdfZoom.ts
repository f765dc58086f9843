// The viewer's zoom, as a multiple of "fit to width" (1): the page drawn as wide as the viewer. A phone's
// fitted letter is ~6 px text, so reading it means zooming in; steps of 25 % up to 4x (small text at
// 16 px and more), down to half the width for an overview of the page.

export const FIT_TO_WIDTH = 1;
export const MIN_ZOOM = 0.5;
export const MAX_ZOOM = 4;
const STEP = 1.25;

/** `zoom` kept within what the viewer offers (a pinch may ask for anything). */
export function clampZoom(zoom: number): number {
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom));
}

/** One step closer; lands exactly on the limit rather than stopping short of it. */
export function zoomIn(zoom: number): number {
  return clampZoom(Math.round(zoom * STEP * 1000) / 1000);
}

/** One step further. */
export function zoomOut(zoom: number): number {
  return clampZoom(Math.round((zoom / STEP) * 1000) / 1000);
}
