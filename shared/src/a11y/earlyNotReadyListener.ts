import { ANNOUNCER_ATTRIBUTE, IN_NOT_READY_FORM, NOT_READY, NOT_READY_FORM, NOT_READY_REGION_ID, NOT_READY_WORDS_KEPT_MS } from './notReadyMarks';
import { visuallyHiddenCss } from './visuallyHidden';

const js = JSON.stringify;

// The shell's announceNotReadyPresses in a few lines (same selectors, same 100 ms wait, same emptying), for the
// presses made before the shell's deferred script has run; it stands aside once that one marks the region.
const EARLY_LISTENER = `(function(d,r){if(!r)return;r.style.cssText=${js(visuallyHiddenCss)};var t;d.addEventListener("click",function(e){var x=e.target,c=x instanceof Element&&(x.closest(${js(NOT_READY)})||(x.closest(${js(IN_NOT_READY_FORM)})&&x.closest(${js(NOT_READY_FORM)}))),w=c&&c.getAttribute("data-not-ready");if(!w||r.hasAttribute(${js(ANNOUNCER_ATTRIBUTE)}))return;r.textContent="";clearTimeout(t);t=setTimeout(function(){r.textContent=w;t=setTimeout(function(){r.textContent=""},${NOT_READY_WORDS_KEPT_MS})},100)},true)})(document,document.getElementById(${js(NOT_READY_REGION_ID)}))`;

/**
 * The source of the server page's inline script (server/src/views/notReadyRegion.ts) that announces presses made
 * before the shell's script has run: announceNotReadyPresses in a few lines of plain script, placed right after the
 * region the server draws. A string, no DOM: the server builds its page with it.
 * @example `<script nonce="…">${earlyNotReadyListener()}</script>`
 */
export function earlyNotReadyListener(): string {
  return EARLY_LISTENER;
}
