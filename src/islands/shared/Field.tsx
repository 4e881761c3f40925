
/**
 * The one labelled field of every island form (input, password with show/hide, or textarea),
 * wired to its hint and error: see FormField.
 */
export { FormField as Field, Honeypot } from './FormField';

export function ErrorBox({ children }: { children: React.ReactNode }) {
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
      {children}
    </div>
  );
}
