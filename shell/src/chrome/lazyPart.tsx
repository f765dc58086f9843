import { createElement, lazy, Suspense, type ComponentType, type ReactNode } from 'react';

/** A part of the chrome that lives in a chunk of its own, and what may be done with it before it is drawn. */
export interface LazyPart<P extends object> {
  (props: P): ReactNode;
  /** Starts (or joins) the chunk's download; resolves once the part can be drawn without waiting. */
  preload: () => Promise<void>;
  /** Hands the part over where it is bundled in anyway (the server's renderer), so it is drawn at once. */
  provide: (component: ComponentType<P>) => void;
}

/**
 * A chrome part that most pages never show (the login modal and page, a new candidate's profile forms), kept out
 * of the shell's main.js so the first view of a page evaluates less (issue 27). It is drawn inside a Suspense
 * boundary of its own: a part shown before its chunk has arrived waits there (nothing else on the page waits with
 * it), and server markup of a part not yet loaded stays on screen until it is. Once loaded (or preloaded) it is
 * drawn directly: React.lazy alone would suspend once even for a chunk already here, and the first render after
 * the server's markup must match it.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<void> | null = null;
  const preload = () =>
    (loading ??= load().then(
      (component) => {
        loaded = component;
      },
      (error: unknown) => {
        // A failed download may be tried again (the next time the part is shown or preloaded).
        loading = null;
        throw error;
      },
    ));
  const Waiting = lazy(() => preload().then(() => ({ default: loaded as ComponentType<P> })));
  const Part = (props: P) => {
    const component = (loaded ?? Waiting) as ComponentType<P>;
    return <Suspense fallback={null}>{createElement(component, props)}</Suspense>;
  };
  return Object.assign(Part, {
    preload,
    provide: (component: ComponentType<P>) => {
      loaded = component;
    },
  });
}
