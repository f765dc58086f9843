/**
 * How far the form has been scrolled through, in percent rounded to the nearest 10 (spec §2: the phone
 * progress bar). A form that fits on screen counts as read.
 */
export function scrollProgress(formTop: number, formHeight: number, viewportHeight: number): number {
  const scrollable = formHeight - viewportHeight;
  const ratio = scrollable <= 0 ? 1 : -formTop / scrollable;
  const clamped = Math.min(1, Math.max(0, ratio));
  return Math.round(clamped * 10) * 10;
}
