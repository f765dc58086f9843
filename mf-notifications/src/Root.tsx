import { RemoteProviders, type RemoteProps } from '@careers/shared/mf';

// The notification bell parcel. The bell itself lands with the notifications issue; the shell
// does not mount this remote until then, but it is built and served like every other remote.
export default function Root(props: RemoteProps) {
  return <RemoteProviders {...props}>{null}</RemoteProviders>;
}
