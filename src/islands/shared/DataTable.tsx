import type { CSSProperties, ReactNode } from 'react';
import { headerCell, tableClass } from '../../client/tableStyle';

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
