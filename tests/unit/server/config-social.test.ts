// Social sign-in settings (decision 0048): a provider is offered only when fully configured, and a
// half-configured one is a problem check:env names.
import { describe, expect, it } from 'vitest';
import { configFrom, readConfig } from '../../../src/server/config';
import { PRODUCTION_ENV } from '../support/productionEnv';

const problemsOf = (env: Record<string, string>) => {
  const result = readConfig(env);
  return result.ok ? [] : result.problems;
};

describe('social sign-in configuration', () => {
  it('offers nothing by default', () => {
    expect(configFrom({}).social).toEqual({ oidc: {}, supabaseProviders: [], supabaseLineId: 'custom:line', allowHttpIssuers: false });
  });

  it("takes each provider's client, with the real issuers by default", () => {
    const social = configFrom({
      AUTH_LINE_CLIENT_ID: '2000000001',
      AUTH_LINE_CLIENT_SECRET: 'line-secret',
      AUTH_GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com',
      AUTH_GOOGLE_CLIENT_SECRET: 'google-secret',
    }).social;
    expect(social.oidc).toEqual({
      line: { issuer: 'https://access.line.me', clientId: '2000000001', clientSecret: 'line-secret' },
      google: { issuer: 'https://accounts.google.com', clientId: 'id.apps.googleusercontent.com', clientSecret: 'google-secret' },
    });
  });

  it('names a half-configured provider, a stray issuer and an http issuer', () => {
    expect(problemsOf({ AUTH_LINE_CLIENT_ID: 'x' }).join(' ')).toMatch(/AUTH_LINE_CLIENT_ID and AUTH_LINE_CLIENT_SECRET go together/);
    expect(problemsOf({ AUTH_GOOGLE_ISSUER: 'https://accounts.google.com' }).join(' ')).toMatch(/AUTH_GOOGLE_ISSUER is set without/);
    expect(
      problemsOf({ AUTH_GOOGLE_CLIENT_ID: 'a', AUTH_GOOGLE_CLIENT_SECRET: 'b', AUTH_GOOGLE_ISSUER: 'http://idp.example' }).join(' '),
    ).toMatch(/AUTH_GOOGLE_ISSUER must use https/);
  });

  it('allows an http test provider locally, never in production', () => {
    const env = {
      AUTH_ALLOW_HTTP_ISSUERS: 'true',
      AUTH_LINE_CLIENT_ID: 'a',
      AUTH_LINE_CLIENT_SECRET: 'b',
      AUTH_LINE_ISSUER: 'http://127.0.0.1:4615',
    };
    expect(configFrom(env).social.oidc.line?.issuer).toBe('http://127.0.0.1:4615');
    expect(problemsOf({ ...env, NETLIFY: 'true' }).join(' ')).toMatch(/AUTH_ALLOW_HTTP_ISSUERS is for local test providers only/);
  });

  it('reads the providers enabled on Supabase and refuses unknown ones', () => {
    expect(configFrom({ AUTH_SUPABASE_PROVIDERS: 'google, LINE' }).social.supabaseProviders).toEqual(['google', 'line']);
    expect(problemsOf({ AUTH_SUPABASE_PROVIDERS: 'facebook' }).join(' ')).toMatch(/unknown provider facebook/);
    expect(problemsOf({ AUTH_LINE_SUPABASE_ID: 'line' }).join(' ')).toMatch(/custom:line/);
  });

  it('on Supabase, LINE (run by the site, decision 0060 addendum) needs its channel and the service-role key', () => {
    const line = { AUTH_SUPABASE_PROVIDERS: 'google,line' };
    const channel = { AUTH_LINE_CLIENT_ID: '2000000001', AUTH_LINE_CLIENT_SECRET: 'line-secret' };
    const message = /AUTH_SUPABASE_PROVIDERS has line: set AUTH_LINE_CLIENT_ID, AUTH_LINE_CLIENT_SECRET and SUPABASE_SERVICE_ROLE_KEY/;
    expect(problemsOf({ ...PRODUCTION_ENV, ...line, SUPABASE_SERVICE_ROLE_KEY: 'sb_secret_x' }).join(' ')).toMatch(message);
    expect(problemsOf({ ...PRODUCTION_ENV, ...line, ...channel }).join(' ')).toMatch(message);
    expect(problemsOf({ ...PRODUCTION_ENV, ...line, ...channel, SUPABASE_SERVICE_ROLE_KEY: 'sb_secret_x' })).toEqual([]);
    // Google alone needs neither.
    expect(problemsOf({ ...PRODUCTION_ENV, AUTH_SUPABASE_PROVIDERS: 'google' })).toEqual([]);
  });
});
