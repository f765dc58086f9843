import { Component, type ReactNode } from 'react';
import { ErrorPage } from '@careers/shared/ui';

interface Props {
  isAdmin: boolean;
  contactEmail: string;
  onError: (error: unknown) => void;
  children: ReactNode;
}

/** Last line of defence for the page chrome: the 500 page, with the stack for admins only. */
export class ShellErrorBoundary extends Component<Props, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return <ErrorPage isAdmin={this.props.isAdmin} error={this.state.error} contactEmail={this.props.contactEmail} backHref="/careers" />;
  }
}
