import { defaultThemeDocument } from './defaultThemeDocuments';
import { isThemeDocument, listenForThemePreview, THEME_PREVIEW_MESSAGE, THEME_PREVIEW_READY } from './listenForThemePreview';
import type { ThemeDocument } from './themeFields';

const ORIGIN = 'https://careers.example';
const parent = { postMessage: jest.fn() };
type Listener = (event: Partial<MessageEvent>) => void;

/** A framed page at `search` whose message listener the test calls as the browser would. */
function frame(search = '?theme_preview=1', framed = true) {
  let listener: Listener | undefined;
  const win = {
    location: { search, origin: ORIGIN },
    addEventListener: (type: string, handler: Listener) => type === 'message' && (listener = handler),
  } as unknown as Window & { parent: unknown };
  Object.assign(win, { parent: framed ? parent : win });
  const apply = jest.fn();
  listenForThemePreview(apply, win);
  return { apply, post: (event: Partial<MessageEvent>) => listener?.(event), listening: () => listener !== undefined };
}

const themed = (): ThemeDocument => {
  const document = JSON.parse(JSON.stringify(defaultThemeDocument('pcsx'))) as ThemeDocument;
  (document.sections.primary_buttons as { backgroundColour: string }).backgroundColour = '#7a1fa2';
  return document;
};
const message = (theme: unknown, source: unknown = parent, origin = ORIGIN) => ({ source: source as MessageEventSource, origin, data: { type: THEME_PREVIEW_MESSAGE, theme } });

beforeEach(() => parent.postMessage.mockClear());

test("a preview frame draws the builder's theme and tells the builder it listens", () => {
  const { apply, post } = frame();
  expect(parent.postMessage).toHaveBeenCalledWith({ type: THEME_PREVIEW_READY }, ORIGIN);
  post(message(themed()));
  expect(apply).toHaveBeenCalledWith(themed());
});

test('a page that is not framed, or framed without theme_preview, does not listen', () => {
  expect(frame('', true).listening()).toBe(false);
  expect(frame('?theme_preview=1', false).listening()).toBe(false);
  expect(parent.postMessage).not.toHaveBeenCalled();
});

test('a message from another origin or another window is ignored', () => {
  const { apply, post } = frame();
  post(message(themed(), parent, 'https://evil.example'));
  post(message(themed(), {}, ORIGIN));
  post(message(themed(), null, ORIGIN));
  expect(apply).not.toHaveBeenCalled();
});

test('malformed data is ignored: another type, a partial theme, a bad token, an extra section or token', () => {
  const { apply, post } = frame();
  const withToken = (section: string, field: string, value: unknown) => {
    const document = themed() as unknown as { sections: Record<string, Record<string, unknown>> };
    document.sections[section]![field] = value;
    return document;
  };
  const { navbar: _navbar, ...partial } = themed().sections;
  for (const data of [
    'careers-theme-preview',
    null,
    { type: 'other', theme: themed() },
    { type: THEME_PREVIEW_MESSAGE, theme: { product: 'pcsx', sections: partial } },
    { type: THEME_PREVIEW_MESSAGE, theme: { ...themed(), product: 'intranet' } },
    { type: THEME_PREVIEW_MESSAGE, theme: { ...themed(), extra: 1 } },
    { type: THEME_PREVIEW_MESSAGE, theme: withToken('primary_buttons', 'backgroundColour', 'red; background: url(x)') },
    { type: THEME_PREVIEW_MESSAGE, theme: withToken('navbar', 'height', 9999) },
    { type: THEME_PREVIEW_MESSAGE, theme: withToken('navbar', 'logo', '../secret.png') },
    { type: THEME_PREVIEW_MESSAGE, theme: withToken('core_properties', 'fontFamily', 'Comic Sans') },
    { type: THEME_PREVIEW_MESSAGE, theme: withToken('core_properties', 'extraColour', '#000000') },
  ]) {
    post({ source: parent as unknown as MessageEventSource, origin: ORIGIN, data });
  }
  expect(apply).not.toHaveBeenCalled();
});

test("both products' default documents are well formed", () => {
  expect(isThemeDocument(defaultThemeDocument('pcsx'))).toBe(true);
  expect(isThemeDocument(defaultThemeDocument('default'))).toBe(true);
});
