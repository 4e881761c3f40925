/**
 * A company client's choice for one payment (docs/decisions/0061), as the islands ask it: withhold 3%
 * and pay the rest, or pay in full. Nothing is chosen in advance; the pay button waits for an answer.
 * The static twin is src/components/payments/WithholdingChoice.astro.
 */
import type { WithholdingChoice } from '../../domain/money/withholdingChoice';

interface Props {
  name: string;
  value: WithholdingChoice | undefined;
  onChange: (value: WithholdingChoice) => void;
  legend: string;
  full: string;
  withhold: string;
  hint: string;
  disabled?: boolean;
}

export function WithholdingChoiceField({ name, value, onChange, legend, full, withhold, hint, disabled }: Props) {
  const option = (choice: WithholdingChoice, label: string) => (
    <label className="flex items-start gap-2 text-sm text-slate-800">
      <input
        type="radio"
        className="mt-1 shrink-0"
        name={name}
        value={choice}
        checked={value === choice}
        disabled={disabled}
        onChange={() => onChange(choice)}
        data-withholding={choice}
      />
      <span>{label}</span>
    </label>
  );
  return (
    <fieldset className="space-y-2 rounded-lg border border-slate-200 bg-white p-3" data-withholding-choice>
      {/* Floated, the legend sits inside the box however many lines it takes on a phone. */}
      <legend className="float-left mb-2 w-full text-sm font-semibold text-ink">{legend}</legend>
      <div className="clear-left space-y-2">
        {option('full', full)}
        {option('withhold', withhold)}
        <p className="text-xs text-slate-600">{hint}</p>
      </div>
    </fieldset>
  );
}
