import type { ComponentType } from 'react';
import type { RemoteProps } from '@careers/shared/mf';
import type { FormsPage } from './routing/pageOf';

type Kind = Exclude<FormsPage['kind'], 'unknown'>;
type Loaded = ComponentType<{ page: FormsPage; navigate: RemoteProps['navigate'] }>;

// Each page of this remote is its own chunk (issue 27): /careers/apply no longer evaluates the forms center,
// the standalone form and onboarding pages at start. The chunk names are stable, `page-` and the path after
// /careers/ ('/' as '-'): the build lists each named chunk's files (preloads.json) and the server names the
// page's ones in the HTML (server/src/routes/remotePreloads.ts).
const loaders: Record<Kind, () => Promise<Loaded>> = {
  center: () =>
    import(/* webpackChunkName: "page-forms-center" */ './features/center/FormsCenterPage').then(({ FormsCenterPage }) => ({ page }: { page: FormsPage }) =>
      page.kind === 'center' ? <FormsCenterPage tab={page.tab} /> : null,
    ),
  form: () =>
    import(/* webpackChunkName: "page-forms" */ './features/form/FormPage').then(({ FormPage }) => ({ page, navigate }: { page: FormsPage; navigate: RemoteProps['navigate'] }) =>
      page.kind === 'form' ? <FormPage key={page.formId ?? ''} formId={page.formId} navigate={navigate} /> : null,
    ),
  apply: () =>
    import(/* webpackChunkName: "page-apply" */ './features/apply/ApplyPage').then(({ ApplyPage }) => ({ page, navigate }: { page: FormsPage; navigate: RemoteProps['navigate'] }) =>
      page.kind === 'apply' ? <ApplyPage key={page.pid ?? ''} pid={page.pid} isPrivate={page.isPrivate} navigate={navigate} /> : null,
    ),
  onboarding: () =>
    import(/* webpackChunkName: "page-onboarding" */ './features/onboarding/OnboardingPage').then(({ OnboardingPage }) => ({ page }: { page: FormsPage }) =>
      page.kind === 'onboarding' ? <OnboardingPage key={page.formId ?? ''} formId={page.formId} /> : null,
    ),
};

const loaded = new Map<Kind, Loaded>();
const loading = new Map<Kind, Promise<Loaded>>();

/** The component of `kind` if its chunk is in, else undefined; null for an address this remote does not own. */
export function loadedPage(kind: FormsPage['kind']): Loaded | null | undefined {
  return kind === 'unknown' ? null : loaded.get(kind);
}

/**
 * Loads the page of `kind` (once); resolves when it can render. Called with the root's own chunk at mount, so
 * the first page renders in the root's first render, with no loading state in between.
 */
export function loadPage(kind: FormsPage['kind']): Promise<void> {
  if (kind === 'unknown') return Promise.resolve();
  let promise = loading.get(kind);
  if (!promise) {
    promise = loaders[kind]().then((page) => {
      loaded.set(kind, page);
      return page;
    });
    // A failed chunk may be asked for again (the error boundary's retry, the next navigation).
    promise.catch(() => loading.delete(kind));
    loading.set(kind, promise);
  }
  return promise.then(() => undefined);
}
