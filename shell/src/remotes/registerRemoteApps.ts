import { navigateToUrl, registerApplication } from 'single-spa';
import type { RemoteProps } from '@careers/shared/mf';
import type { Transport } from '@careers/shared/transport';
import { matchRoute, type RemoteName } from '@careers/shared/location';
import { decideAccess } from '../routes/decideAccess';
import { accessContext } from '../state/shellStore';
import type { RemoteAppLoader } from './loadRemoteApp';
import { resilientApp } from './resilientApp';

/** Remotes mounted by route. The notifications bell is a parcel in a page slot, not a route. */
const routedRemotes: RemoteName[] = ['mf-search', 'mf-offers', 'mf-dashboard', 'mf-forms'];

/** Whether `name` renders the page at `pathname` for this visitor (access rules included). */
function isActive(name: RemoteName, pathname: string): boolean {
  const route = matchRoute(pathname);
  return route?.owner === name && decideAccess(route, accessContext()) === 'show';
}

/** The remote's own slot inside the shell's slot container, made on first use. */
function slotFor(slots: HTMLElement, name: RemoteName): HTMLElement {
  let slot = slots.querySelector<HTMLElement>(`[data-remote="${name}"]`);
  if (!slot) {
    slot = document.createElement('div');
    slot.dataset.remote = name;
    slots.appendChild(slot);
  }
  return slot;
}

export interface RegisterOptions {
  slots: HTMLElement;
  load: RemoteAppLoader;
  transport: Transport;
  reportError: (remoteName: string, error: unknown) => void;
}

/** Registers every routed remote with single-spa; loading happens only when its route is visited. */
export function registerRemoteApps({ slots, load, transport, reportError }: RegisterOptions) {
  for (const name of routedRemotes) {
    registerApplication<RemoteProps>({
      name,
      app: async () => resilientApp(name, load),
      activeWhen: (location) => isActive(name, location.pathname),
      customProps: () => ({ remoteName: name, domElement: slotFor(slots, name), transport, reportError, navigate: navigateToUrl }),
    });
  }
}
