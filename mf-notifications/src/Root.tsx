import type { RemoteProps } from '@careers/shared/mf';
import { BellProviders } from './BellProviders';
import { NotificationBell } from './features/bell/NotificationBell';

// The bell as a single-spa parcel in the careers navbar's slot.
export default function Root(props: RemoteProps) {
  return (
    <BellProviders transport={props.transport}>
      <NotificationBell careersOrigin={location.origin} navigate={props.navigate} />
    </BellProviders>
  );
}
