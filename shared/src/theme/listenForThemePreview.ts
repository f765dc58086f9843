import { PRODUCT_SECTIONS, type ThemeDocument, type ThemeProduct } from './themeFields';

// The theme builder's live preview (issue 32): the builder frames real pages with `?theme_preview=1` and posts its
// draft to them as the user types. Only the framing page of this origin is listened to, and only a whole, well-formed
// document is drawn: anything else is ignored without a word (a page that is not ours may post what it likes).

/** What the builder posts to a preview frame. */
export const THEME_PREVIEW_MESSAGE = 'careers-theme-preview';
/** What a preview frame posts to the builder once it listens, so the builder sends it the draft at once. */
export const THEME_PREVIEW_READY = 'careers-theme-preview-ready';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The largest length a token may have (pcsx_core.contentMaxWidth's maximum). */
export const MAX_LENGTH = 1600;

// Every visitor's page carries this file, so a token's kind is read from its name, not from THEME_SECTIONS (whose
// table would cost this file about 0.8 KB gzip): listenForThemePreview.test.ts holds the names to the table. A value
// is only ever a colour, a whole number of pixels, a word (a font's or a choice's name) or an image id: nothing a
// style could be broken out of. An unknown font or choice draws the default.
const TOKEN_KINDS: [RegExp, (value: unknown) => boolean][] = [
  [/Colour$/, (value) => typeof value === 'string' && /^#[0-9a-fA-F]{6}$/.test(value)],
  [/^(logo|image)$/, (value) => value === null || (typeof value === 'string' && /^[0-9a-f]{64}\.(png|jpg|webp)$/.test(value))],
  [/^(fontFamily|layout)$/, (value) => typeof value === 'string' && /^[a-zA-Z-]{1,20}$/.test(value)],
  [/./, (value) => Number.isInteger(value) && (value as number) >= 0 && (value as number) <= MAX_LENGTH],
];

/** The kind a token's name says it is, as the table's kinds are checked (the test holds them together). */
export const tokenKindIndex = (name: string) => TOKEN_KINDS.findIndex(([pattern]) => pattern.test(name));

/** Whether `value` is a whole theme of one product: its sections exactly, each token a value of its kind. */
export function isThemeDocument(value: unknown): value is ThemeDocument {
  if (!isRecord(value) || !isRecord(value.sections) || !Object.hasOwn(PRODUCT_SECTIONS, value.product as string)) return false;
  const { sections } = value;
  const names = PRODUCT_SECTIONS[value.product as ThemeProduct];
  if (Object.keys(value).length !== 2 || Object.keys(sections).length !== names.length) return false;
  return names.every((name) => {
    const section = sections[name];
    return isRecord(section) && Object.entries(section).every(([token, tokenValue]) => TOKEN_KINDS[tokenKindIndex(token)]![1](tokenValue));
  });
}

/**
 * In a preview frame (the address has `theme_preview` and the page is framed), draws each theme the framing page of
 * this origin posts, through `apply` (the page's setThemeDocument), and tells the framing page it listens.
 * Elsewhere it does nothing.
 */
export function listenForThemePreview(apply: (theme: ThemeDocument) => void, win: Window = window): void {
  if (win.parent === win || !new URLSearchParams(win.location.search).has('theme_preview')) return;
  const origin = win.location.origin;
  win.addEventListener('message', (event: MessageEvent<unknown>) => {
    if (event.source !== win.parent || event.origin !== origin) return;
    const data = event.data;
    if (isRecord(data) && data.type === THEME_PREVIEW_MESSAGE && isThemeDocument(data.theme)) apply(data.theme);
  });
  win.parent.postMessage({ type: THEME_PREVIEW_READY }, origin);
}
