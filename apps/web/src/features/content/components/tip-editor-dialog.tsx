// Create or edit a tip (Tips CMS): title, rich-text description (the editor shows it as it will
// look), thumbnail and which app shows it. The server sanitises the HTML on save; the list shows
// the sanitised result.
import { MenuItem, Skeleton, Stack, TextField, Typography } from '@mui/material';
import type { TTip } from '@sortie/domain/contracts';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveTip } from '../api/tips.ts';
import { CmsEditorDialog, useCmsSave } from './cms-editor-dialog.tsx';
import { ThumbnailField } from './thumbnail-field.tsx';

const RichTextEditor = lazy(() => import('./rich-text-editor.tsx'));
const FIELDS = ['title', 'description', 'thumbnail', 'client'] as const;
type Client = TTip['client'];

export function TipEditorDialog({ tip, onClose }: { tip: TTip | null; onClose: () => void }) {
  const { t } = useTranslation('content');
  const [title, setTitle] = useState(tip?.title ?? '');
  const [description, setDescription] = useState(tip?.description ?? '');
  const [thumbnail, setThumbnail] = useState(tip?.thumbnail ?? '');
  const [client, setClient] = useState<Client>(tip?.client ?? 'all');
  const { errors, submit, saving } = useCmsSave(useSaveTip(), {
    id: tip?.id ?? null,
    fields: FIELDS,
    published: t('tipEditor.published'),
    onClose,
  });

  const save = (draft: boolean) =>
    submit(draft, {
      title,
      description,
      thumbnail: thumbnail.trim() === '' ? null : thumbnail.trim(),
      client,
      draft,
    });

  return (
    <CmsEditorDialog
      title={tip ? t('tipEditor.editTitle') : t('tipEditor.newTitle')}
      formError={errors.form}
      saving={saving}
      onSave={save}
      onClose={onClose}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            label={t('cms.title')}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            error={Boolean(errors.fields.title)}
            helperText={errors.fields.title}
            required
            fullWidth
          />
          <TextField
            select
            label={t('tipEditor.shownIn')}
            value={client}
            onChange={(e) => setClient(e.target.value as Client)}
            sx={{ minWidth: 180 }}
          >
            <MenuItem value="all">{t('tipEditor.client.all')}</MenuItem>
            <MenuItem value="web">{t('tipEditor.client.web')}</MenuItem>
            <MenuItem value="app">{t('tipEditor.client.app')}</MenuItem>
          </TextField>
        </Stack>
        <Suspense fallback={<Skeleton variant="rounded" sx={{ height: 200 }} />}>
          <RichTextEditor
            value={description}
            onChange={setDescription}
            label={t('tipEditor.description')}
          />
        </Suspense>
        {errors.fields.description && (
          <Typography color="error" variant="body2">
            {errors.fields.description}
          </Typography>
        )}
        <ThumbnailField value={thumbnail} onChange={setThumbnail} error={errors.fields.thumbnail} />
      </Stack>
    </CmsEditorDialog>
  );
}
