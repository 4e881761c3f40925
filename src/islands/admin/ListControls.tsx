import { useState, type SubmitEvent } from 'react';
import { pageCount } from '../../domain/admin';
import type { AdminT } from './words';

/** What every pipeline list is filtered by (src/domain/pipeline/lists.ts). */
export interface ListQuery<V extends string, S extends string> {
  search: string;
  from: string;
  to: string;
  view: V;
  sort: S;
  page: number;
}

interface FilterProps<V extends string, S extends string> {
  /** Unique per list: the ids of its fields. */
  idPrefix: string;
  /** The search landmark's name (each list's own). */
  label: string;
  t: AdminT;
  query: ListQuery<V, S>;
  views: { value: V; label: string; count: number }[];
  sorts: { value: S; label: string }[];
  pending: boolean;
  onApply: (next: ListQuery<V, S>) => void;
}

const field = 'min-w-0 rounded-lg border border-slate-300 bg-white px-3 py-2';

/**
 * A list's search, status view (with the count of each), date range and sort. The selects apply at
 * once; the search and dates apply with the Search button (or Enter), always from page 1.
 */
export function ListFilters<V extends string, S extends string>(props: FilterProps<V, S>) {
  // Another applied search or dates (Clear, a link from a customer's page) start the fields afresh.
  const { search, from, to } = props.query;
  return <Filters key={`${search}\u0000${from}\u0000${to}`} {...props} />;
}

function Filters<V extends string, S extends string>({ idPrefix, label, t, query, views, sorts, pending, onApply }: FilterProps<V, S>) {
  const [typed, setTyped] = useState({ search: query.search, from: query.from, to: query.to });
  const apply = (change: Partial<ListQuery<V, S>>) => onApply({ ...query, ...typed, ...change, page: 1 });
  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    apply({ search: typed.search.trim() });
  }
  const filtered = query.search !== '' || query.from !== '' || query.to !== '';
  return (
    <form
      role="search"
      aria-label={label}
      className="grid gap-3 px-6 pt-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_1fr_auto]"
      onSubmit={submit}
      data-list-filters={idPrefix}
    >
      <div className="grid gap-1">
        <label className="text-sm font-medium text-slate-700" htmlFor={`${idPrefix}-search`}>
          {t('admin.pipeline.search')}
        </label>
        <input
          id={`${idPrefix}-search`}
          type="search"
          maxLength={100}
          className={field}
          placeholder={t('admin.pipeline.searchHint')}
          value={typed.search}
          onChange={(event) => setTyped({ ...typed, search: event.target.value })}
        />
      </div>
      <div className="grid gap-1">
        <label className="text-sm font-medium text-slate-700" htmlFor={`${idPrefix}-view`}>
          {t('admin.pipeline.view')}
        </label>
        <select id={`${idPrefix}-view`} className={field} value={query.view} onChange={(event) => apply({ view: event.target.value as V })}>
          {views.map((view) => (
            <option key={view.value} value={view.value}>
              {t('admin.pipeline.viewCount', { label: view.label, count: view.count })}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1">
        <label className="text-sm font-medium text-slate-700" htmlFor={`${idPrefix}-from`}>
          {t('admin.pipeline.from')}
        </label>
        <input
          id={`${idPrefix}-from`}
          type="date"
          className={field}
          value={typed.from}
          onChange={(event) => setTyped({ ...typed, from: event.target.value })}
        />
      </div>
      <div className="grid gap-1">
        <label className="text-sm font-medium text-slate-700" htmlFor={`${idPrefix}-to`}>
          {t('admin.pipeline.to')}
        </label>
        <input
          id={`${idPrefix}-to`}
          type="date"
          className={field}
          value={typed.to}
          onChange={(event) => setTyped({ ...typed, to: event.target.value })}
        />
      </div>
      <div className="grid gap-1">
        <label className="text-sm font-medium text-slate-700" htmlFor={`${idPrefix}-sort`}>
          {t('admin.pipeline.sort')}
        </label>
        <select id={`${idPrefix}-sort`} className={field} value={query.sort} onChange={(event) => apply({ sort: event.target.value as S })}>
          {sorts.map((sort) => (
            <option key={sort.value} value={sort.value}>
              {sort.label}
            </option>
          ))}
        </select>
      </div>
      <div className="flex items-end gap-2">
        <button type="submit" className="btn-secondary px-5 py-2" disabled={pending}>
          {t('admin.pipeline.apply')}
        </button>
        {filtered && (
          <button
            type="button"
            className="px-2 py-2 font-semibold text-brand-700 underline"
            onClick={() => onApply({ ...query, search: '', from: '', to: '', page: 1 })}
          >
            {t('admin.pipeline.clear')}
          </button>
        )}
      </div>
    </form>
  );
}

/** "11–20 of 34" with Previous and Next. */
export function Pager({
  t,
  label,
  page,
  pageSize,
  shown,
  total,
  pending,
  onPage,
}: {
  t: AdminT;
  label: string;
  page: number;
  pageSize: number;
  shown: number;
  total: number;
  pending: boolean;
  onPage: (page: number) => void;
}) {
  if (total === 0) return null;
  const from = (page - 1) * pageSize + 1;
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3 px-6 py-4">
      <p className="text-sm text-slate-600" data-list-range>
        {t('admin.customers.range', { from, to: from + shown - 1, total })}
      </p>
      <div className="flex gap-2">
        <button
          type="button"
          className="btn-secondary px-4 py-1.5 text-sm"
          disabled={pending || page <= 1}
          onClick={() => onPage(page - 1)}
        >
          {t('admin.customers.previous')}
        </button>
        <button
          type="button"
          className="btn-secondary px-4 py-1.5 text-sm"
          disabled={pending || page >= pageCount(total, pageSize)}
          onClick={() => onPage(page + 1)}
        >
          {t('admin.customers.next')}
        </button>
      </div>
    </nav>
  );
}
