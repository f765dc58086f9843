import { useEffect, useLayoutEffect, useMemo, useState } from 'react';

type Sanitize = (html: string) => string;

// DOMPurify (~9 KB gzip) is loaded with the first HTML a form shows, not with every form page: most
// forms have none, and /careers/apply's download counts.
let sanitize: Sanitize | undefined;
let loading: Promise<Sanitize> | undefined;

function loadSanitizer(): Promise<Sanitize> {
  loading ??= import('dompurify').then(
    // Inline styles too: the page's CSP blocks them (no 'unsafe-inline'), and each would log a violation.
    ({ default: purify }) => (sanitize = (html) => purify.sanitize(html, { FORBID_TAGS: ['style'], FORBID_ATTR: ['style'] })),
    (error: unknown) => {
      loading = undefined; // a later form may try again
      throw error;
    },
  );
  return loading;
}

export interface SanitizedHtmlProps {
  html: string;
  className?: string;
  id?: string;
  /** Called once the HTML is on the page (it may come a moment after the first render). */
  onShown?: () => void;
}

/**
 * HTML from a form definition, sanitised with DOMPurify before it reaches the page. Nothing is shown
 * until the sanitiser has loaded: unsanitised HTML never is.
 */
export function SanitizedHtml({ html, className, id, onShown }: SanitizedHtmlProps) {
  const [ready, setReady] = useState(sanitize !== undefined);
  useEffect(() => {
    if (ready) return;
    let live = true;
    loadSanitizer().then(
      () => live && setReady(true),
      () => undefined, // the text stays out; the rest of the form works
    );
    return () => {
      live = false;
    };
  }, [ready]);
  const clean = useMemo(() => (ready && sanitize ? sanitize(html) : null), [ready, html]);
  useLayoutEffect(() => {
    if (clean !== null) onShown?.();
  }, [clean]);
  if (clean === null) return <div id={id} className={className} aria-busy="true" />;
  return <div id={id} className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
