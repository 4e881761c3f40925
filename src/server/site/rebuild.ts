/**
 * Publishing a post rebuilds the site (decision 0008): a Netlify build hook when
 * NETLIFY_BUILD_HOOK_URL is set (the new deploy clears the CDN cache of the blog pages); otherwise
 * the blog is rendered on demand and the post is live at once.
 */
import type { Reason } from '../../domain/errors';

/** A failed rebuild: `message` in English for logs, `reason` for the admin's page to word in its language. */
export type RebuildResult = { status: 'requested' } | { status: 'live' } | { status: 'failed'; message: string; reason: Reason };

/** The rebuild's failures as translation keys (src/i18n/{en,th}/blogAdmin.ts); the hook's status stays as sent. */
export const REBUILD_REASONS = {
  /** vars: status, statusText. */
  answered: 'blogadmin.rebuild.answered',
  /** vars: message (the network error's own words). */
  unreachable: 'blogadmin.rebuild.unreachable',
} as const;

export interface RebuildPort {
  request(reason: string): Promise<RebuildResult>;
}

export class NetlifyBuildHook implements RebuildPort {
  constructor(
    private readonly hookUrl: string,
    private readonly timeoutMs = 10_000,
  ) {}

  async request(reason: string): Promise<RebuildResult> {
    const url = new URL(this.hookUrl);
    // Netlify shows trigger_title in the deploy list, so the team sees why the site rebuilt.
    url.searchParams.set('trigger_title', reason.slice(0, 120));
    try {
      const response = await fetch(url, { method: 'POST', body: '{}', signal: AbortSignal.timeout(this.timeoutMs) });
      if (response.ok) return { status: 'requested' };
      const vars = { status: response.status, statusText: response.statusText };
      return {
        status: 'failed',
        message: `Build hook answered ${response.status} ${response.statusText}`.trim(),
        reason: { key: REBUILD_REASONS.answered, vars },
      };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return { status: 'failed', message, reason: { key: REBUILD_REASONS.unreachable, vars: { message } } };
    }
  }
}

/** Local and on-demand deployments: nothing to rebuild. */
export class OnDemandSite implements RebuildPort {
  request(): Promise<RebuildResult> {
    return Promise.resolve({ status: 'live' });
  }
}

/** The Netlify build hook when one is configured (NETLIFY_BUILD_HOOK_URL), else the on-demand blog. */
export function rebuildFrom(buildHookUrl: string | undefined): RebuildPort {
  return buildHookUrl ? new NetlifyBuildHook(buildHookUrl) : new OnDemandSite();
}
