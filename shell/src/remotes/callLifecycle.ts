import type { LifeCycles } from 'single-spa';
import type { RemoteProps } from '@careers/shared/mf';

type Lifecycle = (props: RemoteProps) => Promise<unknown>;

/** Runs a single-spa lifecycle, which may be one function or an array of them, with the slot's props. */
export const callLifecycle = (fn: LifeCycles['mount'], props: RemoteProps) =>
  Promise.all((Array.isArray(fn) ? fn : [fn]).map((f) => (f as unknown as Lifecycle)(props)));
