import { Component, type ReactNode } from 'react';
import { RemoteFallback } from './RemoteFallback';

interface Props {
  remoteName: string;
  onError: (error: unknown) => void;
  children: ReactNode;
}

interface State {
  failed: boolean;
  attempt: number;
}

/**
 * Keeps a render error inside one remote's slot. Retry remounts the remote's tree from scratch
 * (a new key), which is what a user expects after a transient failure.
 */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, attempt: 0 };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }

  private retry = () => this.setState((s) => ({ failed: false, attempt: s.attempt + 1 }));

  override render() {
    if (this.state.failed) {
      return <RemoteFallback remoteName={this.props.remoteName} onRetry={this.retry} />;
    }
    return <div key={this.state.attempt}>{this.props.children}</div>;
  }
}
