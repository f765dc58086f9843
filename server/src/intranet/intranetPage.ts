import { escapeHtml } from '../views/html';

// Deliberately hostile global styles, the kind real intranets carry: the embedded bell must look
// and work the same under them (the widget isolates itself; this page proves it).
const HOSTILE_CSS = `
* { font-family: "Comic Sans MS", "Comic Sans", cursive; }
button { background: hotpink; border-radius: 0; border: 3px dashed purple; padding: 20px; }
ul { list-style: square; }
li { margin: 14px 0; }
div { line-height: 2.4; letter-spacing: .08em; }
svg { fill: orange; width: 64px; height: 64px; }
a { color: darkgreen; text-decoration: underline wavy; }
h2 { text-transform: uppercase; }
`;

// The page's own, ordinary look.
const PAGE_CSS = `
body { margin: 0; background: #eef1f5; color: #222; }
.top { display: flex; align-items: center; gap: 24px; padding: 0 24px; height: 64px; background: #123456; color: #fff; }
.top .name { font-weight: bold; font-size: 20px; }
.top nav { display: flex; gap: 16px; flex: 1; }
.top nav a { color: #cfe3ff; }
main { max-width: 860px; margin: 32px auto; padding: 0 24px; }
.card { background: #fff; border: 1px solid #d0d7e2; padding: 16px 24px; margin-bottom: 24px; }
.note { font-size: 14px; color: #555; }
@media (max-width: 600px) {
  .top { flex-wrap: wrap; height: auto; gap: 4px 16px; padding: 8px 16px; }
  .top nav { order: 3; flex-basis: 100%; }
  main { padding: 0 12px; }
  .card { padding: 12px 16px; }
}
`;

const NEWS = [
  { title: 'Berlin studio opens its new rooftop terrace', text: 'Lunch upstairs from Monday; bring a jacket, it is windy.' },
  { title: 'Q3 all-hands moves to Thursday', text: 'Same time, same link. Questions go in the usual form.' },
  { title: 'IT: password manager rollout', text: 'Everyone gets a seat by the end of the month. No more sticky notes.' },
  { title: 'Welcome to our new colleagues', text: 'Eleven people joined Engineering and Design this week. Say hi!' },
];

export interface IntranetPageInput {
  /** Origin of the careers site, e.g. http://localhost:8080: where embed.js and the API live. */
  careersOrigin: string;
  /** This response's CSP nonce: the page's own styles carry it, and embed.js hands it to the bell's. */
  nonce: string;
}

/**
 * A plain company intranet page on another origin that embeds two widgets of the careers site, each
 * with the documented one-line script tag: the notification bell in its header and the candidate's
 * job offers in a panel (list, offer and signing pages, in embedded mode). The offers slot holds a
 * plain link to the careers site: it stays when the widget cannot load.
 */
export function intranetPage({ careersOrigin, nonce }: IntranetPageInput): string {
  const origin = escapeHtml(careersOrigin);
  const nonceAttribute = `nonce="${escapeHtml(nonce)}"`;
  const news = NEWS.map((n) => `<li><strong>${escapeHtml(n.title)}</strong><br>${escapeHtml(n.text)}</li>`).join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Northwind Labs intranet</title>
<style ${nonceAttribute}>${PAGE_CSS}${HOSTILE_CSS}</style>
</head>
<body>
<header class="top">
<span class="name">Northwind Labs intranet</span>
<nav><a href="/">Home</a><a href="/">People</a><a href="/">IT help</a><a href="/">Expenses</a></nav>
<div id="careers-bell"></div>
</header>
<main>
<h1>Good morning, Northwind!</h1>
<section class="card">
<h2>Your job offers</h2>
<div id="careers-offers"><p class="note"><a href="${origin}/careers/offers">Open your job offers on the careers site</a></p></div>
</section>
<section class="card">
<h2>Company news</h2>
<ul>
${news}
</ul>
</section>
<section class="card">
<h2>Quick links</h2>
<ul>
<li><a href="${origin}/careers">Internal job board</a></li>
<li><a href="/">Holiday calendar</a></li>
</ul>
<p class="note">The bell in the header and the job offers panel come from the careers site on another origin, each loaded by one script tag. Log in on the careers site to see your notifications and offers here.</p>
<button type="button">Submit an IT ticket</button>
</section>
</main>
<script src="${origin}/embed.js" data-widget="notifications" data-target="#careers-bell" data-color="#ffffff" ${nonceAttribute} async></script>
<script src="${origin}/embed.js" data-widget="offers" data-target="#careers-offers" ${nonceAttribute} async></script>
</body>
</html>`;
}
