import { escapeHtml, jsonForScript } from './html';

/**
 * The shell's scripts, started once the browser has shown the page as the server drew it (issue 27, first paint).
 * Deferred (`<script defer>`), they ran as soon as the HTML was parsed, often before the frame that showed the whole
 * page: a job page's description (its largest paint) then appeared only after main.js's first long task, and
 * Lighthouse put its LCP at 2.3–2.6 s (0.9 s for the same page without scripts). The files are preloaded from the
 * top of the head (shellPage), so they download as early as before; only their run moves.
 * When: this script is the body's last element, so the whole page is parsed when it runs; the next frame paints it,
 * and the scripts start once that paint is shown: the first largest-contentful-paint entry after this point (its
 * time is when the frame was presented, which comes tens of ms after the frame itself). A page whose largest
 * element was painted earlier gets no such entry: two frames and 200 ms later they start anyway. A tab opened in the
 * background paints nothing until shown: there they start at once, or when the tab is hidden before its first
 * frame. `async = false` keeps their order.
 */
export function scriptsAfterPaint(srcs: readonly string[], nonce: string): string {
  if (srcs.length === 0) return '';
  const code =
    `(function(){var srcs=${jsonForScript(srcs)},nonce=document.currentScript.nonce,started=false,at=performance.now();` +
    'function start(){if(started)return;started=true;srcs.forEach(function(src){var s=document.createElement("script");s.src=src;s.async=false;s.nonce=nonce;document.head.appendChild(s)})}' +
    'if(document.visibilityState==="hidden"){setTimeout(start,0);return}' +
    'document.addEventListener("visibilitychange",start);' +
    'try{new PerformanceObserver(function(list){if(list.getEntries().some(function(e){return e.startTime>=at}))setTimeout(start,0)}).observe({type:"largest-contentful-paint"})}catch(e){}' +
    'requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(start,200)})})})()';
  return `<script nonce="${escapeHtml(nonce)}">${code}</script>`;
}
