import type { actions } from 'astro:actions';
import type { AdminT } from '../words';

/** What the X tab loads in one request: the posts not yet on X, the scheduled tweets, the log. */
export type Overview = NonNullable<Awaited<ReturnType<typeof actions.x.overview>>['data']>;

const badge = 'inline-block rounded-full px-3 py-1 text-xs font-semibold whitespace-nowrap';
const statusColours = {
  none: 'bg-slate-200 text-slate-800',
  pending: 'bg-amber-100 text-amber-900',
  failed: 'bg-red-100 text-red-900',
  posted: 'bg-green-100 text-green-900',
  scheduled: 'bg-sky-100 text-sky-900',
  cancelled: 'bg-slate-200 text-slate-800',
};
type XStatus = keyof typeof statusColours;
const isXStatus = (key: string): key is XStatus => Object.hasOwn(statusColours, key);

/** A post's or a log entry's X status as a coloured badge (an unknown status shows as it is). */
export function StatusBadge({ t, status }: { t: AdminT; status: string | null }) {
  const key = status ?? 'none';
  return (
    <span className={`${badge} ${isXStatus(key) ? statusColours[key] : statusColours.none}`} data-status={key}>
      {isXStatus(key) ? t(`xposting.status.${key}`) : key}
    </span>
  );
}
