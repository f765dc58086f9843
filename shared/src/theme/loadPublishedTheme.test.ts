import { createFakeTransport } from '@careers/shared/testing';
import { defaultThemeDocument } from './defaultThemeDocuments';
import { loadPublishedTheme } from './loadPublishedTheme';
import { setThemeDocument, themeStore } from './themeStore';

afterEach(() => setThemeDocument(null));

const published = () => {
  const theme = defaultThemeDocument('default');
  theme.sections.talent_experience_core = { ...theme.sections.talent_experience_core!, accentColour: '#7b2cbf' };
  return theme;
};

test("the product's published theme is asked for (with the company, when named) and drawn", async () => {
  const theme = published();
  const transport = createFakeTransport({ 'GET /api/pcsx/theme': () => ({ theme }) });
  await loadPublishedTheme(transport, 'default', 'northwind.demo');
  expect(transport.calls).toEqual([expect.objectContaining({ params: { product: 'default', domain: 'northwind.demo' } })]);
  expect(themeStore.document).toEqual(theme);
});

test('no published theme, a failed call or another product keep the default look, silently', async () => {
  await loadPublishedTheme(createFakeTransport({ 'GET /api/pcsx/theme': () => ({ theme: null }) }), 'default');
  expect(themeStore.document).toBeNull();
  await loadPublishedTheme(createFakeTransport({}), 'default');
  expect(themeStore.document).toBeNull();
  await loadPublishedTheme(createFakeTransport({ 'GET /api/pcsx/theme': () => ({ theme: defaultThemeDocument('pcsx') }) }), 'default');
  expect(themeStore.document).toBeNull();
});

test("a theme the page already draws (the builder's draft in a preview frame) is kept", async () => {
  const draft = published();
  setThemeDocument(draft);
  await loadPublishedTheme(createFakeTransport({ 'GET /api/pcsx/theme': () => ({ theme: defaultThemeDocument('default') }) }), 'default');
  expect(themeStore.document).toEqual(draft);
});
