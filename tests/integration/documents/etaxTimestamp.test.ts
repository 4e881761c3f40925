// The time-stamped copy of an e-Tax document (issue 37, decision 0076), on both engines: an admin
// records the day the Revenue Department's mailbox returned it, in an append-only log beside the
// document; the document's client reads it, nobody else; a client cannot record one; a day before the
// document's issue or in the future is refused, by the server and by RLS; entries are never changed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bindCaller } from '../../../src/server/db/caller';
import type { DatabaseEngine } from '../../../src/server/db/types';
import {
  readTimestampedFile,
  recordTimestampedCopy,
  timestampedCopyOf,
  timestampedOn,
} from '../../../src/server/billing/documents/etaxTimestamp';
import { databaseTimestampStore } from '../../../src/server/billing/documents/timestampStore';
import { bangkokDay } from '../../../src/domain/time/bangkok';
import { createUser, setProfileRole, type User } from '../support/actors';
import { issueCompanyReceipt } from '../support/companyReceipt';
import { engines, openTestDatabase, type TestDatabase } from '../support/database';

const DAY = 86_400_000;

describe.each(engines)('time-stamped copies on %s', (engine) => {
  let test: TestDatabase;
  let db: DatabaseEngine;
  let alice: User;
  let bob: User;
  let admin: User;
  let documentId = '';
  const today = bangkokDay(new Date());

  beforeAll(async () => {
    test = await openTestDatabase(engine);
    db = test.db;
    alice = await createUser(db, { email: `alice-stamp-${engine}@example.test` });
    bob = await createUser(db, { email: `bob-stamp-${engine}@example.test` });
    admin = await createUser(db, { email: `admin-stamp-${engine}@example.test` });
    await setProfileRole(db, admin.id, 'admin');
    const issued = await issueCompanyReceipt(db, alice, 'cs_stamp');
    documentId = issued.id;
  }, 120_000);
  afterAll(async () => {
    await test?.close();
  });

  const as = (user: User) => bindCaller(db, user.claims);
  const readAs = (user: User) => as(user).run((tx) => timestampedOn(tx, documentId));
  const insertAs = (user: User, receivedOn: string) =>
    as(user).run((tx) =>
      tx.db.insertInto('public.etax_timestamped_copies').values({ document_id: documentId, received_on: receivedOn }).execute(),
    );

  it('refuses a client, a day before the issue, a day in the future and an unknown document', async () => {
    expect(await recordTimestampedCopy(as(alice), { documentId, receivedOn: today })).toBe('not_found');
    await expect(insertAs(alice, today)).rejects.toMatchObject({ code: '42501' });
    const yesterday = bangkokDay(new Date(Date.now() - DAY));
    const tomorrow = bangkokDay(new Date(Date.now() + DAY));
    expect(await recordTimestampedCopy(as(admin), { documentId, receivedOn: yesterday })).toBe('before_issue');
    expect(await recordTimestampedCopy(as(admin), { documentId, receivedOn: tomorrow })).toBe('future');
    // RLS holds the same line when the server's check is skipped.
    await expect(insertAs(admin, yesterday)).rejects.toMatchObject({ code: '42501' });
    await expect(insertAs(admin, tomorrow)).rejects.toMatchObject({ code: '42501' });
    expect(await recordTimestampedCopy(as(admin), { documentId: '00000000-0000-4000-8000-000000000000', receivedOn: today })).toBe(
      'not_found',
    );
    expect(await readAs(admin)).toBeNull();
  });

  it('records the day for an admin; the client reads it, another client does not', async () => {
    expect(await recordTimestampedCopy(as(admin), { documentId, receivedOn: today })).toBe('ok');
    expect(await readAs(admin)).toBe(today);
    expect(await readAs(alice)).toBe(today);
    expect(await readAs(bob)).toBeNull();
    const [row] = await db.asService((tx) =>
      tx.query<{ recorded_by: string }>('select recorded_by from public.etax_timestamped_copies where document_id = $1', [documentId]),
    );
    expect(row!.recorded_by).toBe(admin.id);
  });

  it('keeps the stamped PDF privately: a new entry carries it, the client downloads it, nobody else', async () => {
    const pdf = new Uint8Array(Buffer.from('%PDF-1.7\n% the stamped copy\n%%EOF\n'));
    const store = databaseTimestampStore;
    expect(await recordTimestampedCopy(as(admin), { documentId, receivedOn: today }, new Uint8Array(Buffer.from('<html>')), store)).toBe(
      'file_type',
    );
    expect(await recordTimestampedCopy(as(admin), { documentId, receivedOn: today }, new Uint8Array(6 * 1024 * 1024), store)).toBe(
      'file_size',
    );
    expect(await recordTimestampedCopy(as(admin), { documentId, receivedOn: today }, pdf, store)).toBe('ok');
    const copy = await as(alice).run((tx) => timestampedCopyOf(tx, documentId));
    expect(copy).toEqual({ day: today, fileId: expect.any(String) });
    const fromAlice = await readTimestampedFile(as(alice), copy!.fileId!, store);
    expect(Buffer.from(fromAlice!.bytes).equals(Buffer.from(pdf))).toBe(true);
    expect(fromAlice!.name).toMatch(/^RT-\d{4}-\d{4}-timestamped\.pdf$/);
    expect(await readTimestampedFile(as(admin), copy!.fileId!, store)).not.toBeNull();
    expect(await readTimestampedFile(as(bob), copy!.fileId!, store)).toBeNull();
    expect(await readTimestampedFile(as(alice), 'not-an-id', store)).toBeNull();
    // The file table is the service's alone.
    await expect(as(alice).run((tx) => tx.query('select * from public.etax_timestamped_files'))).rejects.toMatchObject({ code: '42501' });
  });

  it('never changes or deletes an entry', async () => {
    await expect(
      db.asService((tx) =>
        tx.query('update public.etax_timestamped_copies set received_on = received_on where document_id = $1', [documentId]),
      ),
    ).rejects.toThrow();
    await expect(
      db.asService((tx) => tx.query('delete from public.etax_timestamped_copies where document_id = $1', [documentId])),
    ).rejects.toThrow();
    expect(await readAs(alice)).toBe(today);
  });
});
