// Delete my account through the server (issue 38) on the local auth adapter: the password is the
// proof (a wrong one changes nothing), the erasure, its log line and both e-mails commit together,
// the browser is signed out and every other session of the account ends.
import { describe, expect, it } from 'vitest';
import { useLocalAuth } from '../support/localAuth';
import { signUpConfirmed } from '../support/confirmedSignUp';
import { MemoryJar } from '../support/memoryJar';
import { deleteAccount, type DeletionDeps } from '../../../src/server/privacy/accountDeletion';
import { DatabaseRateLimiter, limitPolicies } from '../../../src/server/rateLimit';
import { MailQueue } from '../../../src/server/mail/outbox';

describe('deleteAccount on the local adapter', () => {
  const local = useLocalAuth();
  const password = 'delete-me-123';
  let n = 0;

  async function signedInClient() {
    const jar = new MemoryJar();
    const email = `delete-${++n}@example.com`;
    await signUpConfirmed(local.auth, local.db, jar, { email, password, fullName: 'Dao Delete', phone: '', company: '', locale: 'th' });
    const session = await local.auth.getSession(jar);
    if (!session) throw new Error('not signed in');
    return { jar, email, session };
  }

  const deps = (): DeletionDeps => ({
    db: local.db,
    auth: local.auth,
    mail: new MailQueue({ logToConsole: false }),
    limiter: new DatabaseRateLimiter(local.db, limitPolicies({ multiplier: 1, signUpsPerHour: 10, leadsPerHour: 10 })),
  });

  const count = async (sql: string, params: unknown[]) =>
    (await local.db.asOwner((tx) => tx.one<{ n: number }>(`select count(*)::int as n from (${sql}) s`, params)))?.n ?? 0;

  it('changes nothing without the confirmation or with a wrong password', async () => {
    const { jar, session } = await signedInClient();
    expect(await deleteAccount(deps(), jar, session, { password, confirm: 'no' }, 'th')).toEqual({ ok: false, reason: 'notConfirmed' });
    expect(await deleteAccount(deps(), jar, session, { password: 'wrong-one', confirm: 'yes' }, 'th')).toEqual({
      ok: false,
      reason: 'wrongProof',
    });
    expect(await count('select 1 from auth.users where id = $1', [session.user.id])).toBe(1);
    expect(await local.auth.getSession(jar)).not.toBeNull();
  });

  it('erases the account, ends every session, logs it and queues both e-mails', async () => {
    const { jar, email, session } = await signedInClient();
    const other = new MemoryJar();
    await local.auth.signIn(other, email, password);
    expect(await local.auth.getSession(other)).not.toBeNull();

    expect(await deleteAccount(deps(), jar, session, { password, confirm: 'yes' }, 'th')).toEqual({ ok: true });

    expect(await count('select 1 from auth.users where id = $1', [session.user.id])).toBe(0);
    expect(await count('select 1 from auth.sessions where user_id = $1', [session.user.id])).toBe(0);
    expect(jar.names().filter((name) => name.startsWith('sp-') && name !== 'sp-device')).toEqual([]);
    expect(await local.auth.getSession(other)).toBeNull();
    expect(
      await count(`select 1 from public.data_requests where kind = 'deletion' and user_id is null and completed_at is not null`, []),
    ).toBeGreaterThan(0);
    const mails = await local.db.asService((tx) =>
      tx.query<{ kind: string; to_email: string; locale: string }>(
        `select kind, to_email, locale from public.email_outbox where related_table = 'data_requests' order by kind`,
      ),
    );
    expect(mails.map((mail) => [mail.kind, mail.to_email === email ? 'person' : 'studio', mail.locale])).toEqual([
      ['account_deleted', 'person', 'th'],
      ['account_deleted_studio', 'studio', 'en'],
    ]);
    await expect(local.auth.signIn(new MemoryJar(), email, password)).rejects.toMatchObject({ code: 'invalid_credentials' });
  });
});
