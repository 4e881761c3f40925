import { useState } from 'react';
import type { AdminT } from '../words';
import { FormField } from '../../shared/FormField';
import { fieldOf } from './draft';
import type { BlogEditorState } from './useBlogEditor';

/** The article's HTML, with an Edit/Preview switch; the preview is a sandboxed frame. */
export function ContentField({ t, editor }: { t: AdminT; editor: BlogEditorState }) {
  const [preview, setPreview] = useState(false);
  const { draft, language } = editor;
  return (
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
          {...editor.field('content')}
        />
      )}
    </div>
  );
}
