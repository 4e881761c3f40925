import { useEffect, useState } from 'react';
import { actions } from 'astro:actions';
import { TRANSLATED_TEXTS, translationInput, type TranslatedTexts, type TranslationDirection } from '../../domain/blog/translation';
import { ARTICLE_LENGTHS, ARTICLE_TONES, generationInput, type ArticleLength, type ArticleTone } from '../../domain/blog/generation';
import {
  BLOG_STATUSES,
  blogPostSaveInput,
  fromBangkokInput,
  publishAtProblem,
  THAI_FIELDS,
  toBangkokInput,
  type BlogStatus,
  type ThaiField,
} from '../../domain/blog/post';
import type { AdminPost } from '../../server/blog/admin';
import type { AdminT } from './words';
import { ErrorBox } from '../shared/ErrorBox';
import { noticeText, type FailureKeys } from '../../client/actionErrors';
import { useActionForm } from '../shared/useActionForm';
import { FormField, SelectField } from '../shared/FormField';

type Saved = NonNullable<Awaited<ReturnType<typeof actions.blog.save>>['data']>;

interface Props {
  t: AdminT;
  post: AdminPost | null;
  /** `published`: what going live did, when the save published the post. */
  onSaved: (post: AdminPost, created: boolean, published: Saved['published']) => void;
  onCancel: () => void;
}

type Draft = {
  title: string;
  excerpt: string;
  content: string;
  featured_image_url: string;
  featured_image_alt: string;
  status: BlogStatus;
  category: string;
  tags: string;
  meta_title: string;
  meta_description: string;
  meta_keywords: string;
  auto_post_to_x: boolean;
  /** A scheduled post's time as the field shows it: Bangkok wall-clock time. */
  publish_at: string;
  tags_th: string;
} & Record<ThaiField, string>;

const draftOf = (post: AdminPost | null): Draft => ({
  title: post?.title ?? '',
  excerpt: post?.excerpt ?? '',
  content: post?.content ?? '',
  featured_image_url: post?.featured_image_url ?? '',
  featured_image_alt: post?.featured_image_alt ?? '',
  status: post?.status ?? 'draft',
  category: post?.category ?? '',
  tags: post?.tags.join(', ') ?? '',
  tags_th: post?.tags_th.join(', ') ?? '',
  meta_title: post?.meta_title ?? '',
  meta_description: post?.meta_description ?? '',
  meta_keywords: post?.meta_keywords ?? '',
  auto_post_to_x: post?.auto_post_to_x ?? true,
  publish_at: toBangkokInput(post?.publish_at ?? null),
  ...(Object.fromEntries(THAI_FIELDS.map((field) => [field, post?.[field] ?? ''])) as Record<ThaiField, string>),
});

type Topic = { topic: string; length: ArticleLength; tone: ArticleTone };
const generateKeys: FailureKeys = { generic: 'blogadmin.ai.failed', not_signed_in: 'blogadmin.error.session' };
const translateKeys: FailureKeys = {
  generic: 'blogadmin.translate.failed',
  not_signed_in: 'blogadmin.error.session',
  ai_unreadable: 'blogadmin.translate.unreadable',
};
type Language = 'en' | 'th';
/** The editor's field of each translated text, per language. */
const fieldOf = (text: keyof TranslatedTexts, language: Language) =>
  (language === 'en' ? text : `${text}_th`) as Exclude<keyof Draft, 'auto_post_to_x' | 'status' | 'tags' | 'tags_th'>;
/** The editor's field of a text each version has its own of, though the AI does not translate it (issue 26). */
const ownFieldOf = (text: 'tags' | 'featured_image_alt', language: Language) => (language === 'en' ? text : (`${text}_th` as const));
const textsOf = (draft: Draft, language: Language) =>
  Object.fromEntries(TRANSLATED_TEXTS.map((text) => [text, draft[fieldOf(text, language)]])) as TranslatedTexts;
const saveKeys: FailureKeys = {
  generic: 'blogadmin.error.save',
  not_signed_in: 'blogadmin.error.session',
  publish_at_past: 'blog.error.publishAtPast',
};

/** The post editor (portal spec §2 "Blog management tab"): AI panel, fields, Create/Update Post. */
export default function BlogEditor({ t, post, onSaved, onCancel }: Props) {
  const [draft, setDraft] = useState(() => draftOf(post));
  const [preview, setPreview] = useState(false);
  // The version being edited: English and Thai texts each have a tab; the rest is shared (decision 0022).
  const [language, setLanguage] = useState<Language>('en');
  const translate = useActionForm({
    action: actions.blog.translate,
    schema: translationInput,
    keys: translateKeys,
    onSuccess: (data, input) => {
      const target: Language = input.direction === 'en-th' ? 'th' : 'en';
      // A draft for the admin to review in the other tab: nothing is saved until they save.
      setDraft((d) => ({ ...d, ...Object.fromEntries(TRANSLATED_TEXTS.map((text) => [fieldOf(text, target), data.texts[text]])) }));
      setLanguage(target);
    },
  });
  const [ai, setAi] = useState<Topic>({ topic: '', length: 'medium', tone: 'professional' });
  const generate = useActionForm({
    action: actions.blog.generate,
    schema: generationInput,
    keys: generateKeys,
    onSuccess: (data) =>
      setDraft((d) => ({
        ...d,
        title: data.title,
        content: data.content,
        ...(data.photo ? { featured_image_url: data.photo.src, featured_image_alt: data.photo.alt } : {}),
      })),
  });
  const save = useActionForm({
    action: actions.blog.save,
    schema: blogPostSaveInput,
    keys: saveKeys,
    onSuccess: (data) => onSaved(data.post, !post, data.published),
  });
  const generating = generate.pending;
  // The topic's own check, else the AI's failure: one line, under the topic while it is empty.
  const firstField = Object.values(generate.fields)[0];
  const aiError = generate.notice ? noticeText(t, generate.notice) : firstField ? t.data(firstField) : undefined;
  const aiNotice = generate.data ? t(generate.data.photo ? 'blogadmin.ai.doneWithImage' : 'blogadmin.ai.noImage') : undefined;
  const failure =
    save.notice &&
    (save.code === 'forbidden' ? `${noticeText(t, save.notice)} ${t('blogadmin.error.rlsHint')}` : noticeText(t, save.notice));
  const saving = save.pending;
  const translateError = translate.notice
    ? noticeText(t, translate.notice)
    : translate.fields['source']
      ? t.data(translate.fields['source'])
      : undefined;
  const field = (text: keyof TranslatedTexts) => bind(fieldOf(text, language));
  const translateFrom = (direction: TranslationDirection) =>
    translate.submit({ direction, source: textsOf(draft, direction === 'en-th' ? 'en' : 'th') });

  // Spec §4: a warning about leaving the page while the AI writes.
  useEffect(() => {
    if (!generating) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = t('blogadmin.ai.leaveWarning');
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [generating, t]);

  const bind = (name: Exclude<keyof Draft, 'auto_post_to_x' | 'status'>) => ({
    name,
    value: draft[name],
    onChange: (event: { target: { value: string } }) => setDraft((d) => ({ ...d, [name]: event.target.value })),
    error: save.fields[name] ? t.data(save.fields[name]) : undefined,
  });

  function saveDraft(event: { preventDefault: () => void }) {
    event.preventDefault();
    const publishAt = draft.status === 'scheduled' ? fromBangkokInput(draft.publish_at) : null;
    // The time must still be ahead when the admin presses Save (the server checks again).
    const late = publishAtProblem(draft.status, publishAt, new Date());
    if (late) return save.set({ fields: { publish_at: late } });
    const input = {
      ...draft,
      publish_at: publishAt,
      tags: draft.tags.split(','),
      tags_th: draft.tags_th.split(','),
      ...(post ? { id: post.id } : {}),
    };
    // Only Thai fields refused: open the Thai tab, where their messages are (the English ones show first otherwise).
    const checked = blogPostSaveInput.safeParse(input);
    const refused = checked.success ? [] : checked.error.issues.map((issue) => String(issue.path[0] ?? ''));
    if (refused.length > 0 && refused.every((name) => name.endsWith('_th'))) setLanguage('th');
    else if (refused.length > 0) setLanguage('en');
    save.submit(input);
  }

  const imageOk = /^https:\/\/\S+$/.test(draft.featured_image_url);
  return (
    <div className="space-y-6" data-blog-editor>
      <div className="flex items-center justify-between gap-4">
        <h2 className="text-xl font-bold">{post ? t('blogadmin.editor.edit') : t('blogadmin.editor.new')}</h2>
        <button type="button" className="text-sm font-semibold text-brand-700 hover:underline" onClick={onCancel}>
          ← {t('blogadmin.editor.back')}
        </button>
      </div>

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
        <button type="button" className="btn-secondary" onClick={() => generate.submit(ai)} disabled={generating} aria-busy={generating}>
          {generating ? t('blogadmin.ai.generating') : t('blogadmin.ai.generate')}
        </button>
      </section>

      <form className="card space-y-5" onSubmit={saveDraft} noValidate data-blog-form>
        {failure && <ErrorBox>{failure}</ErrorBox>}
        <div role="tablist" aria-label={t('blogadmin.language.label')} className="flex gap-2 border-b border-slate-200">
          {(['en', 'th'] as const).map((value) => (
            <button
              key={value}
              type="button"
              role="tab"
              id={`blog-lang-${value}`}
              aria-controls="blog-lang-panel"
              aria-selected={language === value}
              onClick={() => setLanguage(value)}
              className="-mb-px border-b-2 border-transparent px-4 py-2 text-sm font-semibold text-slate-600 aria-selected:border-brand-600 aria-selected:text-brand-700"
              data-language-tab={value}
            >
              {t(`blogadmin.language.${value}`)}
            </button>
          ))}
        </div>
        <div
          role="tabpanel"
          id="blog-lang-panel"
          aria-labelledby={`blog-lang-${language}`}
          className="space-y-5"
          data-language-panel={language}
        >
          {language === 'th' && <p className="text-sm text-muted">{t('blogadmin.language.thaiHint')}</p>}
          <div className="flex flex-wrap items-center gap-3">
            <button
              type="button"
              className="btn-secondary"
              onClick={() => translateFrom(language === 'en' ? 'th-en' : 'en-th')}
              disabled={translate.pending}
              aria-busy={translate.pending}
            >
              {translate.pending
                ? t('blogadmin.translate.working')
                : t(language === 'en' ? 'blogadmin.translate.fromTh' : 'blogadmin.translate.fromEn')}
            </button>
          </div>
          {translateError && <ErrorBox>{translateError}</ErrorBox>}
          {translate.data && !translateError && (
            <p role="status" className="rounded-xl border border-green-200 bg-green-50 px-4 py-2 text-sm font-medium text-green-900">
              {t('blogadmin.translate.done')}
            </p>
          )}
          <FormField key={`title-${language}`} label={t('blogadmin.field.title')} required {...field('title')} />
          <FormField
            key={`excerpt-${language}`}
            label={t('blogadmin.field.excerpt')}
            multiline
            rows={2}
            hint={t('blogadmin.field.excerptHint')}
            {...field('excerpt')}
          />
          <div>
            <div className="mb-2 flex justify-end gap-2" role="group" aria-label={t('blogadmin.field.contentView')}>
              <button
                type="button"
                aria-pressed={!preview}
                onClick={() => setPreview(false)}
                className="rounded-full px-3 py-1 text-sm font-semibold aria-pressed:bg-brand-600 aria-pressed:text-white"
              >
                {t('blogadmin.field.editMode')}
              </button>
              <button
                type="button"
                aria-pressed={preview}
                onClick={() => setPreview(true)}
                className="rounded-full px-3 py-1 text-sm font-semibold aria-pressed:bg-brand-600 aria-pressed:text-white"
              >
                {t('blogadmin.field.previewMode')}
              </button>
            </div>
            {preview ? (
              // A sandboxed frame with no scripts: AI or pasted HTML cannot run in the admin's session.
              <iframe
                title={t('blogadmin.field.previewTitle')}
                sandbox=""
                srcDoc={`<!doctype html><meta charset="utf-8"><body style="font-family:system-ui,sans-serif;line-height:1.6;padding:1rem">${draft[fieldOf('content', language)]}</body>`}
                className="h-96 w-full rounded-xl border border-slate-300 bg-white"
                data-content-preview
              />
            ) : (
              <FormField
                key={`content-${language}`}
                label={t('blogadmin.field.content')}
                required
                multiline
                rows={14}
                hint={t('blogadmin.field.characters', { count: draft[fieldOf('content', language)].length })}
                {...field('content')}
              />
            )}
          </div>
          <FormField key={`category-${language}`} label={t('blogadmin.field.category')} {...field('category')} />
          <FormField
            key={`tags-${language}`}
            label={t('blogadmin.field.tags')}
            hint={t('blogadmin.field.tagsHint')}
            {...bind(ownFieldOf('tags', language))}
          />
          <FormField
            key={`image-alt-${language}`}
            label={t('blogadmin.field.imageAlt')}
            {...bind(ownFieldOf('featured_image_alt', language))}
          />
          <details className="rounded-xl border border-slate-200 p-4">
            <summary className="cursor-pointer font-semibold">{t('blogadmin.field.seo')}</summary>
            <div className="mt-4 space-y-4">
              <FormField key={`meta-title-${language}`} label={t('blogadmin.field.metaTitle')} {...field('meta_title')} />
              <FormField
                key={`meta-description-${language}`}
                label={t('blogadmin.field.metaDescription')}
                multiline
                rows={2}
                {...field('meta_description')}
              />
              <FormField key={`meta-keywords-${language}`} label={t('blogadmin.field.metaKeywords')} {...field('meta_keywords')} />
            </div>
          </details>
        </div>
        <FormField label={t('blogadmin.field.image')} type="url" {...bind('featured_image_url')} />
        {imageOk && (
          <img
            src={draft.featured_image_url}
            alt={t('blogadmin.field.imagePreview')}
            className="max-h-48 rounded-xl object-cover"
            data-image-preview
          />
        )}
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            label={t('blogadmin.field.status')}
            name="status"
            value={draft.status}
            onChange={(event) => setDraft((d) => ({ ...d, status: event.target.value as BlogStatus }))}
            options={BLOG_STATUSES.map((value) => ({ value, label: t(`blogadmin.status.${value}`) }))}
          />
        </div>
        {draft.status === 'scheduled' && (
          <FormField
            label={t('blogadmin.field.publishAt')}
            hint={t('blogadmin.field.publishAtHint')}
            type="datetime-local"
            required
            {...bind('publish_at')}
          />
        )}
        <label className="flex items-center gap-3 font-medium">
          <input
            type="checkbox"
            className="size-5 accent-brand-600"
            checked={draft.auto_post_to_x}
            onChange={(event) => setDraft((d) => ({ ...d, auto_post_to_x: event.target.checked }))}
          />
          {t('blogadmin.field.autoPost')}
        </label>
        <div className="flex flex-wrap gap-3">
          <button type="submit" className="btn-primary" disabled={saving} aria-busy={saving}>
            {saving ? t('blogadmin.save.saving') : post ? t('blogadmin.save.update') : t('blogadmin.save.create')}
          </button>
          <button type="button" className="btn-secondary" onClick={onCancel} disabled={saving}>
            {t('blogadmin.cancel')}
          </button>
        </div>
      </form>
    </div>
  );
}
