import { earlyNotReadyListener } from '@careers/shared/a11y/earlyNotReadyListener';
import { NOT_READY_REGION_ID } from '@careers/shared/a11y/notReadyMarks';
import { escapeHtml } from './html';

/**
 * The page's polite status region for 'Getting ready, one moment', drawn by the server rather than made on the first
 * press (user trial s18: a press before the shell's script ran said nothing; and a region added just before its
 * words is not read by every screen reader), with the few lines that announce such early presses. Inline at the
 * start of the body, so it listens as soon as there is anything to press; it carries the response's nonce
 * (script-src has no 'unsafe-inline'), as the Intl warm-up does.
 */
export function notReadyRegion(nonce: string): string {
  return `<div id="${NOT_READY_REGION_ID}" role="status" aria-live="polite"></div><script nonce="${escapeHtml(nonce)}">${earlyNotReadyListener()}</script>`;
}
