/**
 * The local adapter's social sign-in and identities (docs/decisions/0048), kept beside local.ts: the
 * OIDC flow itself is oidc.ts, the linking rule is domain/auth/identities.ts; this module reads and
 * writes auth.users and auth.identities (service role, as GoTrue would) and applies the rule.
 */
import { sql, type Selectable } from 'kysely';
import type { AuthUsers } from '../../db/schema.generated';
import type { Database, Tx } from '../../db/types';
import { canUnlink, decideSocialLogin, type SignInMethod, type SocialProvider } from '../../../domain/auth/identities';
import type { OidcClients } from './oidc';
import { AuthError, type AccountIdentity, type AuthUser, type CookieJar, type SocialResult, type VerifiedSession } from '../types';
import type { Locale } from '../../../i18n/locales';

type UserRow = Pick<Selectable<AuthUsers>, 'id' | 'email' | 'raw_user_meta_data' | 'raw_app_meta_data' | 'created_at'>;

export interface LocalIdentityDeps {
  db: Database;
  oidc: OidcClients;
  toUser(row: UserRow): AuthUser;
  /** Starts a session for the account (amr `oauth`); answers whether a code is owed. */
  startSession(cookies: CookieJar, user: AuthUser): Promise<boolean>;
}

export class LocalIdentities {
  constructor(private readonly deps: LocalIdentityDeps) {}

  providers(): SocialProvider[] {
    return this.deps.oidc.configured();
  }

  async start(cookies: CookieJar, provider: SocialProvider, callbackUrl: string, link: VerifiedSession | null): Promise<string> {
    const started = await this.deps.oidc.start(cookies, provider, callbackUrl, link !== null);
    return started.url;
  }

  async finish(
    cookies: CookieJar,
    provider: SocialProvider,
    callbackUrl: URL,
    session: VerifiedSession | null,
    locale: Locale,
  ): Promise<SocialResult> {
    const { profile, link } = await this.deps.oidc.finish(cookies, provider, callbackUrl);
    // A link started from the settings completes only in the same account's session.
    if (link && !session) throw new AuthError('not_signed_in', 'Sign in again to link this provider');
    const outcome = await this.deps.db.asService(async (tx) => {
      const owner = await tx.db
        .selectFrom('auth.identities')
        .select('user_id')
        .where('provider', '=', provider)
        .where('provider_id', '=', profile.subject)
        .executeTakeFirst();
      const emailOwner = profile.email
        ? await tx.db
            .selectFrom('auth.users')
            .select('id')
            .where((eb) => eb(eb.fn('lower', ['email']), '=', profile.email!))
            .executeTakeFirst()
        : undefined;
      const decision = decideSocialLogin({
        identityOwner: owner?.user_id ?? null,
        linkingUser: link ? session!.user.id : null,
        emailOwner: emailOwner?.id ?? null,
      });
      const identityData = JSON.stringify({
        sub: profile.subject,
        name: profile.name,
        email: profile.email,
        email_verified: profile.email !== null,
      });
      switch (decision.kind) {
        case 'refused':
          return decision;
        case 'already_linked':
        case 'sign_in':
          await tx.db
            .updateTable('auth.identities')
            .set({ last_sign_in_at: sql<Date>`now()`, identity_data: identityData, updated_at: sql<Date>`now()` })
            .where('provider', '=', provider)
            .where('provider_id', '=', profile.subject)
            .execute();
          return decision;
        case 'link':
          await tx.db
            .insertInto('auth.identities')
            .values({
              provider,
              provider_id: profile.subject,
              user_id: decision.userId,
              identity_data: identityData,
              last_sign_in_at: sql<Date>`now()`,
            })
            .execute();
          await this.recordProvider(tx, decision.userId, provider);
          return decision;
        case 'create': {
          const user = await tx.db
            .insertInto('auth.users')
            .values({
              email: profile.email,
              email_confirmed_at: profile.email ? sql<Date>`now()` : null,
              raw_user_meta_data: JSON.stringify({ full_name: profile.name, role: 'user', locale }),
              raw_app_meta_data: JSON.stringify({ provider, providers: [provider] }),
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          await tx.db
            .insertInto('auth.identities')
            .values({
              provider,
              provider_id: profile.subject,
              user_id: user.id,
              identity_data: identityData,
              last_sign_in_at: sql<Date>`now()`,
            })
            .execute();
          return { kind: 'created', userId: user.id } as const;
        }
      }
    });
    if (outcome.kind === 'refused') throw new AuthError(outcome.reason);
    if (outcome.kind === 'link' || outcome.kind === 'already_linked') return { kind: 'linked', provider };
    const user = await this.user(outcome.userId);
    const twoStepRequired = await this.deps.startSession(cookies, user);
    return { kind: 'signed_in', user: { ...user, twoStepRequired }, created: outcome.kind === 'created' };
  }

  async list(session: VerifiedSession): Promise<AccountIdentity[]> {
    return this.deps.db.asService(async (tx) => {
      const account = await tx.db
        .selectFrom('auth.users')
        .select(['id', 'email', 'created_at', sql<boolean>`encrypted_password is not null`.as('has_password')])
        .where('id', '=', session.user.id)
        .executeTakeFirst();
      if (!account) throw new AuthError('not_signed_in');
      const rows = await tx.db
        .selectFrom('auth.identities')
        .select(['id', 'provider', 'identity_data', 'created_at'])
        .where('user_id', '=', session.user.id)
        .orderBy('created_at')
        .execute();
      const identities: AccountIdentity[] = [];
      if (account.has_password)
        identities.push({ id: account.id, method: 'email', email: account.email, createdAt: new Date(account.created_at).toISOString() });
      for (const row of rows) {
        const data = row.identity_data as { email?: unknown } | null;
        identities.push({
          id: row.id,
          method: row.provider as SignInMethod,
          email: typeof data?.email === 'string' ? data.email : null,
          createdAt: new Date(row.created_at).toISOString(),
        });
      }
      return identities;
    });
  }

  async unlink(session: VerifiedSession, provider: SocialProvider): Promise<void> {
    const methods = (await this.list(session)).map((identity) => identity.method);
    if (!methods.includes(provider)) return;
    if (!canUnlink(methods, provider)) throw new AuthError('last_sign_in_method', 'This is the only way into the account');
    await this.deps.db.asService(async (tx) => {
      // Conditional on another way in still existing at the moment of the delete (two tabs unlinking the
      // last two providers at once must not both succeed).
      const removed = await tx.db
        .deleteFrom('auth.identities')
        .where('user_id', '=', session.user.id)
        .where('provider', '=', provider)
        .where(
          sql<boolean>`(select count(*) from auth.identities o where o.user_id = ${session.user.id} and o.provider <> ${provider})
            + (select count(*) from auth.users u where u.id = ${session.user.id} and u.encrypted_password is not null) > 0`,
        )
        .returning('id')
        .executeTakeFirst();
      if (!removed) throw new AuthError('last_sign_in_method', 'This is the only way into the account');
      const left = await tx.db.selectFrom('auth.identities').select('provider').where('user_id', '=', session.user.id).execute();
      await tx.db
        .updateTable('auth.users')
        .set({
          raw_app_meta_data: sql`raw_app_meta_data || jsonb_build_object('providers', ${JSON.stringify(
            providerList(
              methods.includes('email'),
              left.map((row) => row.provider),
            ),
          )}::jsonb)`,
        })
        .where('id', '=', session.user.id)
        .execute();
    });
  }

  /** Checks the address is free and the account has none, then `sendLink` mails the link that adds it. */
  async setEmail(
    session: VerifiedSession,
    email: string,
    sendLink: (tx: Tx, user: { id: string; name: string }) => Promise<void>,
  ): Promise<void> {
    await this.deps.db.asService(async (tx) => {
      const taken = await tx.db
        .selectFrom('auth.users')
        .select('id')
        .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
        .where('id', '<>', session.user.id)
        .executeTakeFirst();
      if (taken) throw new AuthError('email_taken', 'Another account uses this address');
      // Only an account without an address gets one here; changing an address is another matter.
      const account = await tx.db
        .selectFrom('auth.users as u')
        .leftJoin('public.profiles as p', 'p.id', 'u.id')
        .select(['u.id', 'p.full_name'])
        .where('u.id', '=', session.user.id)
        .where('u.email', 'is', null)
        .executeTakeFirst();
      if (account) await sendLink(tx, { id: account.id, name: account.full_name ?? '' });
    });
  }

  private async recordProvider(
    tx: Parameters<Parameters<Database['asService']>[0]>[0],
    userId: string,
    provider: SocialProvider,
  ): Promise<void> {
    await tx.db
      .updateTable('auth.users')
      .set({
        raw_app_meta_data: sql`jsonb_set(raw_app_meta_data, '{providers}', coalesce(raw_app_meta_data -> 'providers', '[]'::jsonb) || to_jsonb(${provider}::text))`,
      })
      .where('id', '=', userId)
      .where(sql<boolean>`not coalesce(raw_app_meta_data -> 'providers', '[]'::jsonb) ? ${provider}`)
      .execute();
  }

  private async user(id: string): Promise<AuthUser> {
    const row = await this.deps.db.asService((tx) =>
      tx.db
        .selectFrom('auth.users')
        .select(['id', 'email', 'raw_user_meta_data', 'raw_app_meta_data', 'created_at'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow(),
    );
    return this.deps.toUser(row);
  }
}

function providerList(hasPassword: boolean, providers: string[]): string[] {
  return [...(hasPassword ? ['email'] : []), ...providers];
}
