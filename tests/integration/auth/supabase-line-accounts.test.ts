// LINE on Supabase (decision 0060, addendum): the site finds the account of a LINE subject in
// auth.users (app_metadata.line_subject, written only through the admin API) and gives a new LINE-only
// account's profile no address instead of its placeholder, on both engines, as the service role.
import { describe, expect, it } from 'vitest';
import { placeholderEmail } from '../../../src/server/auth/adapters/supabaseLine';
import { lineAccountsInDatabase } from '../../../src/server/auth/adapters/supabaseLineAccounts';
import { createUser } from '../support/actors';
import { engines } from '../support/database';
import { useSuite } from '../support/matrix';

describe.each(engines)('LINE accounts in auth.users on %s', (engine) => {
  const suite = useSuite(engine);

  it('finds the account of a LINE subject and of an address; none for an unknown one', async () => {
    const accounts = lineAccountsInDatabase(suite.db);
    const linked = await createUser(suite.db, {
      email: `Linked-${engine}@example.test`,
      appMetadata: { line_subject: `U-${engine}-1`, line_linked_at: new Date().toISOString() },
    });
    expect(await accounts.bySubject(`U-${engine}-1`)).toBe(linked.id);
    expect(await accounts.bySubject(`U-${engine}-2`)).toBeNull();
    // A subject a user wrote into their own user_metadata proves nothing.
    await createUser(suite.db, { email: `forger-${engine}@example.test`, userMetadata: { line_subject: `U-${engine}-3` } });
    expect(await accounts.bySubject(`U-${engine}-3`)).toBeNull();
    expect(await accounts.byEmail(`linked-${engine}@EXAMPLE.test`)).toBe(linked.id);
    expect(await accounts.byEmail(`nobody-${engine}@example.test`)).toBeNull();
  });

  it("tells an account without a password; clears a new LINE-only account's placeholder from its profile, never a real address", async () => {
    const accounts = lineAccountsInDatabase(suite.db);
    const email = placeholderEmail(`U-${engine}-placeholder`);
    expect(email).toMatch(/^line-[0-9a-f]{40}@line\.invalid$/);
    const lineOnly = await createUser(suite.db, { email, appMetadata: { line_subject: `U-${engine}-placeholder` } });
    const real = await createUser(suite.db, { email: `real-${engine}@example.test` });
    // Made by the admin API without a password: GoTrue leaves it empty.
    await suite.db.asService((tx) =>
      tx.db.updateTable('auth.users').set({ encrypted_password: '' }).where('id', '=', lineOnly.id).execute(),
    );
    expect(await accounts.hasPassword(lineOnly.id)).toBe(false);
    expect(await accounts.hasPassword(real.id)).toBe(true);
    await accounts.hidePlaceholder(lineOnly.id);
    await accounts.hidePlaceholder(real.id);
    const profiles = await suite.db.asService((tx) =>
      tx.db.selectFrom('public.profiles').select(['id', 'email']).where('id', 'in', [lineOnly.id, real.id]).execute(),
    );
    expect(Object.fromEntries(profiles.map((row) => [row.id, row.email]))).toEqual({
      [lineOnly.id]: null,
      [real.id]: `real-${engine}@example.test`,
    });
  });
});
