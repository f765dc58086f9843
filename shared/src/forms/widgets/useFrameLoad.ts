import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * How long the frame may take to load before the candidate is told and offered ways on. Generous: a slow
 * connection loading a PDF viewer must not be called a failure.
 */
export const ESIGN_LOAD_TIMEOUT_MS = 15_000;

/**
 * Whether the e-sign frame's page is loading, loaded or failed (no address it may show, or no load event within
 * ESIGN_LOAD_TIMEOUT_MS). Each attempt gets its own deadline; the frame's load event (`markLoaded`) meets it. A retry
 * (a new `attempt`) moves focus from the vanished button to the new frame, not to the top of the page.
 */
export function useFrameLoad(src: string | null, attempt: number, frameRef: RefObject<HTMLIFrameElement | null>, onLoadFailed: RefObject<((details: { reason: 'timeout' | 'invalidAddress' }) => void) | undefined>) {
  const [status, setStatus] = useState<'loading' | 'loaded' | 'failed'>(src ? 'loading' : 'failed');
  const loaded = useRef(false);
  useEffect(() => {
    loaded.current = false;
    if (!src) {
      setStatus('failed');
      onLoadFailed.current?.({ reason: 'invalidAddress' });
      return;
    }
    setStatus('loading');
    if (attempt > 0) frameRef.current?.focus();
    const timer = setTimeout(() => {
      if (loaded.current) return;
      setStatus('failed');
      onLoadFailed.current?.({ reason: 'timeout' });
    }, ESIGN_LOAD_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [src, attempt, frameRef, onLoadFailed]);
  const markLoaded = () => {
    loaded.current = true;
    setStatus('loaded');
  };
  return { status, setStatus, markLoaded };
}
