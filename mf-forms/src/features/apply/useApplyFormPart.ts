import { useEffect, useState } from 'react';

type Part = typeof import('./applyFormPart');

let part: Part | undefined;
let loading: Promise<Part> | undefined;

/** Starts loading the apply form's toolkit chunk (once); the page calls it as soon as it renders. */
export function loadApplyFormPart(): Promise<Part> {
  if (!loading) {
    loading = import(/* webpackChunkName: "page-apply.form" */ './applyFormPart').then((loaded) => (part = loaded));
    // A failed download may be asked for again (the error boundary's retry).
    loading.catch(() => (loading = undefined));
  }
  return loading;
}

/**
 * The toolkit given in hand: the server renderer bundles it (its one synchronous render cannot wait for a chunk),
 * so the page it draws is the form, not the loading state.
 */
export function provideApplyFormPart(given: Part): void {
  part = given;
}

/** The apply form's toolkit once its chunk is in (undefined until then); a failed download is thrown to the remote's error boundary. */
export function useApplyFormPart(): Part | undefined {
  const [, setLoaded] = useState(0);
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(() => {
    if (!part) loadApplyFormPart().then(() => setLoaded((n) => n + 1), setFailure);
  }, []);
  if (failure) throw failure;
  return part;
}
