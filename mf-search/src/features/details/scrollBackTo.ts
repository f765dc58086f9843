/**
 * Scrolls the page back to `top`. The results may still be growing the page (their rows, then the filters'
 * options in a deferred render; later on a loaded machine): it scrolls again each time the page grows, until
 * there, the visitor scrolls or presses a key themselves, or 10 s pass; then `done`. Not a fixed number of
 * frames: a loaded phone (or CI machine) took longer than the second that gave.
 */
export function scrollBackTo(top: number, done: () => void): void {
  const there = () => {
    window.scrollTo({ top, behavior: 'instant' });
    return Math.abs(window.scrollY - top) <= 1;
  };
  if (there() || typeof ResizeObserver !== 'function') return done();
  const observer = new ResizeObserver(() => there() && stop());
  const timer = setTimeout(() => stop(), 10_000);
  const interrupts = ['wheel', 'touchstart', 'keydown'] as const;
  let stopped = false;
  function stop() {
    if (stopped) return;
    stopped = true;
    observer.disconnect();
    clearTimeout(timer);
    for (const type of interrupts) window.removeEventListener(type, stop);
    done();
  }
  for (const type of interrupts) window.addEventListener(type, stop, { passive: true });
  observer.observe(document.body);
}
