import { PRODUCT_SECTIONS, THEME_FONTS, THEME_SECTIONS, type ThemeDocument, type ThemeFieldKind, type ThemeProduct } from './themeFields';

// The theme builder's live preview (issue 32): the builder frames real pages with `?theme_preview=1` and posts its
// draft to them as the user types. Only the framing page of this origin is listened to, and only a whole, well-formed
// document is drawn: anything else is ignored without a word (a page that is not ours may post what it likes).

/** What the builder posts to a preview frame. */
export const THEME_PREVIEW_MESSAGE = 'careers-theme-preview';
/** What a preview frame posts to the builder once it listens, so the builder sends it the draft at once. */
export const THEME_PREVIEW_READY = 'careers-theme-preview-ready';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function isToken(field: ThemeFieldKind, value: unknown): boolean {
  switch (field.kind) {
    case 'colour':
      return typeof value === 'string' && /^#[0-9a-fA-F]{6}$/.test(value);
    case 'length':
      return Number.isInteger(value) && (value as number) >= field.min && (value as number) <= field.max;
    case 'font':
      return typeof value === 'string' && Object.hasOwn(THEME_FONTS, value);
    case 'choice':
      return field.values.includes(value as string);
    case 'image':
      return value === null || (typeof value === 'string' && /^[0-9a-f]{64}\.(png|jpg|webp)$/.test(value));
  }
}

/** Whether `value` is a whole theme of one product: its sections exactly, each token of its kind (the contract's shape). */
export function isThemeDocument(value: unknown): value is ThemeDocument {
  if (!isRecord(value) || !isRecord(value.sections) || !Object.hasOwn(PRODUCT_SECTIONS, value.product as string)) return false;
  const { sections } = value;
  const names = PRODUCT_SECTIONS[value.product as ThemeProduct];
  if (Object.keys(value).length !== 2 || Object.keys(sections).length !== names.length) return false;
  return names.every((name) => {
    const section = sections[name];
    const fields = Object.entries(THEME_SECTIONS[name] as Record<string, ThemeFieldKind>);
    return isRecord(section) && Object.keys(section).length === fields.length && fields.every(([key, field]) => isToken(field, section[key]));
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
