import { registerCatalogue } from './registry';
import { localeFallbacks } from './localeFallbacks';
import type { Messages } from './types';

/** A package's other locales, each loaded on demand as a chunk of its own: `{ es: () => import('./locales/es') }`. */
export type LocaleLoaders = Readonly<Record<string, () => Promise<{ default: Messages }>>>;

// The packages that said where their locales are, and what of them is loaded or loading. Module state on purpose:
// @careers/shared is one instance per page (a federation singleton), like the catalogue registry it fills.
const owners = new Map<string, LocaleLoaders>();
const loads = new Map<string, Promise<void>>();

/**
 * Says where a package's (a remote's, the shell's) catalogues of other locales are. English is registered by the
 * package's own modules as they load; every other locale waits for `loadLocale`, so a page carries only its
 * visitor's. Defined once per package: a second call (a remote mounted again) changes nothing.
 */
export function defineLocales(owner: string, loaders: LocaleLoaders): void {
  if (!owners.has(owner)) owners.set(owner, loaders);
}

/**
 * Registers a package's catalogues of other locales at once, for a renderer that answers in every language
 * (the server's): `loadLocale` then has nothing to fetch for them.
 */
export function registerLocales(owner: string, catalogues: Readonly<Record<string, Messages>>): void {
  for (const [locale, messages] of Object.entries(catalogues)) {
    registerCatalogue(locale, messages);
    loads.set(`${owner}\u0000${locale}`, Promise.resolve());
  }
}

/**
 * Loads what every defined package has of `locale` and its fallbacks (es-MX: es-MX, es-419, es), each chunk once.
 * Rejects when a chunk fails to arrive; a later call tries that one again.
 */
export function loadLocale(locale: string): Promise<void> {
  const waits: Promise<void>[] = [];
  for (const [owner, loaders] of owners) {
    for (const tag of localeFallbacks(locale)) {
      const load = loaders[tag];
      if (!load) continue;
      const key = `${owner}\u0000${tag}`;
      let loading = loads.get(key);
      if (!loading) {
        loading = load().then((module) => registerCatalogue(tag, module.default));
        loading.catch(() => loads.delete(key));
        loads.set(key, loading);
      }
      waits.push(loading);
    }
  }
  return Promise.all(waits).then(() => undefined);
}
