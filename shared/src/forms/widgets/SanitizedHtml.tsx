import { useMemo } from 'react';
import DOMPurify from 'dompurify';

/** HTML from a form definition, sanitised with DOMPurify before it reaches the page. */
export function SanitizedHtml({ html, className, id }: { html: string; className?: string; id?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html), [html]);
  return <div id={id} className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
