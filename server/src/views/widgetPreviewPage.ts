import { escapeHtml } from './html';

export interface WidgetPreviewPageInput {
  /** The page's language (`<html lang>`). */
  lang: string;
  /** The page's title, in that language. */
  title: string;
  /** This response's CSP nonce: embed.js hands it to the widgets' styles. */
  nonce: string;
}

/**
 * The theme builder's widget preview (issue 32): the notification bell and the offers widget, each embedded with the
 * documented script tag as a company's intranet does (intranet/intranetPage.ts), on this site's own origin so the
 * builder can frame it. `data-theme-preview="1"` tells the embed to take the builder's draft theme by postMessage
 * (from this site's own pages only) instead of the published one.
 */
export function widgetPreviewPage({ lang, title, nonce }: WidgetPreviewPageInput): string {
  const nonceAttribute = `nonce="${escapeHtml(nonce)}"`;
  return `<!doctype html>
<html lang="${escapeHtml(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style ${nonceAttribute}>body { margin: 0; padding: 16px; display: grid; gap: 24px; } #careers-bell { justify-self: end; }</style>
</head>
<body>
<div id="careers-bell"></div>
<div id="careers-offers"></div>
<script src="/embed.js" data-widget="notifications" data-target="#careers-bell" data-theme-preview="1" ${nonceAttribute} async></script>
<script src="/embed.js" data-widget="offers" data-target="#careers-offers" data-theme-preview="1" ${nonceAttribute} async></script>
</body>
</html>`;
}
