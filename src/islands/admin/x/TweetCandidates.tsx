import type { AdminT } from '../words';
import { StatusBadge, type Overview } from './shared';

type Candidate = Overview['candidates'][number];

/** Published posts not yet on X, to pick one from (pressed again, the pick is dropped). */
export function TweetCandidates({
  t,
  headingId,
  candidates,
  selectedId,
  onSelect,
}: {
  t: AdminT;
  headingId: string;
  candidates: Overview['candidates'] | null;
  selectedId: string | null;
  onSelect: (candidate: Candidate) => void;
}) {
  return (
    <section className="card" aria-labelledby={`${headingId}-candidates`} data-x-candidates>
      <h3 id={`${headingId}-candidates`} className="text-xl font-bold">
        {t('xposting.candidates.title')}
      </h3>
      {candidates && candidates.length === 0 && (
        <p className="mt-4 text-slate-600" data-x-candidates-empty>
          {t('xposting.candidates.empty')}
        </p>
      )}
      {candidates && candidates.length > 0 && (
        <>
          <p className="mt-1 text-sm text-slate-600">{t('xposting.candidates.hint')}</p>
          <ul className="mt-4 space-y-2">
            {candidates.map((candidate) => (
              <li key={candidate.id}>
                <button
                  type="button"
                  aria-pressed={candidate.id === selectedId}
                  onClick={() => onSelect(candidate)}
                  className="flex w-full items-start justify-between gap-3 rounded-xl border border-slate-200 px-4 py-3 text-left hover:border-brand-500 hover:bg-brand-50 aria-pressed:border-brand-600 aria-pressed:bg-brand-50"
                  data-x-candidate={candidate.id}
                >
                  <span className="min-w-0">
                    <span className="block font-semibold break-words text-ink">{candidate.title}</span>
                    <span className="block font-mono text-xs break-all text-slate-500">/blog/{candidate.slug}</span>
                  </span>
                  <StatusBadge t={t} status={candidate.xPostStatus} />
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
