import { clampZoom, FIT_TO_WIDTH, MAX_ZOOM, MIN_ZOOM, zoomIn, zoomOut } from './pdfZoom';

test('zoom steps by 1.25x from fit to width, stops at the limits, and comes back to fit', () => {
  expect(zoomIn(FIT_TO_WIDTH)).toBe(1.25);
  expect(zoomOut(zoomIn(FIT_TO_WIDTH))).toBe(FIT_TO_WIDTH);
  let zoom = FIT_TO_WIDTH;
  for (let step = 0; step < 20; step += 1) zoom = zoomIn(zoom);
  expect(zoom).toBe(MAX_ZOOM);
  for (let step = 0; step < 40; step += 1) zoom = zoomOut(zoom);
  expect(zoom).toBe(MIN_ZOOM);
  expect(clampZoom(0.01)).toBe(MIN_ZOOM);
  expect(clampZoom(9)).toBe(MAX_ZOOM);
});
