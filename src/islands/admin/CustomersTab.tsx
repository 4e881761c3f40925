import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { actions } from 'astro:actions';
import { customerCompany, pageCount, type AdminCustomer } from '../../domain/admin';
import { formatTaxId } from '../../domain/money/taxId';
import type { CustomerQuery } from '../../domain/adminInput';
import { formatDate } from '../../i18n/format';
import type { Locale } from '../../i18n/locales';
import type { AdminT } from './words';
import { noticeText, type FailureKeys } from '../../client/actionErrors';
import { useActionData } from '../shared/useActionForm';
import { DataTable } from '../shared/DataTable';
import { bodyCell } from '../../client/tableStyle';
import { LoadError } from './LoadError';

interface Props {
  locale: Locale;
  t: AdminT;
  /** Localised /admin/customers: a customer's page is `${customerPath}/${id}`. */
  customerPath: string;
  /** Bumped by the panel's Refresh. */
  refreshes: number;
}

// Spec portal §8: the Customers tab's own failure, in the 'Error Loading Data' banner.
const customerKeys: FailureKeys = { generic: 'admin.error.customers', network: 'admin.error.unexpected' };

/**
 * The Company cell: a company client's registered name with its tax ID and head office or branch (issue
 * 35), else the company typed into the profile, else N/A.
 */
export function CompanyCell({ customer, t }: { customer: Pick<AdminCustomer, 'company' | 'billing'>; t: AdminT }) {
  const company = customerCompany(customer);
  if (!company) return <>{t('admin.customers.na')}</>;
  return (
    <>
      <span className="block font-medium text-ink" data-company-name>
        {company.name}
      </span>
      {company.taxId && (
        <span className="block text-sm text-slate-600" data-company-tax-id>
          {t('admin.customers.taxId', { taxId: formatTaxId(company.taxId) })}
          {company.establishment && (
            <>
              {' · '}
              {company.establishment === 'head_office'
                ? t('admin.customers.headOffice')
                : t('admin.customers.branch', { branch: company.establishment })}
            </>
          )}
        </span>
      )}
    </>
  );
}

type CustomerPage = { customers: AdminCustomer[]; total: number; page: number; pageSize: number; search: string };

/** The search: by name, e-mail, company, registered name or tax ID; Clear when a search is shown. */
function CustomerSearch(props: { t: AdminT; searched: boolean; onSearch: (search: string) => void }) {
  const { t, searched, onSearch } = props;
  const [typed, setTyped] = useState('');
  function search(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch(typed.trim());
  }
  return (
    <form role="search" className="flex flex-wrap gap-2 px-6 pt-4" onSubmit={search}>
      <label className="sr-only" htmlFor="admin-customer-search">
        {t('admin.customers.search')}
      </label>
      <input
        id="admin-customer-search"
        type="search"
        maxLength={100}
        className="min-w-0 flex-1 basis-48 rounded-lg border border-slate-300 px-3 py-2"
        placeholder={t('admin.customers.search')}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
      />
      {/* Never disabled while the list loads: Enter would then do nothing (a form's implicit submission
          needs an enabled button), and loads run one after another, so a search typed meanwhile follows. */}
      <button type="submit" className="btn-secondary px-5 py-2">
        {t('admin.customers.searchButton')}
      </button>
      {searched && (
        <button
          type="button"
          className="px-3 py-2 font-semibold text-brand-700 underline"
          onClick={() => {
            setTyped('');
            onSearch('');
          }}
        >
          {t('admin.customers.clear')}
        </button>
      )}
    </form>
  );
}

function CustomerRows({
  locale,
  t,
  customerPath,
  customers,
}: Pick<Props, 'locale' | 't' | 'customerPath'> & { customers: AdminCustomer[] }) {
  return (
    <DataTable
      columns={[t('admin.customers.name'), t('admin.customers.email'), t('admin.customers.company'), t('admin.customers.joined')]}
      minWidth="40rem"
    >
      {customers.map((customer) => (
        <tr key={customer.id} data-admin-customer={customer.id}>
          <td className={bodyCell} data-label={t('admin.customers.name')}>
            <a
              className="font-semibold text-brand-700 underline"
              href={`${customerPath}/${customer.id}`}
              aria-label={t('admin.customers.viewFor', { name: customer.fullName || customer.email || customer.id })}
            >
              {customer.fullName || t('admin.customers.na')}
            </a>
          </td>
          <td className={bodyCell} data-label={t('admin.customers.email')}>
            {customer.email || t('admin.customers.na')}
          </td>
          <td className={bodyCell} data-label={t('admin.customers.company')} data-customer-company>
            <CompanyCell customer={customer} t={t} />
          </td>
          <td className={`${bodyCell} whitespace-nowrap text-slate-600`} data-label={t('admin.customers.joined')}>
            {formatDate(locale, customer.createdAt)}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

/** "11-20 of 34" with Previous and Next. */
function CustomerPager(props: { t: AdminT; busy: boolean; data: CustomerPage; onPage: (page: number) => void }) {
  const { t, busy, data, onPage } = props;
  const pages = pageCount(data.total, data.pageSize);
  const from = data.total > 0 ? (data.page - 1) * data.pageSize + 1 : 0;
  const to = (data.page - 1) * data.pageSize + data.customers.length;
  return (
    <nav aria-label={t('admin.customers.pages')} className="flex flex-wrap items-center justify-between gap-3 px-6 py-4">
      <p className="text-sm text-slate-600" data-customer-range>
        {t('admin.customers.range', { from, to, total: data.total })}
      </p>
      <div className="flex gap-2">
        <button
          type="button"
          className="btn-secondary px-4 py-1.5 text-sm"
          disabled={busy || data.page <= 1}
          onClick={() => onPage(data.page - 1)}
        >
          {t('admin.customers.previous')}
        </button>
        <button
          type="button"
          className="btn-secondary px-4 py-1.5 text-sm"
          disabled={busy || data.page >= pages}
          onClick={() => onPage(data.page + 1)}
        >
          {t('admin.customers.next')}
        </button>
      </div>
    </nav>
  );
}

/**
 * The Customers tab (portal spec §2, issue 10): its own load, a search by name, e-mail, company,
 * registered name or tax ID (the server matches any part, in any case), pages of 10 with Previous/Next, a link to each
 * customer's page.
 */
export default function CustomersTab({ locale, t, customerPath, refreshes }: Props) {
  // The query the next load sends; a ref, so a reload always sends the latest one.
  const query = useRef<CustomerQuery>({ search: '', page: 1 });
  const list = useActionData({ load: () => actions.admin.customers(query.current), keys: customerKeys });
  const { data, reload } = list;

  // The panel's Refresh reloads this list too (not on mount: the list loads itself then).
  const firstRefresh = useRef(refreshes);
  useEffect(() => {
    if (refreshes !== firstRefresh.current) void reload();
  }, [refreshes, reload]);

  function show(next: CustomerQuery) {
    query.current = next;
    void reload();
  }

  return (
    <div>
      {list.notice && <LoadError t={t} message={noticeText(t, list.notice)} />}
      <div className="card mt-6 overflow-hidden p-0" data-admin-customers aria-busy={list.pending}>
        <div className="flex flex-wrap items-baseline justify-between gap-2 px-6 pt-6">
          <h2 className="text-xl font-bold">{t('admin.customers.title')}</h2>
          {data && (
            <p className="text-slate-600" data-customer-total>
              {t('admin.customers.total', { count: data.total })}
            </p>
          )}
        </div>
        <CustomerSearch t={t} searched={Boolean(data?.search)} onSearch={(search) => show({ search, page: 1 })} />
        {!data && !list.notice && <p className="px-6 py-8 text-slate-600">{t('admin.customers.loading')}</p>}
        {data && data.customers.length === 0 && <p className="px-6 py-8 text-slate-600">{t('admin.customers.empty')}</p>}
        {data && data.customers.length > 0 && <CustomerRows locale={locale} t={t} customerPath={customerPath} customers={data.customers} />}
        {data && data.total > 0 && (
          <CustomerPager t={t} busy={list.pending} data={data} onPage={(page) => show({ search: data.search, page })} />
        )}
      </div>
    </div>
  );
}
