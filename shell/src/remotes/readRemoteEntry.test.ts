import { exposeFileUrls, fetchBuildManifest, preloadScripts, remoteEntryUrl, type RemoteBuildManifest } from './readRemoteEntry';

const manifest = (path: string): RemoteBuildManifest => ({
  metaData: { remoteEntry: { name: 'remoteEntry.js', path } },
  exposes: [
    { name: 'app', assets: { js: { sync: ['__federation_expose_app.js', '815.js'] } } },
    { name: 'widget', assets: { js: { sync: ['__federation_expose_widget.js'] } } },
  ],
});
const manifestUrl = new URL('https://careers.example/remotes/mf-search/abc123/mf-manifest.json');

test('remoteEntry.js sits next to the manifest when the build names no folder', () => {
  expect(remoteEntryUrl(manifest(''), manifestUrl)).toBe('https://careers.example/remotes/mf-search/abc123/remoteEntry.js');
});

test('a folder named by the build is taken relative to the manifest, with or without a trailing slash', () => {
  expect(remoteEntryUrl(manifest('js'), manifestUrl)).toBe('https://careers.example/remotes/mf-search/abc123/js/remoteEntry.js');
  expect(remoteEntryUrl(manifest('js/'), manifestUrl)).toBe('https://careers.example/remotes/mf-search/abc123/js/remoteEntry.js');
});

test("an expose's first files are listed by './name', and none for an unknown expose", () => {
  expect(exposeFileUrls(manifest(''), manifestUrl, './app')).toEqual([
    'https://careers.example/remotes/mf-search/abc123/__federation_expose_app.js',
    'https://careers.example/remotes/mf-search/abc123/815.js',
  ]);
  expect(exposeFileUrls(manifest(''), manifestUrl, './missing')).toEqual([]);
});

test('a manifest that cannot be read fails with its address and status (the slot then offers Retry)', async () => {
  const notFound = async () => ({ ok: false, status: 404, json: async () => ({}) }) as Response;
  await expect(fetchBuildManifest(manifestUrl, notFound)).rejects.toThrow(`${manifestUrl.href} answered 404`);
});

test('preloading the same script twice adds one link', () => {
  const url = 'https://careers.example/remotes/mf-search/abc123/815.js';
  preloadScripts([url]);
  preloadScripts([url]);
  const links = document.head.querySelectorAll('link[rel="preload"][as="script"]');
  expect([...links].map((link) => (link as HTMLLinkElement).href)).toEqual([url]);
});
