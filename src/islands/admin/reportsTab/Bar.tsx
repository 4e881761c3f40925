import { barPercent } from '../../../domain/reports';

/** A horizontal bar, drawn with CSS (no chart library): its length is the value's share of the largest. */
export function Bar({ value, largest, tone = 'bg-brand-600' }: { value: number; largest: number; tone?: string }) {
  return (
    <div className="h-3 w-full overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
      <div
        className={`h-full rounded-full ${tone}`}
        style={{ width: `${barPercent(value, largest)}%` }}
        data-bar={barPercent(value, largest)}
      />
    </div>
  );
}
