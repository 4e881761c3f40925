// etax_timestamped_files RLS (decision 0076): the embedded store of time-stamped e-Tax copies. Only the
// service reads and writes it (the server, after reading the record as the caller); no client or admin
// reaches the bytes directly, and nobody replaces or deletes them.
import { describe } from 'vitest';
import { engines } from '../support/database';
import { matrix, nobody, onlyService, useSuite, type Suite } from '../support/matrix';

const PATH = 'timestamped/2b8f7c1e-1d2a-4c3b-9a8e-0f1e2d3c4b5a/7a1c9e2d-3b4f-4a5e-8c6d-9e0f1a2b3c4d.pdf';

async function setup(suite: Suite) {
  await suite.db.asService((tx) =>
    tx.query(`insert into public.etax_timestamped_files (path, content_base64) values ($1, 'JVBERi0xLjc=')`, [PATH]),
  );
}

describe.each(engines)('etax_timestamped_files RLS on %s', (engine) => {
  const suite = useSuite(engine, setup);
  const path = (_: Suite) => [PATH];

  matrix(
    suite,
    'read a stamped copy',
    { sql: 'select path from public.etax_timestamped_files where path = $1', params: path },
    onlyService,
  );
  matrix(
    suite,
    'write a stamped copy directly',
    {
      sql: `insert into public.etax_timestamped_files (path, content_base64) values ('timestamped/2b8f7c1e-1d2a-4c3b-9a8e-0f1e2d3c4b5a/00000000-0000-4000-8000-000000000000.pdf', 'JVBERi0=') returning path`,
    },
    onlyService,
  );
  matrix(
    suite,
    'replace a stamped copy',
    { sql: `update public.etax_timestamped_files set content_base64 = 'AAAA' where path = $1 returning path`, params: path },
    nobody,
  );
  matrix(
    suite,
    'delete a stamped copy',
    { sql: 'delete from public.etax_timestamped_files where path = $1 returning path', params: path },
    nobody,
  );
});
