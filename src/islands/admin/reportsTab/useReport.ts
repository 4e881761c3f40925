import { useRef, useState, type SubmitEvent } from 'react';
import { actions } from 'astro:actions';
import { useActionData } from '../../shared/useActionForm';
import type { Report, ReportRange } from '../../../domain/reports';

/** The report for the chosen date range: loaded at once, again when the admin applies a range. */
export function useReport() {
  const [range, setRange] = useState<ReportRange>({ from: null, to: null });
  const current = useRef(range);
  const report = useActionData({ load: () => actions.admin.reports(current.current), keys: { generic: 'reports.error.load' } });
  const data: Report | null = report.data;

  function apply(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: string) => {
      const v = form.get(name);
      return typeof v === 'string' && v ? v : null;
    };
    const next = { from: value('from'), to: value('to') };
    current.current = next;
    setRange(next);
    void report.reload();
  }

  return { range, apply, data, pending: report.pending, notice: report.notice };
}
