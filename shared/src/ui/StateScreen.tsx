import { EmptyView, type EmptyViewProps } from './EmptyView';
import { ErrorView, type ErrorViewProps } from './ErrorView';
import { LoadingView, type LoadingViewProps } from './LoadingView';

export type StateScreenProps =
  | ({ state: 'loading' } & LoadingViewProps)
  | ({ state: 'error' } & ErrorViewProps)
  | ({ state: 'empty' } & EmptyViewProps);

/**
 * The loading, error and empty states every view shows (spec §8 "State screens"), one component for all remotes;
 * each state's own options are typed with it (LoadingView, ErrorView, EmptyView). Texts come from the shared
 * catalogue unless the caller passes its own from its messages.
 * @example <StateScreen state="error" onRetry={() => void list.mutate()} />
 */
export function StateScreen(props: StateScreenProps) {
  switch (props.state) {
    case 'loading':
      return <LoadingView withoutScripts={props.withoutScripts} />;
    case 'error':
      return <ErrorView message={props.message} onRetry={props.onRetry} retryLabel={props.retryLabel} alert={props.alert} />;
    case 'empty':
      return <EmptyView message={props.message} compact={props.compact} />;
  }
}
