// LINE's webhook (issue 38, docs/decisions/0075) on the real schema, on both engines: a signed `unfollow`
// turns the client's "Updates on LINE" off (the card says why) and fails the pushes still waiting for
// them; a forged or absent signature is refused with 401 and changes nothing; LINE's "Verify" (no events)
// and events the site does not act on are answered 200 with nothing written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bindCaller } from '../../../src/server/db/caller';
import type { DatabaseEngine } from '../../../src/server/db/types';
import { ownLineSetting, setOwnLineUpdates } from '../../../src/server/mail/line/preferences';
import { handleLineWebhook, lineSignature } from '../../../src/server/mail/line/webhook';
import { createUser, type User } from '../support/actors';
import { engines, openTestDatabase, type TestDatabase } from '../support/database';

const SECRET = 'line-channel-secret-for-tests';
const BLOCKER = 'U1234567890abcdef1234567890abcdef';
const STAYS = 'Uabcdefabcdefabcdefabcdefabcdef12';

const unfollow = (userId: string) =>
  JSON.stringify({
    destination: 'U00000000000000000000000000000000',
    events: [
      {
        type: 'unfollow',
        mode: 'active',
        timestamp: 1_796_000_000_000,
        source: { type: 'user', userId },
        webhookEventId: '01J00000000000000000000000',
        deliveryContext: { isRedelivery: false },
      },
    ],
  });

describe.each(engines)('LINE webhook on %s', (engine) => {
  let test: TestDatabase;
  let db: DatabaseEngine;
  let blocker: User;
  let stays: User;

  const linkLine = (user: User, subject: string) =>
    db.asService((tx) =>
      tx.query(`insert into auth.identities (provider_id, user_id, identity_data, provider) values ($1, $2, '{}'::jsonb, 'line')`, [
        subject,
        user.id,
      ]),
    );
  const setting = (user: User) => ownLineSetting(bindCaller(db, user.claims), user.id);
  const pending = (subject: string) =>
    db.asService((tx) =>
      tx.db.selectFrom('public.line_outbox').select(['status', 'last_error']).where('to_line_user', '=', subject).execute(),
    );
  const post = (body: string, signature: string | null) => handleLineWebhook(db, SECRET, body, signature);

  beforeAll(async () => {
    test = await openTestDatabase(engine);
    db = test.db;
    blocker = await createUser(db, { email: `line-blocker-${engine}@example.test` });
    stays = await createUser(db, { email: `line-stays-${engine}@example.test` });
    await linkLine(blocker, BLOCKER);
    await linkLine(stays, STAYS);
    for (const user of [blocker, stays]) await setOwnLineUpdates(bindCaller(db, user.claims), user.id, true);
    await db.asService((tx) =>
      tx.db
        .insertInto('public.line_outbox')
        .values([
          { user_id: blocker.id, to_line_user: BLOCKER, kind: 'quote_reply', locale: 'th', text: 'เราตอบข้อความแล้ว' },
          { user_id: stays.id, to_line_user: STAYS, kind: 'quote_reply', locale: 'en', text: 'We replied.' },
        ])
        .execute(),
    );
  });

  afterAll(async () => {
    await test?.close();
  });

  it('refuses a forged or absent signature with 401 and changes nothing', async () => {
    const body = unfollow(BLOCKER);
    expect(await post(body, null)).toEqual({ status: 401, turnedOff: 0 });
    expect(await post(body, '')).toEqual({ status: 401, turnedOff: 0 });
    expect(await post(body, lineSignature('another-channel-secret', body))).toEqual({ status: 401, turnedOff: 0 });
    // Signed, then altered: the signature covers the exact bytes.
    expect(await post(unfollow(STAYS), lineSignature(SECRET, body))).toEqual({ status: 401, turnedOff: 0 });
    expect(await setting(blocker)).toEqual({ linked: true, on: true, blocked: false });
    expect(await setting(stays)).toMatchObject({ on: true });
    expect(await pending(BLOCKER)).toEqual([{ status: 'pending', last_error: null }]);
  });

  it('answers LINE’s verification (no events) and events it does not act on with 200, writing nothing', async () => {
    const verify = JSON.stringify({ destination: 'U00000000000000000000000000000000', events: [] });
    expect(await post(verify, lineSignature(SECRET, verify))).toEqual({ status: 200, turnedOff: 0 });
    const message = JSON.stringify({
      events: [{ type: 'message', source: { type: 'user', userId: BLOCKER }, message: { type: 'text', text: 'stop' } }],
    });
    expect(await post(message, lineSignature(SECRET, message))).toEqual({ status: 200, turnedOff: 0 });
    const notJson = 'not json';
    expect(await post(notJson, lineSignature(SECRET, notJson))).toEqual({ status: 400, turnedOff: 0 });
    expect(await setting(blocker)).toMatchObject({ on: true });
  });

  it('turns updates off for the person who unfollowed, fails their waiting push, and leaves others alone', async () => {
    const body = unfollow(BLOCKER);
    expect(await post(body, lineSignature(SECRET, body))).toEqual({ status: 200, turnedOff: 1 });
    expect(await setting(blocker)).toEqual({ linked: true, on: false, blocked: true });
    expect(await pending(BLOCKER)).toEqual([{ status: 'failed', last_error: expect.stringMatching(/^unfollowed/) }]);
    expect(await setting(stays)).toEqual({ linked: true, on: true, blocked: false });
    expect(await pending(STAYS)).toEqual([{ status: 'pending', last_error: null }]);
    // LINE redelivers: the same event again changes nothing more and is still 200.
    expect(await post(body, lineSignature(SECRET, body))).toEqual({ status: 200, turnedOff: 0 });
  });

  it('finds the person by the LINE id Supabase keeps in app_metadata too', async () => {
    const subject = 'U0000000000000000000000000000cafe';
    const supabaseClient = await createUser(db, {
      email: `line-supabase-hook-${engine}@example.test`,
      appMetadata: { line_subject: subject },
    });
    await setOwnLineUpdates(bindCaller(db, supabaseClient.claims), supabaseClient.id, true);
    const body = unfollow(subject);
    expect(await post(body, lineSignature(SECRET, body))).toEqual({ status: 200, turnedOff: 1 });
    expect(await setting(supabaseClient)).toMatchObject({ on: false, blocked: true });
  });

  it('is not callable by a signed-in client', async () => {
    await expect(db.asCaller(stays.claims, (tx) => tx.query('select public.turn_off_line_updates_of($1)', [BLOCKER]))).rejects.toThrow();
  });
});
