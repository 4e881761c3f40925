/**
 * The admin pipeline on the embedded database (PGlite) with a seeded history of 5,000 quotes and
 * 5,000 orders over two years (issue 21: each list and the report within 150 ms): the Quotes tab's
 * lists as the studio filters them (decision 0041), the Reports tab's query and the CSV exports.
 *
 *   npm run bench:reports [-- --quotes 5000 --orders 5000 --runs 15]
 *
 * Seeds as the service role with generate_series, then times loadReport as an admin (RLS applies,
 * as in the app): the whole range and one month, median and worst of `--runs` after a warm-up, and
 * the two exports once each. Prints a table; the database lives in memory and is dropped at the end.
 */
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { openTestDatabase } from '../tests/integration/support/database';
import { createUser, setProfileRole } from '../tests/integration/support/actors';
import { bindCaller } from '../src/server/db/caller';
import { exportOrders, exportQuotes, loadReport } from '../src/server/admin/reports';
import { median } from '../src/domain/reports';
import { loadOrderList, loadQuoteList } from '../src/server/admin/pipeline';
import { DEFAULT_ORDER_QUERY, DEFAULT_QUOTE_QUERY } from '../src/domain/pipeline/views';

const { values } = parseArgs({
  options: {
    quotes: { type: 'string', default: '5000' },
    orders: { type: 'string', default: '5000' },
    runs: { type: 'string', default: '15' },
  },
});
const QUOTES = Number(values.quotes);
const ORDERS = Number(values.orders);
const RUNS = Math.max(1, Number(values.runs));

const test = await openTestDatabase('pglite');
const db = test.db;
try {
  const admin = await createUser(db, { email: 'bench-reports-admin@example.test' });
  await setProfileRole(db, admin.id, 'admin');
  const seeded = performance.now();
  await db.asService(async (tx) => {
    await tx.query(
      `insert into public.quotes (package_name, package_price, quantity, quoted_price, accepted_price, status, source, locale, contact_info, created_at)
       select 'Package ' || (i % 7), 24900, 1 + (i % 3),
              case when i % 4 = 0 then 30000 + (i % 50) * 1000 end,
              case when i % 10 = 0 then 28000 + (i % 50) * 1000 end,
              (array['pending','reviewed','quoted','approved','rejected'])[1 + i % 5],
              (array['wizard','modal','order'])[1 + i % 3],
              (array['en','th'])[1 + i % 2],
              jsonb_build_object('name', 'ลูกค้า ' || i, 'email', 'client' || i || '@example.test', 'company', 'Company ' || i),
              now() - ((i % 730) || ' days')::interval - ((i % 24) || ' hours')::interval
       from generate_series(1, $1::int) as i`,
      [QUOTES],
    );
    await tx.query(
      `insert into public.orders (quote_id, total_amount, status, purpose, payment_session_id, created_at)
       select q.id, 24900 + (n % 5) * 1000, (array['pending','processing','completed','cancelled'])[1 + n % 4],
              case when n % 3 = 0 then 'quote_balance' else 'package' end, 'cs_bench_' || n, q.created_at + ((n % 20) || ' days')::interval
       from (select id, created_at, row_number() over (order by created_at) as n from public.quotes limit $1::int) q`,
      [ORDERS],
    );
    await tx.query(
      `insert into public.quote_credit_notes (quote_id, amount, created_at)
       select id, 1000, created_at + interval '30 days' from public.quotes where status = 'approved' and random() < 0.1`,
    );
    await tx.query(
      `insert into public.contact_messages (name, email, subject, message, created_at)
       select 'A', 'a' || i || '@example.test', 'Hi', 'Hello', now() - ((i % 730) || ' days')::interval from generate_series(1, 1000) i`,
    );
    // Questions on one quote in ten (half of them answered): the "waiting for an answer" view.
    await tx.query(
      `insert into public.quote_messages (quote_id, author_role, body, created_at)
       select id, 'client', 'Does it include the logo?', created_at + interval '1 day' from public.quotes where random() < 0.1`,
    );
    await tx.query(
      `insert into public.quote_messages (quote_id, author_role, body, created_at)
       select quote_id, 'studio', 'Yes.', created_at + interval '1 hour' from public.quote_messages where random() < 0.5`,
    );
    await tx.query('analyze');
  });
  console.log(
    `seeded ${QUOTES} quotes, ${ORDERS} orders, credit notes, 1,000 contact messages in ${(performance.now() - seeded).toFixed(0)} ms`,
  );

  const caller = bindCaller(db, admin.claims);
  const month = new Date(Date.now() - 90 * 86_400_000).toISOString().slice(0, 7);
  const cases: [string, () => Promise<unknown>][] = [
    ['quotes: first view', () => loadQuoteList(caller, DEFAULT_QUOTE_QUERY)],
    ['quotes: search an e-mail', () => loadQuoteList(caller, { ...DEFAULT_QUOTE_QUERY, search: 'client4321@example.test' })],
    [
      'quotes: pending, oldest first, page 20',
      () => loadQuoteList(caller, { ...DEFAULT_QUOTE_QUERY, view: 'pending', sort: 'oldest', page: 20 }),
    ],
    ['quotes: waiting for an answer', () => loadQuoteList(caller, { ...DEFAULT_QUOTE_QUERY, view: 'waiting' })],
    [
      'quotes: a month, highest price',
      () => loadQuoteList(caller, { ...DEFAULT_QUOTE_QUERY, view: 'all', sort: 'priceHigh', from: `${month}-01`, to: `${month}-28` }),
    ],
    ['orders: first view', () => loadOrderList(caller, DEFAULT_ORDER_QUERY)],
    ['orders: search a company', () => loadOrderList(caller, { ...DEFAULT_ORDER_QUERY, view: 'all', search: 'Company 42' })],
    ['orders: abandoned', () => loadOrderList(caller, { ...DEFAULT_ORDER_QUERY, view: 'abandoned' })],
    ['report, all time', () => loadReport(caller, {})],
    [`report, one month (${month})`, () => loadReport(caller, { from: `${month}-01`, to: `${month}-28` })],
  ];
  // Wall time, and this process's CPU time for the same call: PGlite runs in this thread, so the CPU
  // figure is the work the list costs, which other load on the machine does not inflate.
  const rows: { case: string; median: string; worst: string; 'cpu median': string }[] = [];
  for (const [name, run] of cases) {
    await run();
    const times: number[] = [];
    const cpu: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const start = performance.now();
      const startCpu = process.cpuUsage();
      await run();
      const used = process.cpuUsage(startCpu);
      times.push(performance.now() - start);
      cpu.push((used.user + used.system) / 1000);
    }
    rows.push({
      case: name,
      median: `${(median(times) ?? 0).toFixed(1)} ms`,
      worst: `${Math.max(...times).toFixed(1)} ms`,
      'cpu median': `${(median(cpu) ?? 0).toFixed(1)} ms`,
    });
  }
  for (const [name, run] of [
    ['CSV quotes, all time', () => exportQuotes(caller, {})],
    ['CSV orders, all time', () => exportOrders(caller, {})],
  ] as const) {
    const start = performance.now();
    const result = await run();
    rows.push({
      case: `${name} (${result.length} rows)`,
      median: `${(performance.now() - start).toFixed(1)} ms`,
      worst: '(once)',
      'cpu median': '',
    });
  }
  console.table(rows);
  const report = await loadReport(caller, {});
  console.log(`figures: ${report.requests} requests, ${report.paid} paid, ${report.revenue.length} months, net ${report.revenueTotal.net}`);
} finally {
  await test.close();
}
