import { startTransition, useActionState, useCallback } from 'react';
import type { FailureCode } from '../../domain/errors';
import { issueFields, type IssueLike } from '../../domain/validation/issues';
import { describeActionError, type FailureKeys, type Notice } from './actionErrors';

/** What a form shows after its last submission. */
export interface FormOutcome<O> {
  data: O | null;
  fields: Record<string, string>;
  notice: Notice | null;
  code: FailureCode | null;
}

type Result<O> = { data: O; error: undefined } | { data: undefined; error: unknown };
type Schema<I> = { safeParse(input: unknown): { success: true; data: I } | { success: false; error: { issues: readonly IssueLike[] } } };
type Step<I, O> = { kind: 'submit'; input: I } | { kind: 'set'; outcome: FormOutcome<O> };

const blank = { data: null, fields: {}, notice: null, code: null } as const;

/**
 * The one form pattern of the islands: busy, field errors, the form-level notice and the result of
 * one action, on React 19's useActionState. The input is checked with the action's own schema
 * first (field errors without a round trip), the action's failure goes through the one mapper
 * (describeActionError), and `onSuccess` runs before the form leaves its busy state (a redirect
 * keeps it busy). `initial` is where a page hands over the result of a submission made before the
 * island hydrated (docs/decisions/0014).
 */
export function useActionForm<I, O>(options: {
  action: (input: I) => Promise<Result<O>>;
  keys: FailureKeys;
  schema?: Schema<I>;
  onSuccess?: (data: Exclude<O, undefined>, input: I) => void | Promise<void>;
  initial?: FormOutcome<O>;
}) {
  const { action, keys, schema, onSuccess } = options;
  const [outcome, dispatch, pending] = useActionState<FormOutcome<O>, Step<I, O>>(async (_previous, step) => {
    if (step.kind === 'set') return step.outcome;
    let input = step.input;
    if (schema) {
      const parsed = schema.safeParse(input);
      if (!parsed.success) return { ...blank, fields: issueFields(parsed.error.issues) };
      input = parsed.data;
    }
    try {
      const result = await action(input);
      if (result.error !== undefined) return { data: null, ...describeActionError(result.error, keys) };
      await onSuccess?.(result.data as Exclude<O, undefined>, input);
      return { ...blank, data: result.data as O };
    } catch (caught) {
      return { data: null, ...describeActionError(caught, keys) };
    }
  }, options.initial ?? blank);

  /** Sends the input (ignored while a submission is under way). */
  const submit = useCallback(
    (input: I) => {
      if (!pending) startTransition(() => dispatch({ kind: 'submit', input }));
    },
    [dispatch, pending],
  );
  /** Replaces what the form shows: `set({})` clears it, `set({ fields })` shows the form's own findings. */
  const set = useCallback(
    (next: Partial<FormOutcome<O>>) => startTransition(() => dispatch({ kind: 'set', outcome: { ...blank, ...next } })),
    [dispatch],
  );
  return { ...outcome, pending, submit, set };
}
