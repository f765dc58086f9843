import { createI18n } from './createI18n';
import { defineLocales, loadLocale } from './localeLoading';
import { localeStore, pageLocale, showLocale } from './localeStore';

test('a locale is fetched only when asked for, with its fallbacks, each chunk once', async () => {
  const fetched: string[] = [];
  const chunk = (tag: string, messages: Record<string, string>) => () => {
    fetched.push(tag);
    return Promise.resolve({ default: messages });
  };
  defineLocales('test-a', {
    'xx-419': chunk('xx-419', { 'test.a.hello': 'Hola americano' }),
    xx: chunk('xx', { 'test.a.hello': 'Hola', 'test.a.bye': 'Adiós' }),
    yy: chunk('yy', { 'test.a.hello': 'Ahoj' }),
  });
  expect(fetched).toEqual([]);
  await loadLocale('xx-MX');
  // xx-MX reads xx-MX (none here), xx-419 (Latin American regions only apply to es: none), then xx.
  expect(fetched).toEqual(['xx']);
  await loadLocale('xx-419');
  await loadLocale('xx');
  expect(fetched).toEqual(['xx', 'xx-419']);
  const i18n = createI18n({ locale: 'xx-419' });
  expect([i18n.t('test.a.hello'), i18n.t('test.a.bye')]).toEqual(['Hola americano', 'Adiós']);
  expect(createI18n({ locale: 'yy' }).t('test.a.hello')).toBe('test.a.hello');
});

test('a chunk that does not arrive rejects, and is asked for again next time', async () => {
  let attempts = 0;
  defineLocales('test-b', {
    zz: () => (++attempts === 1 ? Promise.reject(new Error('ChunkLoadError')) : Promise.resolve({ default: { 'test.b.hi': 'Zdravo' } })),
  });
  await expect(loadLocale('zz')).rejects.toThrow('ChunkLoadError');
  await loadLocale('zz');
  expect(attempts).toBe(2);
  expect(createI18n({ locale: 'zz' }).t('test.b.hi')).toBe('Zdravo');
});

test('the page shows a locale once it is loaded; of two changes that overlap the later wins; a failed one changes nothing', async () => {
  let release: () => void = () => undefined;
  defineLocales('test-c', {
    ww: () => new Promise((resolve) => (release = () => resolve({ default: { 'test.c.x': 'W' } }))),
    vv: () => Promise.resolve({ default: { 'test.c.x': 'V' } }),
    uu: () => Promise.reject(new Error('offline')),
  });
  const slow = showLocale('ww');
  await showLocale('vv');
  expect(localeStore.locale).toBe('vv');
  release();
  await slow;
  expect(localeStore.locale).toBe('vv');
  await expect(showLocale('uu')).rejects.toThrow('offline');
  expect(localeStore.locale).toBe('vv');
});

test("the page's language for API calls is the one being switched to, and goes back when its chunk fails", async () => {
  let release: () => void = () => undefined;
  defineLocales('test-d', {
    tt: () => new Promise((resolve) => (release = () => resolve({ default: { 'test.d.x': 'T' } }))),
    ss: () => Promise.reject(new Error('offline')),
  });
  const switching = showLocale('tt');
  // Calls made while its messages are on their way already ask for tt: their answers arrive with the switch.
  expect(pageLocale()).toBe('tt');
  expect(localeStore.locale).not.toBe('tt');
  release();
  await switching;
  await expect(showLocale('ss')).rejects.toThrow('offline');
  expect(pageLocale()).toBe('tt');
});
