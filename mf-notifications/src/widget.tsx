import createCache from '@emotion/cache';
import { CacheProvider, Global, ThemeProvider } from '@emotion/react';
import { createRoot, type Root } from 'react-dom/client';
import { loadPublishedTheme } from '@careers/shared/theme/loadPublishedTheme';
import { talentExperienceTheme } from '@careers/shared/theme/talentExperienceTheme';
import { createTransport, type CsrfHolder } from '@careers/shared/transport';
import { loadWidgetLocale, markWidgetLanguage, pageLocale } from '@careers/shared/i18n';
import { BellProviders } from './BellProviders';
import { NotificationBell } from './features/bell/NotificationBell';
import { localeLoaders } from './i18n/localeLoaders';

export interface WidgetProps {
  /** Origin of the careers site the widget talks to (embed.js passes its own origin). */
  origin: string;
  /** Colour of the bell icon, to suit the host's header (script attribute data-color). */
  color?: string;
  /**
   * The host page's CSP nonce (the nonce of embed.js's script tag): the widget's <style> tags carry
   * it, so a host whose style-src has no 'unsafe-inline' still shows the bell styled.
   */
  nonce?: string;
  /** The company whose widgets' theme to draw (script attribute data-domain); else the careers site's own. */
  domain?: string;
}

const mounted = new WeakMap<HTMLElement, { root: Root; host: HTMLElement; stopMarking?: () => void }>();

/** The CSRF token lives in memory: the host page has no careers meta tag, the API sends one back. */
function memoryCsrf(): CsrfHolder {
  let token = '';
  return { get: () => token, set: (next) => (token = next) };
}

/**
 * The './widget' expose: mounts the bell into an element of a page that is not ours. It renders
 * inside a shadow root with its own style cache, so the host's CSS cannot reach in (`:host` resets
 * inherited styles) and ours cannot leak out; calls go to the careers origin with credentials.
 * It speaks the visitor's language (widgetLocale), whose messages it loads before it draws: the promise resolves then.
 */
export async function mount(element: HTMLElement, { origin, color, nonce, domain }: WidgetProps): Promise<void> {
  if (mounted.has(element)) return;
  // A host element of our own: many slot elements (<li>, <a>, <td> …) cannot have a shadow root.
  const host = document.createElement('span');
  element.appendChild(host);
  const shadow = host.attachShadow({ mode: 'open' });
  const container = document.createElement('div');
  shadow.appendChild(container);
  const cache = createCache({ key: 'careers-widget', container: shadow, nonce: nonce || undefined });
  const transport = createTransport({ baseUrl: origin, credentials: 'include', csrf: memoryCsrf(), locale: pageLocale });
  const root = createRoot(container);
  mounted.set(element, { root, host });
  // The company's published widget theme (the `default` product) is asked for while the messages load: drawn in it
  // from the first paint, never repainted; a failed call leaves the default look.
  await Promise.all([loadWidgetLocale('mf-notifications', localeLoaders), loadPublishedTheme(transport, 'default', domain)]);
  // Unmounted while its messages were on their way: nothing to draw.
  if (mounted.get(element)?.root !== root) return;
  mounted.get(element)!.stopMarking = markWidgetLanguage(container);
  root.render(
    <CacheProvider value={cache}>
      <Global styles={{ ':host': { all: 'initial', display: 'inline-block', ...(color ? { '--careers-bell-color': color } : {}) } }} />
      <BellProviders transport={transport}>
        <ThemeProvider theme={talentExperienceTheme}>
          <div css={(theme) => ({ fontFamily: theme.typography.fontFamily, fontSize: 16, lineHeight: 1.5, color: theme.colors.text })}>
            <NotificationBell careersOrigin={origin} navigate={(url) => location.assign(url)} />
          </div>
        </ThemeProvider>
      </BellProviders>
    </CacheProvider>,
  );
}

/** Removes the widget from the element again. */
export function unmount(element: HTMLElement): void {
  const widget = mounted.get(element);
  widget?.stopMarking?.();
  widget?.root.unmount();
  widget?.host.remove();
  mounted.delete(element);
}
