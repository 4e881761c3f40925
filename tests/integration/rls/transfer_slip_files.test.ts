// transfer_slip_files RLS (decision 0064): the embedded slip store. Only the service reads and writes
// it (the server, after reading the report as the caller); no client or admin reaches the bytes directly.
import { describe } from 'vitest';
import { engines } from '../support/database';
import { matrix, nobody, onlyService, useSuite, type Suite } from '../support/matrix';
import { addReceiptMoney } from '../support/receiptMoney';

describe.each(engines)('transfer_slip_files RLS on %s', (engine) => {
  const suite = useSuite(engine, addReceiptMoney);
  const slipA = (s: Suite) => [s.ids['slipPathA']];

  matrix(suite, "read user A's slip", { sql: 'select path from public.transfer_slip_files where path = $1', params: slipA }, onlyService);
  matrix(
    suite,
    "replace user A's slip",
    { sql: `update public.transfer_slip_files set content_base64 = 'AAAA' where path = $1 returning path`, params: slipA },
    nobody,
  );
  matrix(
    suite,
    "delete user A's slip",
    { sql: 'delete from public.transfer_slip_files where path = $1 returning path', params: slipA },
    nobody,
  );
});
