import { ARTICLE_LENGTHS, ARTICLE_TONES, type ArticleLength, type ArticleTone } from '../../../domain/blog/generation';
import type { AdminT } from '../words';
import { ErrorBox } from '../../shared/ErrorBox';
import { FormField, SelectField } from '../../shared/FormField';
import type { ArticleGeneration } from './useBlogEditor';

/** The AI panel: a topic, a length and a tone, and the button that writes the article. */
export function AiPanel({ t, generation }: { t: AdminT; generation: ArticleGeneration }) {
  const { ai, setAi, generating, aiError, aiNotice } = generation;
  return (
    <section className="card space-y-4 border-brand-200 bg-brand-50/40" aria-labelledby="ai-panel-title" data-ai-panel>
      <h3 id="ai-panel-title" className="font-bold">
        {t('blogadmin.ai.title')}
      </h3>
      <FormField
        label={t('blogadmin.ai.topic')}
        name="topic"
        placeholder={t('blogadmin.ai.topicPlaceholder')}
        value={ai.topic}
        onChange={(event) => setAi((a) => ({ ...a, topic: event.target.value }))}
        error={aiError && !ai.topic.trim() ? aiError : undefined}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('blogadmin.ai.length')}
          name="length"
          value={ai.length}
          onChange={(event) => setAi((a) => ({ ...a, length: event.target.value as ArticleLength }))}
          options={ARTICLE_LENGTHS.map((value) => ({ value, label: t(`blogadmin.ai.length.${value}`) }))}
        />
        <SelectField
          label={t('blogadmin.ai.tone')}
          name="tone"
          value={ai.tone}
          onChange={(event) => setAi((a) => ({ ...a, tone: event.target.value as ArticleTone }))}
          options={ARTICLE_TONES.map((value) => ({ value, label: t(`blogadmin.ai.tone.${value}`) }))}
        />
      </div>
      {aiError && ai.topic.trim() !== '' && <ErrorBox>{aiError}</ErrorBox>}
      {aiNotice && (
        <p role="status" className="rounded-xl border border-green-200 bg-green-50 px-4 py-2 text-sm font-medium text-green-900">
          {aiNotice}
        </p>
      )}
      <button type="button" className="btn-secondary" onClick={generation.run} disabled={generating} aria-busy={generating}>
        {generating ? t('blogadmin.ai.generating') : t('blogadmin.ai.generate')}
      </button>
    </section>
  );
}
