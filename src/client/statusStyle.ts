/** Badge colours of quote and order statuses, shared by the Astro pages and the admin island. */
import type { OrderStatus, QuoteStatus } from '../domain/statuses';

export type Status = QuoteStatus | OrderStatus;

export const statusColours: Record<Status, string> = {
  pending: 'bg-amber-100 text-amber-900',
  reviewed: 'bg-sky-100 text-sky-900',
  quoted: 'bg-indigo-100 text-indigo-900',
  approved: 'bg-green-100 text-green-900',
  rejected: 'bg-red-100 text-red-900',
  processing: 'bg-sky-100 text-sky-900',
  completed: 'bg-green-100 text-green-900',
  cancelled: 'bg-slate-200 text-slate-800',
};

export const statusBadgeClass = (status: Status) =>
  `inline-block rounded-full px-3 py-1 text-xs font-semibold whitespace-nowrap ${statusColours[status]}`;
