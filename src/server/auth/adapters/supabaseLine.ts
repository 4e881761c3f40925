/**
 * LINE on Supabase (decision 0060, addendum): the site runs LINE's code flow itself, then gives the
 * person a Supabase session. GoTrue's custom OIDC providers check ID tokens only against the issuer's
 * public keys, so LINE's web-login token (HS256 with the channel secret) never passes there.
 *
 *   1. oidc.ts does the exchange (state, nonce, PKCE) and verifies the HS256 token with the secret;
 *   2. the LINE account is the Supabase user whose app_metadata.line_subject is its `sub` (set only
 *      through the admin API: a user cannot write app_metadata), found in auth.users;
 *   3. the linking rule is the one of every social sign-in (decideSocialLogin); LINE's address is never
 *      "verified", so a LINE sign-in never reaches an existing account by its address;
 *   4. a new account gets a placeholder address under `.invalid` (RFC 2606: it can never receive
 *      mail), because a Supabase session is minted from an address: admin generateLink (magiclink,
 *      nothing is sent) and verifyOtp({ type: 'magiclink', token_hash }) in this browser's cookies.
 *      The placeholder is shown to nobody: the account "has no address" until the person adds one.
 *
 * Loaded only by a LINE sign-in, link or unlink (with openid-client and jose through oidc.ts).
 */
import { createHash, randomUUID } from 'node:crypto';
import type { SupabaseClient, User } from '@supabase/supabase-js';
import { decideSocialLogin } from '../../../domain/auth/identities';
import type { Locale } from '../../../i18n/locales';
import { PLACEHOLDER_DOMAIN } from './supabase';
import { OidcClients, type OidcProviderSettings } from './oidc';
import type { LineAccounts } from './supabaseLineAccounts';
import { AuthError, type CookieJar, type VerifiedSession } from '../types';

/** The address a LINE-only account is made with: stable per LINE subject, never shown. */
export function placeholderEmail(subject: string): string {
  return `line-${createHash('sha256').update(subject).digest('hex').slice(0, 40)}@${PLACEHOLDER_DOMAIN}`;
}

export interface SupabaseLineOptions {
  oidc: OidcProviderSettings;
  /** http:// issuers (the test provider on 127.0.0.1) only when set. */
  allowHttp: boolean;
  /** The admin client (service-role key): creates accounts, records the LINE subject, mints the link. */
  admin: SupabaseClient;
  accounts: LineAccounts;
}

export type LineOutcome = { kind: 'linked' } | { kind: 'signed_in'; user: User; created: boolean };

export class SupabaseLine {
  private readonly clients: OidcClients;

  constructor(private readonly options: SupabaseLineOptions) {
    this.clients = new OidcClients({ line: options.oidc }, options.allowHttp);
  }

  async start(cookies: CookieJar, callbackUrl: string, link: boolean): Promise<string> {
    return (await this.clients.start(cookies, 'line', callbackUrl, link)).url;
  }

  /**
   * The callback: LINE's answer verified (oidc.ts), the rule applied, then a session for the account in
   * `client` (this browser's cookies) unless the flow was a link.
   */
  async finish(
    cookies: CookieJar,
    callbackUrl: URL,
    client: SupabaseClient,
    context: { session: VerifiedSession | null; locale: Locale },
  ): Promise<LineOutcome> {
    const { profile, link } = await this.clients.finish(cookies, 'line', callbackUrl);
    if (link && !context.session) throw new AuthError('not_signed_in', 'Sign in again to link this provider');
    const identityOwner = await this.options.accounts.bySubject(profile.subject);
    // LINE vouches for no address today (no `email_verified`, so profile.email is null); should it ever,
    // an existing account with that address is refused here as on every social sign-in.
    const emailOwner = profile.email ? await this.options.accounts.byEmail(profile.email) : null;
    const decision = decideSocialLogin({ identityOwner, linkingUser: link ? context.session!.user.id : null, emailOwner });
    const admin = this.options.admin.auth.admin;
    const stamp = new Date().toISOString();
    switch (decision.kind) {
      case 'refused':
        throw new AuthError(decision.reason);
      case 'already_linked':
        return { kind: 'linked' };
      case 'link': {
        const { error } = await admin.updateUserById(decision.userId, {
          app_metadata: { line_subject: profile.subject, line_name: profile.name, line_linked_at: stamp },
        });
        if (error) throw new AuthError('unexpected_failure', error.message);
        return { kind: 'linked' };
      }
      case 'sign_in':
        return { kind: 'signed_in', user: await this.signInAs(client, decision.userId), created: false };
      case 'create': {
        const create = (email: string) =>
          admin.createUser({
            email,
            // Confirmed: nobody can confirm an address that receives no mail, and it stands for the LINE account.
            email_confirm: true,
            user_metadata: { full_name: profile.name, role: 'user', locale: context.locale },
            app_metadata: { line_subject: profile.subject, line_name: profile.name, line_linked_at: stamp },
          });
        let { data, error } = await create(placeholderEmail(profile.subject));
        if (error || !data.user) {
          // Two callbacks of one person at once: the other made the account; sign in to it.
          const raced = await this.options.accounts.bySubject(profile.subject);
          if (raced) return { kind: 'signed_in', user: await this.signInAs(client, raced), created: false };
          // The placeholder is still an older account's, from which this LINE account was removed: a new one.
          ({ data, error } = await create(placeholderEmail(`${profile.subject}:${randomUUID()}`)));
          if (error || !data.user) throw new AuthError('unexpected_failure', error?.message ?? 'No user created');
        }
        await this.options.accounts.hidePlaceholder(data.user.id);
        return { kind: 'signed_in', user: await this.signInAs(client, data.user.id), created: true };
      }
    }
  }

  /** Forgets the LINE subject of the account (the caller checked another way in remains). */
  async unlink(userId: string): Promise<void> {
    // GoTrue merges app_metadata; a null value removes the key.
    const { error } = await this.options.admin.auth.admin.updateUserById(userId, {
      app_metadata: { line_subject: null, line_name: null, line_linked_at: null },
    });
    if (error) throw new AuthError('unexpected_failure', error.message);
  }

  /**
   * A session for this account in `client`'s cookies: a magic link generated (nothing is mailed) and
   * its token hash verified at once, here on the server, as Supabase's own link would be.
   */
  private async signInAs(client: SupabaseClient, userId: string): Promise<User> {
    const admin = this.options.admin.auth.admin;
    const found = await admin.getUserById(userId);
    const email = found.data.user?.email;
    if (found.error || !email)
      throw new AuthError('unexpected_failure', found.error?.message ?? 'The account has no address to sign in with');
    const generated = await admin.generateLink({ type: 'magiclink', email });
    const tokenHash = generated.data.properties?.hashed_token;
    if (generated.error || !tokenHash) throw new AuthError('unexpected_failure', generated.error?.message ?? 'No link generated');
    const { data, error } = await client.auth.verifyOtp({ type: 'magiclink', token_hash: tokenHash });
    if (error || !data.user || !data.session) throw new AuthError('unexpected_failure', error?.message ?? 'No session');
    if (data.user.id !== userId) throw new AuthError('unexpected_failure', 'The link signed in another account');
    return data.user;
  }
}
