import { useEffect, type RefObject } from 'react';

interface EsignMessageHandlers {
  onSign(data: unknown): void;
  onReject(data: unknown): void;
  onRefused?(details: { origin: string; type: unknown }): void;
}

/**
 * Listens for the signing page's postMessage — type ESIGN means signed, REJECT means declined — from `origin` and
 * from this frame's own page only. `handlers` holds the latest callbacks, so the listener is not re-added on every
 * render.
 */
export function useEsignMessages(origin: string, frameRef: RefObject<HTMLIFrameElement | null>, handlers: RefObject<EsignMessageHandlers>) {
  useEffect(() => {
    function onMessage(event: MessageEvent) {
      const data = event.data as { type?: unknown } | null;
      const type = data && typeof data === 'object' ? data.type : undefined;
      if (event.origin !== origin) {
        // Any page can post to us; only the signing origin may sign or reject.
        if (type === 'ESIGN' || type === 'REJECT') {
          console.warn(`Ignored an e-sign message from ${event.origin}; expected ${origin}`);
          handlers.current.onRefused?.({ origin: event.origin, type });
        }
        return;
      }
      // Every e-sign frame on the page hears every message: only the one this frame's page sent is ours,
      // or one signature would sign every question that uses the same provider.
      if (!event.source || event.source !== frameRef.current?.contentWindow) return;
      if (type === 'ESIGN') handlers.current.onSign(data);
      else if (type === 'REJECT') handlers.current.onReject(data);
    }
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [origin, frameRef, handlers]);
}
