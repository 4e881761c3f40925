/** Cell classes shared with the Astro tables (src/components/portal/TableCard.astro and its cells) so every table in the portal looks alike. */
export const headerCell = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase';
export const bodyCell = 'px-4 py-3 align-top';
/** The table's classes: stacked rows on a phone (.stack-table in global.css), `--table-min` wide from sm up. */
export const tableClass = 'stack-table w-full text-sm sm:min-w-(--table-min)';
