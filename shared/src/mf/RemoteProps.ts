import type { Transport } from '@careers/shared/transport';

/**
 * What the shell hands every remote when it mounts it (single-spa custom props).
 * Remotes take their transport from here instead of building their own: inject, don't reach.
 */
export interface RemoteProps {
  /** Package name of the remote, e.g. 'mf-offers'. */
  remoteName: string;
  /** The slot the remote renders into; owned by the shell. */
  domElement: HTMLElement;
  transport: Transport;
  /** Sends a render or load failure to /vslog under the remote's name. */
  reportError: (remoteName: string, error: unknown) => void;
  /**
   * Goes to another page. In the careers site this is client-side navigation across remotes;
   * in a widget embedded on another site it is a full page load of the careers page.
   */
  navigate: (url: string) => void;
}
