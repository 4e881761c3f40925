import type { AdminT } from '../words';
import { ErrorBox } from '../../shared/ErrorBox';
import { FormField } from '../../shared/FormField';
import { ownFieldOf } from './draft';
import { ContentField } from './ContentField';
import type { BlogEditorState } from './useBlogEditor';

/** The English and Thai tabs (decision 0022). */
export function LanguageTabs({ t, editor }: { t: AdminT; editor: BlogEditorState }) {
  return (
    <div role="tablist" aria-label={t('blogadmin.language.label')} className="flex gap-2 border-b border-slate-200">
      {(['en', 'th'] as const).map((value) => (
        <button
          key={value}
          type="button"
          role="tab"
          id={`blog-lang-${value}`}
          aria-controls="blog-lang-panel"
          aria-selected={editor.language === value}
          onClick={() => editor.setLanguage(value)}
          className="-mb-px border-b-2 border-transparent px-4 py-2 text-sm font-semibold text-slate-600 aria-selected:border-brand-600 aria-selected:text-brand-700"
          data-language-tab={value}
        >
          {t(`blogadmin.language.${value}`)}
        </button>
      ))}
    </div>
  );
}

/** The button that drafts this version from the other one, and what the translation said. */
function TranslateRow({ t, editor }: { t: AdminT; editor: BlogEditorState }) {
  const { language, translation } = editor;
  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          className="btn-secondary"
          onClick={() => translation.from(language === 'en' ? 'th-en' : 'en-th')}
          disabled={translation.pending}
          aria-busy={translation.pending}
        >
          {translation.pending
            ? t('blogadmin.translate.working')
            : t(language === 'en' ? 'blogadmin.translate.fromTh' : 'blogadmin.translate.fromEn')}
        </button>
      </div>
      {translation.error && <ErrorBox>{translation.error}</ErrorBox>}
      {translation.done && !translation.error && (
        <p role="status" className="rounded-xl border border-green-200 bg-green-50 px-4 py-2 text-sm font-medium text-green-900">
          {t('blogadmin.translate.done')}
        </p>
      )}
    </>
  );
}

/** The search-engine texts of this version, folded away. */
function SeoFields({ t, editor }: { t: AdminT; editor: BlogEditorState }) {
  const { language, field } = editor;
  return (
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
  );
}

/** The texts of the version being edited: each language has its own. */
export function LanguagePanel({ t, editor }: { t: AdminT; editor: BlogEditorState }) {
  const { language, field, bind } = editor;
  return (
    <div
      role="tabpanel"
      id="blog-lang-panel"
      aria-labelledby={`blog-lang-${language}`}
      className="space-y-5"
      data-language-panel={language}
    >
      {language === 'th' && <p className="text-sm text-muted">{t('blogadmin.language.thaiHint')}</p>}
      <TranslateRow t={t} editor={editor} />
      <FormField key={`title-${language}`} label={t('blogadmin.field.title')} required {...field('title')} />
      <FormField
        key={`excerpt-${language}`}
        label={t('blogadmin.field.excerpt')}
        multiline
        rows={2}
        hint={t('blogadmin.field.excerptHint')}
        {...field('excerpt')}
      />
      <ContentField t={t} editor={editor} />
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
      <SeoFields t={t} editor={editor} />
    </div>
  );
}
