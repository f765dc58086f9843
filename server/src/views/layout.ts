import { BASE_HEAD, escapeHtml } from './html';

/** Styles for the server-rendered pages (login, logout, errors). Inline: these pages load nothing else. */
const STYLES = `
:root { color-scheme: light; --ink: #1d2433; --muted: #5b6475; --line: #d5d9e2; --brand: #2446c7; --brand-ink: #fff;
  --error: #b3261e; --bg: #f4f6fa; --card: #fff; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
* { box-sizing: border-box; }
body { margin: 0; background: var(--bg); color: var(--ink); font-size: 16px; line-height: 1.5; }
.page { min-height: 100vh; display: flex; align-items: flex-start; justify-content: center; padding: 48px 16px; }
.card { width: 100%; max-width: 440px; background: var(--card); border: 1px solid var(--line); border-radius: 12px; padding: 32px; box-shadow: 0 1px 3px rgb(0 0 0 / 6%); }
.card.wide { max-width: 720px; }
.brand { margin: 0 0 4px; font-size: 14px; font-weight: 600; color: var(--muted); text-transform: uppercase; letter-spacing: .04em; }
h1 { margin: 0 0 8px; font-size: 26px; line-height: 1.25; }
p { margin: 0 0 16px; }
.lead { color: var(--muted); }
form { display: grid; gap: 16px; margin: 24px 0 16px; }
.field { display: grid; gap: 4px; }
label { font-weight: 600; }
.hint { font-size: 14px; color: var(--muted); margin: 0; }
input[type=email], input[type=password], input[type=text] { width: 100%; padding: 10px 12px; font: inherit; color: inherit;
  border: 1px solid #8a93a6; border-radius: 8px; background: #fff; }
input[aria-invalid=true] { border-color: var(--error); border-width: 2px; }
input:focus-visible, button:focus-visible, a:focus-visible { outline: 3px solid #8aa4ff; outline-offset: 2px; }
.field-error { color: var(--error); font-size: 14px; margin: 0; }
.alert { border: 1px solid var(--error); border-left-width: 4px; background: #fdf1f0; color: var(--error); border-radius: 8px; padding: 12px 14px; margin: 16px 0 0; }
button { font: inherit; font-weight: 600; padding: 11px 16px; border-radius: 8px; border: 0; background: var(--brand); color: var(--brand-ink); cursor: pointer; }
button:hover { filter: brightness(1.1); }
a { color: var(--brand); }
.switch { margin: 0; color: var(--muted); }
.links { display: flex; gap: 16px; flex-wrap: wrap; }
pre { white-space: pre-wrap; word-break: break-word; background: #f0f2f7; border-radius: 8px; padding: 12px; font-size: 13px; }
`;

export interface LayoutOptions {
  title: string;
  body: string;
  lang?: string;
  wide?: boolean;
}

/** A complete, self-contained HTML document around `body` (already escaped HTML). */
export function layout({ title, body, lang = 'en', wide = false }: LayoutOptions): string {
  return `<!doctype html>
<html lang="${escapeHtml(lang)}">
<head>
${BASE_HEAD}
<title>${escapeHtml(title)}</title>
<style>${STYLES}</style>
</head>
<body>
<div class="page"><main class="card${wide ? ' wide' : ''}">
${body}
</main></div>
</body>
</html>`;
}
