import { startTransition, useActionState, useCallback, useEffect, useOptimistic } from 'react';
import { issueFields, type IssueLike } from '../../domain/validation/issues';
import { describeActionError, outcomeOf, type FailureKeys, type FormOutcome, type Notice } from '../../client/actionErrors';

export type { FormOutcome };

export type Result<O> = { data: O; error: undefined } | { data: undefined; error: unknown };
type Schema<I> = { safeParse(input: unknown): { success: true; data: I } | { success: false; error: { issues: readonly IssueLike[] } } };
type Step<I, O> = { kind: 'submit'; input: I } | { kind: 'set'; outcome: FormOutcome<O> };

const blank = { data: null, fields: {}, notice: null, code: null } as const;

/**
 * The one form pattern of the islands: busy, field errors, the form-level notice and the result of
 * one action, on React 19's useActionState. The input is checked with the action's own schema
 * first (field errors without a round trip), the action's failure goes through the one mapper
 * (describeActionError), and `onSuccess` runs before the form leaves its busy state (a redirect
 * keeps it busy); `onSettled` runs after any answer, success or failure (e.g. reloading a list the
 * action changed). `keys` may depend on the input, for one action with two faces (post or schedule).
 * `initial` is where a page hands over the result of a submission made before the island hydrated
 * (docs/decisions/0014). Without a <form>, a button calls `submit(input)` the same way.
 */
export function useActionForm<I, O>(options: {
  action: (input: I) => Promise<Result<O>>;
  keys: FailureKeys | ((input: I) => FailureKeys);
  schema?: Schema<I>;
  onSuccess?: (data: Exclude<O, undefined>, input: I) => void | Promise<void>;
  onSettled?: (outcome: FormOutcome<O>, input: I) => void | Promise<void>;
  initial?: FormOutcome<O> | undefined;
}) {
  const { action, schema, onSuccess, onSettled } = options;
  // True while a submission is under way: the form stops showing the last one's outcome at once.
  const [submitting, markSubmitting] = useOptimistic(false);
  const [outcome, dispatch, pending] = useActionState<FormOutcome<O>, Step<I, O>>(async (_previous, step) => {
    if (step.kind === 'set') return step.outcome;
    markSubmitting(true);
    let input = step.input;
    if (schema) {
      const parsed = schema.safeParse(input);
      if (!parsed.success) return { ...blank, fields: issueFields(parsed.error.issues) };
      input = parsed.data;
    }
    const keys = typeof options.keys === 'function' ? options.keys(input) : options.keys;
    let outcome: FormOutcome<O>;
    try {
      const result = await action(input);
      outcome = outcomeOf(result, keys);
      if (result.error === undefined) await onSuccess?.(result.data as Exclude<O, undefined>, input);
    } catch (caught) {
      outcome = { data: null, ...describeActionError(caught, keys) };
    }
    await onSettled?.(outcome, input);
    return outcome;
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
  const shown: FormOutcome<O> = submitting ? { ...blank, fields: {} } : outcome;
  return { ...shown, pending, submit, set };
}

/** What a list shows: the last data loaded (kept when a reload fails), the load failure, and whether a load has answered. */
export interface Loaded<O> {
  data: O | null;
  notice: Notice | null;
  loaded: boolean;
}
type LoadStep<O> = { kind: 'load'; done: () => void } | { kind: 'update'; change: (data: O) => O };

/**
 * The read side of the same pattern: the data one action loads (an admin tab's list), loaded on
 * mount unless the page handed it over (`initial`), with `reload()` (resolves once the answer is
 * in) for after a change and `update(change)` to patch it in place. A failure goes through the one
 * mapper and keeps the data already shown.
 */
export function useActionData<R, O = Exclude<R, undefined>>(options: {
  load: () => Promise<Result<R>>;
  keys: FailureKeys;
  initial?: O | null;
}) {
  const { load, keys } = options;
  const preloaded = options.initial !== undefined;
  const [state, dispatch, pending] = useActionState<Loaded<O>, LoadStep<O>>(
    async (previous, step) => {
      if (step.kind === 'update') return previous.data === null ? previous : { ...previous, data: step.change(previous.data) };
      let next: Loaded<O>;
      try {
        const result = await load();
        next =
          result.error !== undefined
            ? { ...previous, notice: describeActionError(result.error, keys).notice ?? { key: keys.generic }, loaded: true }
            : { data: result.data as O, notice: null, loaded: true };
      } catch (caught) {
        next = { ...previous, notice: describeActionError(caught, keys).notice ?? { key: keys.generic }, loaded: true };
      }
      step.done();
      return next;
    },
    { data: options.initial ?? null, notice: null, loaded: false },
  );

  const reload = useCallback(() => new Promise<void>((done) => startTransition(() => dispatch({ kind: 'load', done }))), [dispatch]);
  const update = useCallback((change: (data: O) => O) => startTransition(() => dispatch({ kind: 'update', change })), [dispatch]);
  useEffect(() => {
    if (!preloaded) void reload();
  }, [preloaded, reload]);
  return { ...state, pending, reload, update };
}
