import { useEffect, type RefObject } from 'react';
import { mq } from '@careers/shared/theme';
import { matchesMedia, prefersReducedMotion } from '@careers/shared/ui';
import { markVisited } from '../../state/visitedOffers';
import { confettiBurst } from './confettiBurst';
import { whenIdle } from './whenIdle';

/**
 * Confetti the first time the candidate opens an offer they can still act on (spec §2): once per
 * offer on this browser (state/visitedOffers), never for people who prefer reduced motion, and
 * not for an offer that is decided, expired or canceled (celebrating a declined offer would be
 * odd). It starts once the offer is on screen and the browser is idle (whenIdle), so neither
 * canvas-confetti's download nor its first frames share a task with the page's first render, and
 * a phone gets a lighter burst (confettiBurst). The canvas is created inside `host` (an element of
 * this page), so in the widget it stays in the shadow root; it draws on the main thread
 * (`useWorker: false`): a worker from a blob: address is refused by strict host CSPs, and by this
 * site's own policy too (no worker-src, so script-src applies, which has no blob:).
 */
export function useConfettiOnce(host: RefObject<HTMLElement | null>, domain: string, offerId: number, actionable: boolean): void {
  useEffect(() => {
    if (!actionable || !markVisited(domain, offerId) || prefersReducedMotion()) return undefined;
    let stopped = false;
    let canvas: HTMLCanvasElement | null = null;
    let reset: (() => void) | null = null;
    const play = () =>
      void import('canvas-confetti')
        .then(({ default: confetti }) => {
          const parent = host.current;
          if (stopped || !parent) return;
          canvas = document.createElement('canvas');
          // No 2D drawing here (a very old or locked-down browser): no confetti rather than an error.
          if (!canvas.getContext('2d')) return;
          canvas.setAttribute('aria-hidden', 'true');
          // Property assignments (CSSOM), not a style attribute: allowed under a nonce-only style-src.
          // The viewport's size in CSS pixels (canvas-confetti sizes its bitmap to this box, not to the
          // device's pixel ratio): no larger than the screen the burst fills.
          Object.assign(canvas.style, { position: 'fixed', inset: '0', width: '100%', height: '100%', pointerEvents: 'none', zIndex: '1200' });
          parent.appendChild(canvas);
          const fire = confetti.create(canvas, { resize: true, useWorker: false, disableForReducedMotion: true });
          reset = () => fire.reset();
          const done = fire(confettiBurst(matchesMedia(mq.phone)));
          void done?.then(() => canvas?.remove());
        })
        // A failed download costs only the celebration.
        .catch(() => undefined);
    const cancelIdle = whenIdle(play);
    return () => {
      stopped = true;
      cancelIdle();
      reset?.();
      canvas?.remove();
    };
  }, [host, domain, offerId, actionable]);
}
