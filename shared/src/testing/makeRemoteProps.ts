import type { RemoteProps } from '@careers/shared/mf';
import type { Transport } from '@careers/shared/transport';

/** The props the shell gives a remote's lifecycles: a fresh slot, `transport`, and callbacks that do nothing. */
export function makeRemoteProps(remoteName: string, transport: Transport): RemoteProps {
  return { remoteName, domElement: document.createElement('div'), transport, reportError: () => undefined, navigate: () => undefined };
}
