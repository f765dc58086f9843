import { mountRootParcel, navigateToUrl, type ParcelConfig } from 'single-spa';
import type { RemoteProps } from '@careers/shared/mf';
import type { Transport } from '@careers/shared/transport';
import { BellRetry } from '../chrome/BellRetry';
import type { RemoteAppLoader } from './loadRemoteApp';
import { resilientApp } from './resilientApp';
import { waitForElement } from './waitForElement';

export const BELL_SLOT = '#careers-notification-slot';

export interface MountBellOptions {
  load: RemoteAppLoader;
  transport: Transport;
  reportError: (remoteName: string, error: unknown) => void;
}

/**
 * Places the notification bell (a parcel of mf-notifications) into the navbar's slot. The slot is
 * looked for once per second up to 10 times, then given up quietly (spec §4).
 */
export async function mountBell({ load, transport, reportError }: MountBellOptions) {
  const slot = await waitForElement(BELL_SLOT, { intervalMs: 1000, tries: 10 });
  if (!slot) return null;
  const app = resilientApp('mf-notifications', load, { renderFallback: (_, retry) => <BellRetry onRetry={retry} /> });
  const props: RemoteProps = { remoteName: 'mf-notifications', domElement: slot, transport, reportError, navigate: navigateToUrl };
  return mountRootParcel(app as unknown as ParcelConfig<RemoteProps>, props);
}
