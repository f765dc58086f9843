import { defaultThemeDocument } from './defaultThemeDocuments';
import { isThemeDocument, listenForThemePreview, MAX_LENGTH, THEME_PREVIEW_MESSAGE, THEME_PREVIEW_READY, tokenKindIndex } from './listenForThemePreview';
import { THEME_SECTIONS, type ThemeFieldKind, type ThemeDocument } from './themeFields';

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

test('malformed data is ignored: another type, a partial theme, a bad token, an extra section, an extra token of no kind', () => {
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
    { type: THEME_PREVIEW_MESSAGE, theme: withToken('core_properties', 'extraColour', 'url(x)') },
    { type: THEME_PREVIEW_MESSAGE, theme: { ...themed(), sections: { ...themed().sections, extra_section: {} } } },
    { type: THEME_PREVIEW_MESSAGE, theme: withToken('navbar', 'height', 48.5) },
  ]) {
    post({ source: parent as unknown as MessageEventSource, origin: ORIGIN, data });
  }
  expect(apply).not.toHaveBeenCalled();
});

test("both products' default documents are well formed", () => {
  expect(isThemeDocument(defaultThemeDocument('pcsx'))).toBe(true);
  expect(isThemeDocument(defaultThemeDocument('default'))).toBe(true);
});

test("a token's kind read from its name is the table's kind, and every length fits the bound", () => {
  const kinds = ['colour', 'image', 'word', 'length'];
  const word = new Set(['font', 'choice']);
  for (const [section, fields] of Object.entries(THEME_SECTIONS)) {
    for (const [name, field] of Object.entries(fields as Record<string, ThemeFieldKind>)) {
      const expected = word.has(field.kind) ? 'word' : field.kind;
      expect(`${section}.${name}: ${kinds[tokenKindIndex(name)]}`).toBe(`${section}.${name}: ${expected}`);
      if (field.kind === 'length') expect(field.max).toBeLessThanOrEqual(MAX_LENGTH);
      if (field.kind === 'choice') for (const value of field.values) expect(value).toMatch(/^[a-zA-Z-]{1,20}$/);
    }
  }
});
