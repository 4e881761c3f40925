import type { ReactNode } from 'react';

/** Cell classes shared with the Astro tables (DashboardPage) so every table in the portal looks alike. */
export const headerCell = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase';
export const bodyCell = 'px-4 py-3 align-top';

/**
 * A scrollable table with one header row: `columns` are the header labels, `children` the body
 * rows. `minWidth` keeps narrow screens scrolling instead of squeezing the columns.
 */
export function DataTable({ columns, minWidth, children }: { columns: string[]; minWidth: string; children: ReactNode }) {
  return (
    <div className="mt-4 overflow-x-auto">
      <table className="w-full text-sm" style={{ minWidth }}>
        <thead className="bg-slate-50">
          <tr>
            {columns.map((label) => (
              <th key={label} scope="col" className={headerCell}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  );
}
