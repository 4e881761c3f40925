import { BLOG_STATUSES, type BlogStatus } from '../../../domain/blog/post';
import type { AdminT } from '../words';
import { FormField, SelectField } from '../../shared/FormField';
import type { BlogEditorState } from './useBlogEditor';

/** The fields both versions share: the image, the status (and time, when scheduled), posting to X. */
export function PublishFields({ t, editor }: { t: AdminT; editor: BlogEditorState }) {
  const { draft, setDraft, bind } = editor;
  const imageOk = /^https:\/\/\S+$/.test(draft.featured_image_url);
  return (
    <>
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
    </>
  );
}
