import { useEffect, useRef } from 'react';
import { layout } from '@careers/shared/theme';

export interface EsignFrameProps {
  /** The signing page. */
  url: string;
  /** The signing provider's exact origin; messages from anywhere else are refused. */
  origin: string;
  /** The frame's accessible name. */
  title: string;
  id?: string;
  onSign(data: unknown): void;
  onReject(data: unknown): void;
  /** Told about refused messages (spec §4: "logged and rejected"). */
  onRefused?(details: { origin: string; type: unknown }): void;
}

/**
 * The e-signature frame (spec §3 E-sign widget): the provider's page in an iframe, listening for its
 * postMessage — type ESIGN means signed, REJECT means declined.
 */
export function EsignFrame({ url, origin, title, id, onSign, onReject, onRefused }: EsignFrameProps) {
  // The latest callbacks, without re-adding the listener on every render.
  const handlers = useRef({ onSign, onReject, onRefused });
  handlers.current = { onSign, onReject, onRefused };
  const frameRef = useRef<HTMLIFrameElement>(null);

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
  }, [origin]);

  return (
    <iframe
      ref={frameRef}
      id={id}
      src={url}
      title={title}
      css={{ display: 'block', width: '100%', minHeight: layout.esignFrameMinHeight, border: 0 }}
    />
  );
}
