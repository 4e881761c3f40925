import { useEffect, useState } from 'react';
import { actions } from 'astro:actions';
import { TRANSLATED_TEXTS, translationInput, type TranslatedTexts, type TranslationDirection } from '../../../domain/blog/translation';
import { generationInput } from '../../../domain/blog/generation';
import { blogPostSaveInput, fromBangkokInput, publishAtProblem } from '../../../domain/blog/post';
import type { AdminPost } from '../../../server/blog/admin';
import type { AdminT } from '../words';
import { noticeText } from '../../../client/actionErrors';
import { useActionForm } from '../../shared/useActionForm';
import {
  draftOf,
  fieldOf,
  generateKeys,
  saveKeys,
  textsOf,
  translateKeys,
  type Draft,
  type Language,
  type TextField,
  type Topic,
} from './draft';

export type Saved = NonNullable<Awaited<ReturnType<typeof actions.blog.save>>['data']>;
type Generated = NonNullable<Awaited<ReturnType<typeof actions.blog.generate>>['data']>;

/** Spec §4: a warning about leaving the page while the AI writes. */
function useLeaveWarning(active: boolean, t: AdminT) {
  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = t('blogadmin.ai.leaveWarning');
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active, t]);
}

/** The AI panel's state: the topic, length and tone, the generation and what it says. */
export function useArticleGeneration(t: AdminT, onGenerated: (data: Generated) => void) {
  const [ai, setAi] = useState<Topic>({ topic: '', length: 'medium', tone: 'professional' });
  const generate = useActionForm({
    action: actions.blog.generate,
    schema: generationInput,
    keys: generateKeys,
    onSuccess: onGenerated,
  });
  const generating = generate.pending;
  // The topic's own check, else the AI's failure: one line, under the topic while it is empty.
  const firstField = Object.values(generate.fields)[0];
  const aiError = generate.notice ? noticeText(t, generate.notice) : firstField ? t.data(firstField) : undefined;
  const aiNotice = generate.data ? t(generate.data.photo ? 'blogadmin.ai.doneWithImage' : 'blogadmin.ai.noImage') : undefined;
  useLeaveWarning(generating, t);
  return { ai, setAi, generating, aiError, aiNotice, run: () => generate.submit(ai) };
}
export type ArticleGeneration = ReturnType<typeof useArticleGeneration>;

/** What Save sends: the draft with its time as an instant and its tags as lists. */
const saveInputOf = (draft: Draft, publishAt: string | null, post: AdminPost | null) => ({
  ...draft,
  publish_at: publishAt,
  tags: draft.tags.split(','),
  tags_th: draft.tags_th.split(','),
  ...(post ? { id: post.id } : {}),
});

/** Only Thai fields refused: the Thai tab, where their messages are (the English ones show first otherwise). */
function refusedLanguage(input: ReturnType<typeof saveInputOf>): Language | null {
  const checked = blogPostSaveInput.safeParse(input);
  const refused = checked.success ? [] : checked.error.issues.map((issue) => String(issue.path[0] ?? ''));
  if (refused.length > 0 && refused.every((name) => name.endsWith('_th'))) return 'th';
  return refused.length > 0 ? 'en' : null;
}

/** The editor's draft, its language tab, the translation and the save (with the checks before it). */
export function useBlogEditor(
  t: AdminT,
  post: AdminPost | null,
  onSaved: (post: AdminPost, created: boolean, published: Saved['published']) => void,
) {
  const [draft, setDraft] = useState(() => draftOf(post));
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
  const generation = useArticleGeneration(t, (data) =>
    setDraft((d) => ({
      ...d,
      title: data.title,
      content: data.content,
      ...(data.photo ? { featured_image_url: data.photo.src, featured_image_alt: data.photo.alt } : {}),
    })),
  );
  const save = useActionForm({
    action: actions.blog.save,
    schema: blogPostSaveInput,
    keys: saveKeys,
    onSuccess: (data) => onSaved(data.post, !post, data.published),
  });
  const failure =
    save.notice &&
    (save.code === 'forbidden' ? `${noticeText(t, save.notice)} ${t('blogadmin.error.rlsHint')}` : noticeText(t, save.notice));
  const translateError = translate.notice
    ? noticeText(t, translate.notice)
    : translate.fields['source']
      ? t.data(translate.fields['source'])
      : undefined;
  const bind = (name: TextField) => ({
    name,
    value: draft[name],
    onChange: (event: { target: { value: string } }) => setDraft((d) => ({ ...d, [name]: event.target.value })),
    error: save.fields[name] ? t.data(save.fields[name]) : undefined,
  });
  const field = (text: keyof TranslatedTexts) => bind(fieldOf(text, language));
  const translateFrom = (direction: TranslationDirection) =>
    translate.submit({ direction, source: textsOf(draft, direction === 'en-th' ? 'en' : 'th') });

  function saveDraft(event: { preventDefault: () => void }) {
    event.preventDefault();
    const publishAt = draft.status === 'scheduled' ? fromBangkokInput(draft.publish_at) : null;
    // The time must still be ahead when the admin presses Save (the server checks again).
    const late = publishAtProblem(draft.status, publishAt, new Date());
    if (late) return save.set({ fields: { publish_at: late } });
    const input = saveInputOf(draft, publishAt, post);
    const refused = refusedLanguage(input);
    if (refused) setLanguage(refused);
    save.submit(input);
  }

  return {
    draft,
    setDraft,
    language,
    setLanguage,
    generation,
    translation: { pending: translate.pending, done: Boolean(translate.data), error: translateError, from: translateFrom },
    failure,
    saving: save.pending,
    saveDraft,
    bind,
    field,
  };
}
export type BlogEditorState = ReturnType<typeof useBlogEditor>;
