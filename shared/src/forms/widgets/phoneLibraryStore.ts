import { proxy, ref } from 'valtio';

type PhoneLibrary = typeof import('./phoneLibrary');

/**
 * libphonenumber-js and its metadata (~120 KB), loaded when a phone question is first used (focus, touch, a
 * stored string to read) rather than with the form: the apply page's first view does not need it (issue 27).
 */
export const phoneLibraryStore = proxy<{ library: PhoneLibrary | null }>({ library: null });

let loading: Promise<PhoneLibrary> | undefined;

/** Loads the phone library once; resolves with it (and sets `phoneLibraryStore.library`). */
export function loadPhoneLibrary(): Promise<PhoneLibrary> {
  loading ??= import(/* webpackChunkName: "libphonenumber" */ './phoneLibrary').then(
    (library) => {
      phoneLibraryStore.library = ref(library);
      return library;
    },
    (error: unknown) => {
      // A failed download is tried again on the next use; until then the basic checker applies.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
