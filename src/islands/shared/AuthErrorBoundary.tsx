import { Component, type ReactNode } from 'react';

interface Props {
  title: string;
  body: string;
  actionLabel: string;
  signInHref: string;
  children: ReactNode;
}

/** Spec portal §2: a render error in a protected area shows 'Authentication Error' and a way back in. */
export class AuthErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('[portal] render error', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-center">
        <h2 className="text-xl font-bold text-red-900">{this.props.title}</h2>
        <p className="mt-2 text-red-800">{this.props.body}</p>
        <a className="btn-primary mt-4" href={this.props.signInHref}>
          {this.props.actionLabel}
        </a>
      </div>
    );
  }
}
