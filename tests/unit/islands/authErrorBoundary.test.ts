// The portal's boundary (spec portal §2): after a render error its children give way to the message
// and a way back in. React's own catching is exercised in the browser (tests/e2e/error-boundaries.spec.ts).
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { AuthErrorBoundary } from '../../../src/islands/shared/AuthErrorBoundary';

const props = {
  title: 'Authentication Error',
  body: 'Something went wrong.',
  actionLabel: 'Go to Sign In',
  signInHref: '/auth?next=%2Fadmin',
};

describe('AuthErrorBoundary', () => {
  it('shows its children while nothing has failed', () => {
    expect(renderToStaticMarkup(createElement(AuthErrorBoundary, { ...props, children: createElement('p', null, 'panel') }))).toBe(
      '<p>panel</p>',
    );
  });

  it('after a render error shows an alert with the message and the sign-in link instead', () => {
    const boundary = new AuthErrorBoundary({ ...props, children: createElement('p', null, 'panel') });
    boundary.state = AuthErrorBoundary.getDerivedStateFromError();
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    boundary.componentDidCatch(new Error('boom'));
    expect(spy).toHaveBeenCalledOnce();
    spy.mockRestore();
    const html = renderToStaticMarkup(boundary.render() as never);
    expect(html).toContain('role="alert"');
    expect(html).toContain('Authentication Error');
    expect(html).toContain('Something went wrong.');
    expect(html).toContain('href="/auth?next=%2Fadmin"');
    expect(html).not.toContain('panel');
  });
});
