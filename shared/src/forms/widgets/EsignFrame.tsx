import { useEffect, useRef, useState } from 'react';
import { layout } from '@careers/shared/theme';
import { useFormText } from '../engine/useFormText';
import { linkButtonStyles, tokens } from '../fields/styles';

/**
 * How long the frame may take to load before the candidate is told and offered ways on. Generous: a slow
 * connection loading a PDF viewer must not be called a failure.
 */
export const ESIGN_LOAD_TIMEOUT_MS = 15_000;

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
  /** Told when the page could not be shown (for the page's log). */
  onLoadFailed?(details: { reason: 'timeout' | 'invalidAddress' }): void;
}

/** The address when it is an http(s) page on `origin` itself, else null: a frame never shows another site's page. */
function framableUrl(url: string, origin: string): string | null {
  try {
    const parsed = new URL(url, window.location.href);
    return (parsed.protocol === 'https:' || parsed.protocol === 'http:') && parsed.origin === origin ? parsed.href : null;
  } catch {
    return null;
  }
}

/**
 * The e-signature frame (spec §3 E-sign widget): the provider's page in an iframe, listening for its
 * postMessage — type ESIGN means signed, REJECT means declined. A page that has not loaded within
 * ESIGN_LOAD_TIMEOUT_MS (or an address that is not the provider's) is replaced by a message with ways
 * on: try again, open the document in a new tab, contact the sender. A browser's own error page inside
 * the frame cannot be told from the provider's page (cross-origin), so the new-tab way stays offered
 * under a loaded frame too.
 */
export function EsignFrame({ url, origin, title, id, onSign, onReject, onRefused, onLoadFailed }: EsignFrameProps) {
  const text = useFormText();
  // The latest callbacks, without re-adding the listener on every render.
  const handlers = useRef({ onSign, onReject, onRefused, onLoadFailed });
  handlers.current = { onSign, onReject, onRefused, onLoadFailed };
  const frameRef = useRef<HTMLIFrameElement>(null);
  const src = framableUrl(url, origin);
  const [attempt, setAttempt] = useState(0);
  const [status, setStatus] = useState<'loading' | 'loaded' | 'failed'>(src ? 'loading' : 'failed');

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

  // Each attempt gets its own deadline; the frame's load event meets it.
  const loaded = useRef(false);
  useEffect(() => {
    loaded.current = false;
    if (!src) {
      setStatus('failed');
      handlers.current.onLoadFailed?.({ reason: 'invalidAddress' });
      return;
    }
    setStatus('loading');
    // A retry moves focus from the vanished button to the new frame, not to the top of the page.
    if (attempt > 0) frameRef.current?.focus();
    const timer = setTimeout(() => {
      if (loaded.current) return;
      setStatus('failed');
      handlers.current.onLoadFailed?.({ reason: 'timeout' });
    }, ESIGN_LOAD_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [src, attempt]);

  const newTab = src && (
    <a href={src} target="_blank" rel="noopener noreferrer">
      {text('forms.esign.openInNewTab')}
    </a>
  );

  if (status === 'failed') {
    return (
      <div
        id={id}
        role="alert"
        css={(theme) => {
          const { spacing, colors, radii } = tokens(theme);
          return { padding: spacing.md, border: `1px solid ${colors.border}`, borderRadius: radii.md, display: 'grid', gap: spacing.sm, justifyItems: 'start' };
        }}
      >
        <strong>{text('forms.esign.failed')}</strong>
        <span>{text('forms.esign.failedHelp')}</span>
        {src && (
          <button
            type="button"
            onClick={() => {
              // The frame renders in the same pass, so the effect of the new attempt can focus it.
              setStatus('loading');
              setAttempt((count) => count + 1);
            }}
            css={linkButtonStyles}
          >
            {text('forms.esign.retry')}
          </button>
        )}
        {newTab}
      </div>
    );
  }

  return (
    <div>
      {status === 'loading' && (
        <p role="status" css={(theme) => ({ margin: `0 0 ${tokens(theme).spacing.sm}px` })}>
          {text('forms.esign.loading')}
        </p>
      )}
      <iframe
        key={attempt}
        ref={frameRef}
        id={id}
        src={src ?? undefined}
        onLoad={() => {
          loaded.current = true;
          setStatus('loaded');
        }}
        title={title}
        css={{ display: 'block', width: '100%', minHeight: layout.esignFrameMinHeight, border: 0 }}
      />
      <p css={(theme) => ({ margin: `${tokens(theme).spacing.sm}px 0 0`, color: tokens(theme).colors.textMuted })}>
        {text('forms.esign.notShowing')} {newTab}
      </p>
    </div>
  );
}
