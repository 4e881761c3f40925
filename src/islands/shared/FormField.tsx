import { useId, useState, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { WordWrap } from './WordWrap';

interface Common {
  label: string;
  /** Shows an asterisk after the label (hidden from screen readers, which hear "required"). */
  required?: boolean | undefined;
  /** Grey text under the label such as "(optional)". */
  labelNote?: string | undefined;
  hint?: ReactNode;
  error?: string | undefined;
}

type InputProps = Common &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'required'> & {
    multiline?: false;
    /** Adds a show/hide toggle for password fields. */
    toggleLabels?: { show: string; hide: string } | undefined;
  };
type TextareaProps = Common & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'required'> & { multiline: true };

const control =
  'block w-full rounded-xl border border-slate-400 bg-white px-4 py-3 text-base text-ink shadow-sm outline-none placeholder:text-slate-500 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 aria-invalid:border-red-600';

/**
 * A labelled input or textarea wired to its hint and error (aria-describedby, aria-invalid, and the
 * error with role="alert"), with the required asterisk, a password show/hide and multi-line text:
 * the one field component of every island form.
 */
export function FormField(props: InputProps | TextareaProps) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  const { label, required, labelNote, hint, error } = props;
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const shared = { id, required, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy, className: control } as const;

  let field: ReactNode;
  let toggle: ReactNode = null;
  if (props.multiline) {
    const { label: _l, required: _r, labelNote: _n, hint: _h, error: _e, multiline: _m, ...rest } = props;
    field = <textarea rows={5} {...rest} {...shared} />;
  } else {
    const { label: _l, required: _r, labelNote: _n, hint: _h, error: _e, multiline: _m, toggleLabels, type = 'text', ...rest } = props;
    field = <input {...rest} {...shared} type={toggleLabels && visible ? 'text' : type} />;
    if (toggleLabels) {
      toggle = (
        <button
          type="button"
          // Tapped before an island that loads on first use has run, the tap is replayed (client:interaction).
          data-in-place
          onClick={() => setVisible((v) => !v)}
          aria-pressed={visible}
          className="absolute inset-y-0 right-0 px-4 text-sm font-semibold text-brand-700"
        >
          {visible ? toggleLabels.hide : toggleLabels.show}
        </button>
      );
    }
  }

  return (
    <FieldFrame id={id} label={label} required={required} labelNote={labelNote} hint={hint} error={error}>
      {field}
      {toggle}
    </FieldFrame>
  );
}

type SelectProps = Common &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'required'> & { options: readonly { value: string; label: string }[] };

/** The same labelled frame around a native select. */
export function SelectField(props: SelectProps) {
  const id = useId();
  const { label, required, labelNote, hint, error, options, ...rest } = props;
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <FieldFrame id={id} label={label} required={required} labelNote={labelNote} hint={hint} error={error}>
      <select
        {...rest}
        id={id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={control}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

function FieldFrame({ id, label, required, labelNote, hint, error, children }: Common & { id: string; children: ReactNode }) {
  return (
    <div>
      {/* The asterisk sits beside the label, not in it, so the field's name stays exactly the label. */}
      <div className="flex items-baseline gap-0.5">
        <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
          <WordWrap text={label} />
          {labelNote && <span className="font-normal text-slate-600"> {labelNote}</span>}
        </label>
        {required && (
          <span aria-hidden="true" className="text-sm font-semibold text-red-700">
            *
          </span>
        )}
      </div>
      <div className="relative mt-1">{children}</div>
      {hint && (
        <div id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {typeof hint === 'string' ? <WordWrap text={hint} /> : hint}
        </div>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm font-medium text-red-700">
          <WordWrap text={error} />
        </p>
      )}
    </div>
  );
}

/** The honeypot: visually hidden, hidden from assistive technology and out of the tab order. */
export function Honeypot({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        {label}
        <input type="text" name="website" tabIndex={-1} autoComplete="off" value={value} onChange={(e) => onChange(e.target.value)} />
      </label>
    </div>
  );
}
