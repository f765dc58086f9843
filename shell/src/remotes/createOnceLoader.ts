import type { LifeCycles } from 'single-spa';
import type { RemoteProps } from '@careers/shared/mf';
import type { RemoteName } from '@careers/shared/location';
import type { RemoteAppLoader } from './loadRemoteApp';
import { callLifecycle } from './callLifecycle';

function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * A remote's lifecycles, loaded and bootstrapped once: concurrent attempts share the same load, a load that takes
 * longer than `timeoutMs` fails (naming the remote), and a failed one is tried afresh by the next call.
 */
export function createOnceLoader(name: RemoteName, load: RemoteAppLoader, timeoutMs: number) {
  let real: LifeCycles | null = null;
  let loading: Promise<LifeCycles> | null = null;
  const ready = (props: RemoteProps, retry: boolean): Promise<LifeCycles> => {
    if (real) return Promise.resolve(real);
    loading ??= withTimeout(load(name, { retry }), timeoutMs, `${name} did not load within ${timeoutMs / 1000} s`)
      .then(async (lifecycles) => {
        await callLifecycle(lifecycles.bootstrap, props);
        real = lifecycles;
        return lifecycles;
      })
      .finally(() => {
        loading = null;
      });
    return loading;
  };
  return { ready, loaded: () => real };
}
