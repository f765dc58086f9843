/**
 * embed.js: the one-line loader for pages that are not ours (a company intranet).
 *   <script src="https://careers.example/embed.js" data-widget="notifications" data-target="#slot" async></script>
 *   <script src="https://careers.example/embed.js" data-widget="offers" data-target="#offers" async></script>
 * One tag per widget; a page may carry both (each run adds its remote to the one runtime instance).
 * Optional: data-color="#fff" colours the bell to suit a dark header; nonce="…" (the host's CSP
 * nonce) is given to the widget's <style> tags, for hosts whose style-src has no 'unsafe-inline'; data-domain="…" names
 * the company whose published widget theme (the theme builder's `default` product) the widget draws, when the
 * careers site serves more than one (the widget asks for it while its messages load).
 * It needs no React or build step on the host page: it reads /remotes.json from its own origin,
 * loads the widget's remote through the federation runtime (the remote brings React with it) and
 * mounts the widget into the target. Kept dependency-light: it is the first thing a host downloads.
 */
import injectExternalRuntimeCore from '@module-federation/inject-external-runtime-core-plugin';
import { init, loadRemote, loadShare } from '@module-federation/runtime';
import { listenForThemePreview } from '@careers/shared/theme/listenForThemePreview';
import { fetchBuildManifest, remoteEntryUrl } from '../remotes/readRemoteEntry';
import { waitForElement } from '../remotes/waitForElement';

interface Widget {
  mount: (element: HTMLElement, props: { origin: string; color?: string; nonce?: string; domain?: string }) => void;
}

/** data-widget value → the remote that exposes it as './widget'. */
const widgets: Record<string, string> = { notifications: 'mf-notifications', offers: 'mf-offers' };

const script = document.currentScript as HTMLScriptElement | null;

async function embed(tag: HTMLScriptElement): Promise<void> {
  const origin = new URL(tag.src).origin;
  const remote = widgets[tag.dataset.widget ?? ''];
  if (!remote) throw new Error(`data-widget must be one of: ${Object.keys(widgets).join(', ')}`);
  const target = await waitForElement(tag.dataset.target ?? '', { intervalMs: 1000, tries: 10 });
  if (!target) throw new Error(`no element matches data-target="${tag.dataset.target ?? ''}"`);
  const deployed = (await (await fetch(`${origin}/remotes.json`, { cache: 'no-cache' })).json()) as Record<string, string>;
  if (!deployed[remote]) throw new Error(`${remote} is not deployed`);
  // Read the remote's manifest here (a small JSON) so the runtime can be built without its
  // manifest machinery: it gets the remoteEntry.js address directly.
  const manifestUrl = new URL(deployed[remote], origin);
  const entry = remoteEntryUrl(await fetchBuildManifest(manifestUrl), manifestUrl);
  const container = remote.replace(/-/g, '_');
  // Remotes are built to use the page's federation runtime; on a foreign page, this is it.
  init({ name: 'careers_embed', remotes: [{ name: container, entry, entryGlobalName: container }], plugins: [injectExternalRuntimeCore()] });
  const widget = await loadRemote<Widget>(`${container}/widget`);
  // In the theme builder's preview frame, its draft goes to the widgets' theme store: the remote's shared singleton
  // (registered by now; this runtime declares no shares of its own, so it names the one it wants).
  listenForThemePreview((theme) => void loadShare<typeof import('@careers/shared/theme')>('@careers/shared/theme', { customShareInfo: { scope: ['default'], shareConfig: { singleton: true, requiredVersion: false } } }).then((get) => get && get()?.setThemeDocument(theme), () => undefined));
  // The property, not the attribute: browsers blank the attribute (so CSS cannot read it out).
  widget?.mount(target, { origin, color: tag.dataset.color, nonce: tag.nonce, domain: tag.dataset.domain });
}

// When the remote cannot load, the host page is left as it was (the slot keeps whatever fallback
// the host put in it, such as a link to the careers site) and the reason goes to the console.
if (script) {
  embed(script).catch((error: unknown) => console.error('[careers embed]', error));
}
