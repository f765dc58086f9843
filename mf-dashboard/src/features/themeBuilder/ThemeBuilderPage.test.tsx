import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ThemeBuilderState, ThemeDocument, ThemeVersion } from '@careers/shared/contracts';
import { useI18n } from '@careers/shared/i18n';
import { defaultThemeDocument } from '@careers/shared/theme/defaultThemeDocuments';
import { THEME_PREVIEW_MESSAGE } from '@careers/shared/theme/listenForThemePreview';
import { PRODUCT_SECTIONS, THEME_SECTIONS } from '@careers/shared/theme/themeFields';
import { createFakeTransport, makeBootData, renderWithProviders } from '@careers/shared/testing';
import { TransportError } from '@careers/shared/transport';
import { ThemeBuilderPage } from './ThemeBuilderPage';
import { themeEditorStore } from './themeEditorStore';

const editor = makeBootData({ domain: 'demo.test', user: { isLoggedIn: true }, themeBuilder: { enabled: true } });
const candidate = makeBootData({ domain: 'demo.test', user: { isLoggedIn: true } });
const DEFAULTS = defaultThemeDocument('pcsx');
const STATE: ThemeBuilderState = { product: 'pcsx', draft: null, published: null, defaults: DEFAULTS };
const version = (n: number, extra: Partial<ThemeVersion> = {}): ThemeVersion => ({
  version: n,
  theme: DEFAULTS,
  publishedAt: `2026-12-0${n}T10:00:00.000Z`,
  publishedBy: 'theme@demo.test',
  override: null,
  restoredFrom: null,
  ...extra,
});

type Routes = Parameters<typeof createFakeTransport>[0];
function renderBuilder(routes: Routes = {}, boot = editor) {
  const transport = createFakeTransport({
    'GET /api/pcsx/theme_builder/pcsx': () => STATE,
    'GET /api/pcsx/theme_builder/pcsx/versions': () => ({ versions: [] }),
    ...routes,
  });
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<ThemeBuilderPage />, { transport, boot });
  return { transport, user };
}

const sent = (transport: ReturnType<typeof createFakeTransport>, method: string, path: string) =>
  transport.calls.filter((call) => call.method === method && call.path === path);

async function openSection(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(within(await screen.findByRole('navigation', { name: 'Sections' })).getByRole('button', { name }));
  return screen.getByRole('region', { name });
}

beforeEach(() => {
  themeEditorStore.edits = {};
});

test('anyone who may not edit the theme gets the not-found page, and no call is made', () => {
  const { transport } = renderBuilder({}, candidate);
  expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  expect(screen.queryByText('Theme builder')).not.toBeInTheDocument();
  expect(transport.calls).toEqual([]);
});

test('loading, then every section of the careers site with readable field names; a failed load offers a retry', async () => {
  const failing = renderBuilder({
    'GET /api/pcsx/theme_builder/pcsx': () => {
      throw new TransportError('Server error. Please try again.', { status: 500, code: 'request_failed' });
    },
  });
  expect(await screen.findByText('An error occurred while retrieving data')).toBeInTheDocument();
  expect(failing.transport.calls.length).toBeGreaterThan(0);
  document.body.innerHTML = '';

  const { user } = renderBuilder({
    'GET /api/pcsx/theme_builder/default': () => ({ product: 'default', draft: null, published: null, defaults: defaultThemeDocument('default') }),
    'GET /api/pcsx/theme_builder/default/versions': () => ({ versions: [] }),
  });
  const nav = await screen.findByRole('navigation', { name: 'Sections' });
  expect(within(nav).getAllByRole('button').map((button) => button.textContent)).toEqual([
    'Core properties', 'Navigation bar', 'Banner header', 'Border radius', 'Primary buttons', 'Secondary buttons', 'Default buttons',
    'Disruptive buttons', 'System UI buttons', 'Two-state buttons', 'Cards', 'Info bar', 'Tabs', 'Apply button', 'Careers site: core',
    'Careers site: hero image', 'Careers site: profile page',
  ]);
  const core = screen.getByRole('region', { name: 'Core properties' });
  expect(within(core).getByRole('combobox', { name: 'Font' })).toHaveValue('system');
  expect(within(core).getByRole('spinbutton', { name: /Base font size/ })).toHaveValue(16);
  expect(within(core).getByRole('textbox', { name: /^Background colour/ })).toHaveValue('#ffffff');
  expect(within(core).getByLabelText('Pick Background colour')).toHaveValue('#ffffff');

  const navbar = await openSection(user, 'Navigation bar');
  // Chosen from the list, the section's heading has the focus: Tab goes on to its first field.
  expect(within(navbar).getByRole('heading', { name: 'Navigation bar' })).toHaveFocus();
  await user.tab();
  expect(within(navbar).getByRole('textbox', { name: /^Background colour/ })).toHaveFocus();
  expect(within(navbar).getByRole('radio', { name: 'Logo at the start' })).toBeChecked();
  expect(within(navbar).getByLabelText('Logo')).toHaveAttribute('type', 'file');
  expect(within(navbar).getByRole('spinbutton', { name: /Height/ })).toHaveValue(60);

  // The intranet widgets have their own sections.
  await user.click(screen.getByRole('radio', { name: 'Intranet widgets' }));
  expect(await screen.findByRole('button', { name: 'Talent experience: Go button' })).toBeInTheDocument();
});

test('a colour is typed as #rgb or #rrggbb with or without #; anything else says what is wrong and keeps the last colour', async () => {
  const { user } = renderBuilder();
  const section = await openSection(user, 'Primary buttons');
  const field = within(section).getByRole('textbox', { name: /^Background colour/ });
  const picker = within(section).getByLabelText('Pick Background colour');
  await user.clear(field);
  await user.type(field, '7a1fa2');
  expect(picker).toHaveValue('#7a1fa2');
  await user.clear(field);
  await user.type(field, '#C0F');
  expect(picker).toHaveValue('#cc00ff');
  await user.clear(field);
  await user.type(field, 'purple');
  await user.tab();
  expect(field).toHaveAccessibleDescription(/Enter a hex colour: 3 or 6 of the digits 0–9 and letters a–f/);
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(picker).toHaveValue('#cc00ff');
  expect(screen.getByText('Correct the fields marked in red first.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Save draft' })).toBeDisabled();
});

test('each colour shows its contrast findings; a failing pair blocks Publish until the override has a reason', async () => {
  const published = version(2, { override: { reason: 'Brand launch day', failures: 1 } });
  const { user, transport } = renderBuilder({
    'PUT /api/pcsx/theme_builder/pcsx/draft': ({ body }) => ({ draft: { theme: (body as { theme: ThemeDocument }).theme, savedAt: '2026-12-02T10:00:00.000Z', savedBy: 'theme@demo.test' }, findings: [] }),
    'POST /api/pcsx/theme_builder/pcsx/publish': () => published,
  });
  const section = await openSection(user, 'Primary buttons');
  const text = within(section).getByRole('textbox', { name: /^Text colour/ });
  expect(text).toHaveAccessibleDescription(/:1 on Background colour — passes/);
  expect(screen.getByText('Every text, border and focus ring meets WCAG 2.2 AA.')).toBeInTheDocument();

  const background = within(section).getByRole('textbox', { name: /^Background colour/ });
  await user.clear(background);
  await user.type(background, '#eeeeee');
  expect(text).toHaveAccessibleDescription(/1\.16:1 on Background colour — needs 4\.5:1/);
  expect(background).toHaveAccessibleDescription(/1\.16:1 under Text colour — needs 4\.5:1/);
  expect(screen.getByText('1 pair does not meet WCAG 2.2 AA:')).toBeInTheDocument();
  expect(screen.getByText('Text colour (Primary buttons) on Background colour (Primary buttons): 1.16:1, needs 4.5:1')).toBeInTheDocument();

  const publish = screen.getByRole('button', { name: 'Publish' });
  expect(publish).toBeDisabled();
  await user.click(screen.getByRole('checkbox', { name: 'Publish anyway, with the failing pairs' }));
  const reason = screen.getByRole('textbox', { name: 'Reason for the override' });
  await user.type(reason, 'too short');
  expect(screen.getByText('Give a reason of at least 10 characters.')).toBeInTheDocument();
  expect(publish).toBeDisabled();
  await user.type(reason, ' still');
  expect(publish).toBeEnabled();
  await user.click(publish);
  await waitFor(() => expect(sent(transport, 'POST', '/api/pcsx/theme_builder/pcsx/publish')).toHaveLength(1));
  // The unsaved change went into the draft first; the publish carries the reason.
  const [save] = sent(transport, 'PUT', '/api/pcsx/theme_builder/pcsx/draft');
  expect((save?.body as { theme: ThemeDocument }).theme.sections.primary_buttons?.backgroundColour).toBe('#eeeeee');
  expect(sent(transport, 'POST', '/api/pcsx/theme_builder/pcsx/publish')[0]?.body).toEqual({ override: { reason: 'too short still' } });
});

test("an import the server refuses shows the server's words and changes nothing; a file that is not JSON is not sent", async () => {
  const refusal = 'This file is a theme of the intranet widgets, not of the careers site. Nothing was changed.';
  const { user, transport } = renderBuilder({
    'POST /api/pcsx/theme_builder/pcsx/import': () => {
      throw new TransportError(refusal, { status: 400, code: 'bad_theme' });
    },
  });
  const input = await screen.findByLabelText('Import a theme file');
  await user.upload(input, new File(['{"format":"careers-theme","formatVersion":1,"theme":{"product":"default","sections":{}}}'], 'theme.json', { type: 'application/json' }));
  expect(await screen.findByText(refusal)).toBeInTheDocument();
  expect(sent(transport, 'POST', '/api/pcsx/theme_builder/pcsx/import')).toHaveLength(1);
  expect(screen.getByText('No draft: you are editing the published theme.')).toBeInTheDocument();

  await user.upload(input, new File(['not json'], 'theme.json', { type: 'application/json' }));
  expect(await screen.findByText('This file is not JSON. Choose a file exported from the theme builder. Nothing was changed.')).toBeInTheDocument();
  expect(sent(transport, 'POST', '/api/pcsx/theme_builder/pcsx/import')).toHaveLength(1);
});

test('history lists each version with who and when and an override; Restore asks first, then publishes that version', async () => {
  const { user, transport } = renderBuilder({
    'GET /api/pcsx/theme_builder/pcsx/versions': () => ({ versions: [version(2, { override: { reason: 'Brand launch day', failures: 2 } }), version(1)] }),
    'POST /api/pcsx/theme_builder/pcsx/versions/1/restore': () => version(3, { restoredFrom: 1 }),
  });
  const history = await screen.findByRole('region', { name: 'Published versions' });
  expect(await within(history).findByText(/Version 2/)).toHaveTextContent('Version 2 · Live now');
  expect(within(history).getAllByText(/Published .* by theme@demo.test/)).toHaveLength(2);
  expect(within(history).getByText('Published with failing pairs (2 pairs). Reason: Brand launch day')).toBeInTheDocument();
  expect(within(history).queryByRole('button', { name: 'Restore version 2' })).not.toBeInTheDocument();
  await user.click(within(history).getByRole('button', { name: 'Restore version 1' }));
  const dialog = screen.getByRole('dialog', { name: 'Restore version 1' });
  expect(sent(transport, 'POST', '/api/pcsx/theme_builder/pcsx/versions/1/restore')).toHaveLength(0);
  await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
  await waitFor(() => expect(sent(transport, 'POST', '/api/pcsx/theme_builder/pcsx/versions/1/restore')).toHaveLength(1));
});

test('the preview frame is a real page and is sent the draft as it changes', async () => {
  const { user } = renderBuilder();
  const frame = (await screen.findByTitle('Preview: Search')) as HTMLIFrameElement;
  expect(frame.getAttribute('src')).toBe('/careers/search?theme_preview=1');
  const post = jest.spyOn(frame.contentWindow!, 'postMessage').mockImplementation(() => undefined);
  const section = await openSection(user, 'Primary buttons');
  const field = within(section).getByRole('textbox', { name: /^Background colour/ });
  await user.clear(field);
  await user.type(field, '#123456');
  await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  const last = post.mock.calls.at(-1) as unknown as [{ type: string; theme: ThemeDocument }, string];
  expect(last[0].type).toBe(THEME_PREVIEW_MESSAGE);
  expect(last[0].theme.sections.primary_buttons?.backgroundColour).toBe('#123456');
  expect(last[1]).toBe(window.location.origin);
});

test('every section and token has a readable name in the catalogue', () => {
  let t: ReturnType<typeof useI18n>['t'] = (key) => key;
  function Names() {
    t = useI18n().t;
    return null;
  }
  renderWithProviders(<Names />);
  const sections = [...new Set([...PRODUCT_SECTIONS.pcsx, ...PRODUCT_SECTIONS.default])];
  const keys = sections.flatMap((section) => [`themeBuilder.section.${section}`, ...Object.keys(THEME_SECTIONS[section]).map((field) => `themeBuilder.field.${field}`)]);
  expect(keys.filter((key) => t(key) === key)).toEqual([]);
});
