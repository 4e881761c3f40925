import type { AdminPost } from '../../server/blog/admin';
import type { AdminT } from './words';
import { ErrorBox } from '../shared/ErrorBox';
import { useBlogEditor, type Saved } from './blogEditor/useBlogEditor';
import { AiPanel } from './blogEditor/AiPanel';
import { LanguagePanel, LanguageTabs } from './blogEditor/LanguagePanel';
import { PublishFields } from './blogEditor/PublishFields';

interface Props {
  t: AdminT;
  post: AdminPost | null;
  /** `published`: what going live did, when the save published the post. */
  onSaved: (post: AdminPost, created: boolean, published: Saved['published']) => void;
  onCancel: () => void;
}

/** The post editor (portal spec §2 "Blog management tab"): AI panel, fields, Create/Update Post. */
export default function BlogEditor({ t, post, onSaved, onCancel }: Props) {
  const editor = useBlogEditor(t, post, onSaved);
  const { saving } = editor;
  return (
    <div className="space-y-6" data-blog-editor>
      <div className="flex items-center justify-between gap-4">
        <h2 className="text-xl font-bold">{post ? t('blogadmin.editor.edit') : t('blogadmin.editor.new')}</h2>
        <button type="button" className="text-sm font-semibold text-brand-700 hover:underline" onClick={onCancel}>
          ← {t('blogadmin.editor.back')}
        </button>
      </div>
      <AiPanel t={t} generation={editor.generation} />
      <form className="card space-y-5" onSubmit={editor.saveDraft} noValidate data-blog-form>
        {editor.failure && <ErrorBox>{editor.failure}</ErrorBox>}
        <LanguageTabs t={t} editor={editor} />
        <LanguagePanel t={t} editor={editor} />
        <PublishFields t={t} editor={editor} />
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
