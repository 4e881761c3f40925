// Acknowledged means durable: a process killed with SIGKILL while four writers commit as fast as they can
// loses none of the rows it reported committed, and the directory opens again every time (crash recovery).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../../src/server/db/pglite';
import { IN_PRODUCTION, clusterState, createDataDir, start } from './fixtures/children';

const ROUNDS = 5;

let scratch: string;
beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'studio-durability-'));
});
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

describe('the embedded database under kill -9', () => {
  it(`keeps every acknowledged write of 4 concurrent writers, ${ROUNDS} rounds`, async () => {
    const dataDir = join(scratch, 'pglite');
    await createDataDir(dataDir);
    const figures: { round: number; killedAfterMs: number; acknowledged: number; present: number; unacknowledged: number }[] = [];

    for (let round = 1; round <= ROUNDS; round += 1) {
      const child = start('tests/integration/db/fixtures/writers.ts', [dataDir, String(round)]);
      await child.line(/^ready$/);
      const killedAfterMs = 300 + Math.floor(Math.random() * 1200);
      await new Promise((done) => setTimeout(done, killedAfterMs));
      child.process.kill('SIGKILL');
      expect((await child.ended).signal).toBe('SIGKILL');
      // Killed, not closed: the next open is a crash recovery, and the lock it left is stale.
      expect(clusterState(dataDir)).toBe(IN_PRODUCTION);

      const acknowledged = child.stdout.filter((line) => line.startsWith(`ack ${round} `)).map((line) => line.slice(4));
      expect(acknowledged.length).toBeGreaterThan(0);

      const db = await openPglite({ dataDir });
      try {
        const rows = await db.asOwner((tx) =>
          tx.query<{ writer: number; n: number }>('select writer, n from durability where round = $1', [round]),
        );
        const present = new Set(rows.map((row) => `${round} ${row.writer} ${row.n}`));
        const missing = acknowledged.filter((key) => !present.has(key));
        expect(missing).toEqual([]);
        // Each writer's rows are 0..k without gaps: a commit never survives without the ones before it.
        for (let writer = 0; writer < 4; writer += 1) {
          const ns = rows
            .filter((row) => row.writer === writer)
            .map((row) => row.n)
            .sort((a, b) => a - b);
          expect(ns).toEqual(ns.map((_, index) => index));
        }
        figures.push({
          round,
          killedAfterMs,
          acknowledged: acknowledged.length,
          present: present.size,
          unacknowledged: present.size - acknowledged.length,
        });
      } finally {
        await db.close();
      }
    }

    const total = figures.reduce((sum, f) => ({ acknowledged: sum.acknowledged + f.acknowledged, present: sum.present + f.present }), {
      acknowledged: 0,
      present: 0,
    });
    console.info(
      `[durability] ${figures.map((f) => `round ${f.round}: killed after ${f.killedAfterMs} ms, ${f.acknowledged} acknowledged, all present (+${f.unacknowledged} committed unreported)`).join('; ')}; ` +
        `total ${total.acknowledged} acknowledged, ${total.present} present`,
    );
  }, 120_000);
});
