/**
 * The middleware recognises actions from src/actions/names.ts without importing them (decision 0055):
 * the list must name exactly the actions of the real tree, or a new action would answer 404 and a
 * removed one would reach Astro as a name it cannot find.
 */
import { describe, expect, it, vi } from 'vitest';
import { ACTION_NAMES, isActionName } from '../../../src/actions/names';

// `astro:actions` exists only inside Astro's build; the tree needs only defineAction's result to be a
// function (as Astro's is) and ActionError to be a class.
vi.mock('astro:actions', () => ({
  defineAction: (definition: { handler: unknown }) => Object.assign(() => definition.handler, definition),
  ActionError: class ActionError extends Error {},
}));

/** Every `namespace.action` path of the tree whose leaf is an action (a function, as defineAction returns). */
function namesIn(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]: [string, unknown]) => {
    if (typeof value === 'function') return [`${prefix}${key}`];
    if (typeof value === 'object' && value !== null) return namesIn(value, `${prefix}${key}.`);
    return [];
  });
}

describe('the action names the middleware knows', () => {
  it('are exactly the actions of src/actions/index.ts', { timeout: 60_000 }, async () => {
    const { server } = await import('../../../src/actions/index');
    const defined = namesIn(server);
    expect(defined.length).toBeGreaterThan(40);
    expect([...ACTION_NAMES].sort()).toEqual(defined.sort());
  });

  it('are listed once each', () => {
    expect(new Set(ACTION_NAMES).size).toBe(ACTION_NAMES.length);
  });

  it('name actions, not namespaces or prototype keys', () => {
    expect(isActionName('auth.signIn')).toBe(true);
    expect(isActionName('admin.markInstalmentReceived')).toBe(true);
    expect(isActionName('auth')).toBe(false);
    expect(isActionName('auth.signIn.extra')).toBe(false);
    expect(isActionName('')).toBe(false);
    expect(isActionName('auth.constructor')).toBe(false);
    expect(isActionName('__proto__')).toBe(false);
  });
});
