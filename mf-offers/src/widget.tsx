import createCache from '@emotion/cache';
import { CacheProvider, Global, ThemeProvider, type Theme } from '@emotion/react';
import { createRoot, type Root } from 'react-dom/client';
import { SWRConfig } from 'swr';
import { I18nProvider, loadWidgetLocale, markWidgetLanguage, pageLocale } from '@careers/shared/i18n';
import { CareersThemeProvider, sectionChanged } from '@careers/shared/theme';
import { loadPublishedTheme } from '@careers/shared/theme/loadPublishedTheme';
import { talentExperienceTheme } from '@careers/shared/theme/talentExperienceTheme';
import { createTransport, TransportProvider, type CsrfHolder } from '@careers/shared/transport';
import { ModalContainerProvider, Toaster } from '@careers/shared/ui';
import { offersSwrConfig } from './data/offersSwrConfig';
import { OffersWidget } from './OffersWidget';
import { localeLoaders } from './i18n/localeLoaders';

export interface WidgetProps {
  /** Origin of the careers site the widget talks to (embed.js passes its own origin). */
  origin: string;
  /** The host page's CSP nonce (embed.js's own): the widget's <style> tags carry it. */
  nonce?: string;
  /** The company whose widgets' theme to draw (script attribute data-domain); else the careers site's own. */
  domain?: string;
}

const mounted = new WeakMap<HTMLElement, { root: Root; host: HTMLElement; fallback: ChildNode[]; stopMarking?: () => void }>();

// The widget's text basics inside the shadow root; a company that set the widgets' background (the talent-experience
// core) gets a surface of its own on the host page.
const widgetRoot = (theme: Theme) => ({
  fontFamily: theme.typography.fontFamily,
  fontSize: 16,
  lineHeight: 1.5,
  letterSpacing: 'normal',
  color: theme.colors.text,
  ...(sectionChanged(theme, 'talent_experience_core') && { background: theme.colors.background }),
});

/** The CSRF token lives in memory: the host page has no careers meta tag, the API sends one back. */
function memoryCsrf(): CsrfHolder {
  let token = '';
  return { get: () => token, set: (next) => (token = next) };
}

/**
 * The './widget' expose: mounts the offers pages (list, offer, documents) into an element of a page
 * that is not ours, in embedded mode: no page heading, navigation kept in memory (the host's
 * address never changes). Like the bell it renders in a shadow root with its own style cache (the
 * host's nonce on its <style> tags), and calls the careers origin with credentials.
 *
 * Whatever the slot held before (the host's fallback, such as a link to the careers site's offers)
 * is set aside while the widget is mounted and put back by `unmount`; if the remote never loads,
 * embed.js logs why and the fallback simply stays. It speaks the visitor's language (widgetLocale), whose messages it
 * loads before it draws: the promise resolves then.
 */
export async function mount(element: HTMLElement, { origin, nonce, domain }: WidgetProps): Promise<void> {
  if (mounted.has(element)) return;
  const fallback = [...element.childNodes];
  // An element name of our own: a host page's rules for div, section … (line-height, letter-spacing)
  // would reach the host element and be inherited into the shadow tree.
  const host = document.createElement('careers-offers');
  element.replaceChildren(host);
  const shadow = host.attachShadow({ mode: 'open' });
  const container = document.createElement('div');
  // Dialogs (the decline confirmation) open in here, inside the shadow root, not in the host's body.
  const dialogs = document.createElement('div');
  shadow.append(container, dialogs);
  const cache = createCache({ key: 'careers-widget', container: shadow, nonce: nonce || undefined });
  const transport = createTransport({ baseUrl: origin, credentials: 'include', csrf: memoryCsrf(), locale: pageLocale });
  const root = createRoot(container);
  mounted.set(element, { root, host, fallback });
  // The company's published widget theme (the `default` product) is asked for while the messages load: drawn in it
  // from the first paint, never repainted; a failed call leaves the default look.
  await Promise.all([loadWidgetLocale('mf-offers', localeLoaders), loadPublishedTheme(transport, 'default', domain)]);
  // Unmounted while its messages were on their way: nothing to draw.
  if (mounted.get(element)?.root !== root) return;
  mounted.get(element)!.stopMarking = markWidgetLanguage(container, dialogs);
  root.render(
    <CacheProvider value={cache}>
      <Global styles={{ ':host': { all: 'initial', display: 'block' } }} />
      <TransportProvider transport={transport}>
        <CareersThemeProvider>
          <ThemeProvider theme={talentExperienceTheme}>
            <I18nProvider>
              {/* A cache of its own per mount, like RemoteProviders. */}
              <SWRConfig value={{ ...offersSwrConfig, provider: () => new Map() }}>
                <ModalContainerProvider value={dialogs}>
                  <div css={widgetRoot}>
                    <OffersWidget careersOrigin={origin} />
                    <Toaster />
                  </div>
                </ModalContainerProvider>
              </SWRConfig>
            </I18nProvider>
          </ThemeProvider>
        </CareersThemeProvider>
      </TransportProvider>
    </CacheProvider>,
  );
}

/** Removes the widget from the element again and gives the slot its earlier content back. */
export function unmount(element: HTMLElement): void {
  const widget = mounted.get(element);
  if (!widget) return;
  widget.stopMarking?.();
  widget.root.unmount();
  widget.host.remove();
  element.replaceChildren(...widget.fallback);
  mounted.delete(element);
}
