import type { ReportProblem } from '../../domain/money/transferSlip';

/** The transfer report form as it was posted and refused: the typed values kept, each problem by field. */
export interface ReportFormState {
  instalmentId: string;
  values: { amount: string; date: string; time: string };
  problems: (ReportProblem | 'not_due' | 'too_many' | 'rate_limited')[];
}

/** Today in Bangkok (UTC+7 all year) as yyyy-mm-dd, for the date field's default and its max. */
export { todayInBangkok } from '../../domain/time/bangkok';
