// Download my data's link (issue 38): it works once, for its own account, before it lapses; an
// account asks for at most EXPORTS_PER_DAY a day; the log shows each request with its dates.
import { describe, expect, it } from 'vitest';
import { engines } from '../support/database';
import { useSuite } from '../support/matrix';
import { EXPORTS_PER_DAY, startExport, takeExport, listDataRequests } from '../../../src/server/privacy/requests';
import { bindCaller } from '../../../src/server/db/caller';

describe.each(engines)('export links on %s', (engine) => {
  const suite = useSuite(engine);

  it('works once, and only for its own account', async () => {
    const { userA, userB } = suite.cast;
    const started = await startExport(suite.db, userA.id);
    if (!started.ok) throw new Error('refused');
    expect(started.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await takeExport(suite.db, started.token, userB.id)).toBe(false);
    expect(await takeExport(suite.db, started.token, userA.id)).toBe(true);
    expect(await takeExport(suite.db, started.token, userA.id)).toBe(false);
    expect(await takeExport(suite.db, 'x'.repeat(43), userA.id)).toBe(false);
    // The database holds the token's hash, never the token.
    const stored = await suite.db.asOwner((tx) => tx.query<{ token_hash: string }>('select token_hash from public.data_requests'));
    expect(JSON.stringify(stored)).not.toContain(started.token);
  });

  it('lapses', async () => {
    const { userB } = suite.cast;
    const started = await startExport(suite.db, userB.id);
    if (!started.ok) throw new Error('refused');
    await suite.db.asOwner((tx) =>
      tx.query(`update public.data_requests set expires_at = now() - interval '1 second' where user_id = $1`, [userB.id]),
    );
    expect(await takeExport(suite.db, started.token, userB.id)).toBe(false);
  });

  it('is refused past the day’s limit, and every request is in the admin’s log', async () => {
    const { superAdmin, admin, userA } = suite.cast;
    for (let i = 0; i < EXPORTS_PER_DAY; i += 1) expect((await startExport(suite.db, superAdmin.id)).ok).toBe(true);
    expect(await startExport(suite.db, superAdmin.id)).toEqual({ ok: false, reason: 'limited' });
    const log = await listDataRequests(bindCaller(suite.db, admin.claims));
    expect(log.filter((row) => row.email === superAdmin.email)).toHaveLength(EXPORTS_PER_DAY);
    expect(log.find((row) => row.email === userA.email)?.completedAt).toBeInstanceOf(Date);
    // A client reads no log.
    expect(await listDataRequests(bindCaller(suite.db, userA.claims))).toEqual([]);
  });
});
