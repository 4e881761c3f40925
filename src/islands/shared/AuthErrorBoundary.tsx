import { Component, type ReactNode } from 'react';
import type { IslandT } from '../../client/i18n';

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

/**
 * A protected island inside the boundary, in the spec's words (`auth.boundary.*`, `auth.goToSignIn`:
 * the page passes them with the island's messages), so a render error never leaves a blank area.
 */
export function PortalBoundary({
  t,
  signInHref,
  children,
}: {
  t: IslandT<'auth.boundary.title' | 'auth.boundary.body' | 'auth.goToSignIn'>;
  signInHref: string;
  children: ReactNode;
}) {
  return (
    <AuthErrorBoundary
      title={t('auth.boundary.title')}
      body={t('auth.boundary.body')}
      actionLabel={t('auth.goToSignIn')}
      signInHref={signInHref}
    >
      {children}
    </AuthErrorBoundary>
  );
}
