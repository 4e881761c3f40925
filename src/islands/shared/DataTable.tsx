import type { CSSProperties, ReactNode } from 'react';

/** Cell classes shared with the Astro tables (src/components/portal/TableCard.astro and its cells) so every table in the portal looks alike. */
export const headerCell = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase';
export const bodyCell = 'px-4 py-3 align-top';
/** The table's classes: stacked rows on a phone (.stack-table in global.css), `--table-min` wide from sm up. */
export const tableClass = 'stack-table w-full text-sm sm:min-w-(--table-min)';

/**
 * A table with one header row: `columns` are the header labels, `children` the body rows (give each
 * cell `data-label={column}` to name it on a phone, where rows stack as cards). From sm up
 * `minWidth` keeps it scrolling instead of squeezing the columns.
 */
export function DataTable({ columns, minWidth, children }: { columns: string[]; minWidth: string; children: ReactNode }) {
  return (
    <div className="mt-4 sm:overflow-x-auto">
      <table className={tableClass} style={{ '--table-min': minWidth } as CSSProperties}>
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
