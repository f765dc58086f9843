import { useRef, useState } from 'react';
import { layout } from '@careers/shared/theme';
import { useFormText } from '../engine/useFormText';
import { tokens } from '../fields/styles';
import { useEsignMessages } from './useEsignMessages';
import { useFrameLoad } from './useFrameLoad';
import { EsignFailure } from './EsignFailure';

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
  const handlers = useRef({ onSign, onReject, onRefused });
  handlers.current = { onSign, onReject, onRefused };
  const frameRef = useRef<HTMLIFrameElement>(null);
  const loadFailed = useRef(onLoadFailed);
  loadFailed.current = onLoadFailed;
  const src = framableUrl(url, origin);
  const [attempt, setAttempt] = useState(0);
  useEsignMessages(origin, frameRef, handlers);
  const { status, setStatus, markLoaded } = useFrameLoad(src, attempt, frameRef, loadFailed);

  const newTab = src && (
    <a href={src} target="_blank" rel="noopener noreferrer">
      {text('forms.esign.openInNewTab')}
    </a>
  );

  if (status === 'failed') {
    const retry = () => {
      // The frame renders in the same pass, so the effect of the new attempt can focus it.
      setStatus('loading');
      setAttempt((count) => count + 1);
    };
    return <EsignFailure id={id} canRetry={Boolean(src)} onRetry={retry} newTab={newTab} />;
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
        onLoad={markLoaded}
        title={title}
        css={{ display: 'block', width: '100%', minHeight: layout.esignFrameMinHeight, border: 0 }}
      />
      <p css={(theme) => ({ margin: `${tokens(theme).spacing.sm}px 0 0`, color: tokens(theme).colors.textMuted })}>
        {text('forms.esign.notShowing')} {newTab}
      </p>
    </div>
  );
}
