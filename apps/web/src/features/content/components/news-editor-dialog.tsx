// Create or edit a news item (News CMS): title, link (the URL check of platform-core §5 runs on
// the server and its message shows beside the field), source, publish date, thumbnail, featured,
// and a live preview of the card. "Save draft" keeps it hidden; "Publish" shows it to everyone.
import { Box, FormControlLabel, Stack, Switch, TextField, Typography } from '@mui/material';
import type { TNewsItem } from '@sortie/domain/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveNews } from '../api/news.ts';
import { CmsEditorDialog, useCmsSave } from './cms-editor-dialog.tsx';
import { NewsCard } from './news-card.tsx';
import { ThumbnailField } from './thumbnail-field.tsx';

const FIELDS = ['title', 'url', 'source', 'publish_date', 'thumbnail'] as const;

/** 'YYYY-MM-DDTHH:mm' in local time, for a datetime-local input. */
function toLocalInput(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function NewsEditorDialog({
  item,
  onClose,
}: {
  /** null for a new item. */
  item: TNewsItem | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('content');
  const [title, setTitle] = useState(item?.title ?? '');
  const [url, setUrl] = useState(item?.url ?? '');
  const [source, setSource] = useState(item?.source ?? '');
  const [date, setDate] = useState(toLocalInput(item?.publish_date ?? new Date().toISOString()));
  const [thumbnail, setThumbnail] = useState(item?.thumbnail ?? '');
  const [featured, setFeatured] = useState(item?.featured ?? false);
  const { errors, submit, saving } = useCmsSave(useSaveNews(), {
    id: item?.id ?? null,
    fields: FIELDS,
    published: t('newsEditor.published'),
    onClose,
  });
  const publishDate = Number.isNaN(new Date(date).getTime())
    ? new Date().toISOString()
    : new Date(date).toISOString();

  const save = (draft: boolean) =>
    submit(draft, {
      title,
      url,
      source,
      publish_date: publishDate,
      thumbnail: thumbnail.trim() === '' ? null : thumbnail.trim(),
      featured,
      draft,
    });

  const preview: TNewsItem = {
    id: item?.id ?? 'preview',
    title: title || t('newsEditor.previewTitle'),
    url: '#',
    source: source || t('cms.source'),
    thumbnail: thumbnail || null,
    publish_date: publishDate,
    featured,
    draft: true,
    views: 0,
  };

  return (
    <CmsEditorDialog
      title={item ? t('newsEditor.editTitle') : t('newsEditor.newTitle')}
      formError={errors.form}
      saving={saving}
      onSave={save}
      onClose={onClose}
    >
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: '1fr 260px' },
          pt: 1,
        }}
      >
        <Stack spacing={2}>
          <TextField
            label={t('cms.title')}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            error={Boolean(errors.fields.title)}
            helperText={errors.fields.title}
            required
          />
          <TextField
            label={t('newsEditor.link')}
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            error={Boolean(errors.fields.url)}
            helperText={errors.fields.url ?? t('newsEditor.linkHelp')}
            required
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label={t('cms.source')}
              value={source}
              onChange={(e) => setSource(e.target.value)}
              error={Boolean(errors.fields.source)}
              helperText={errors.fields.source}
              required
              fullWidth
            />
            <TextField
              label={t('newsEditor.publishDate')}
              type="datetime-local"
              value={date}
              onChange={(e) => setDate(e.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
              fullWidth
            />
          </Stack>
          <ThumbnailField
            value={thumbnail}
            onChange={setThumbnail}
            error={errors.fields.thumbnail}
          />
          <FormControlLabel
            control={<Switch checked={featured} onChange={(e) => setFeatured(e.target.checked)} />}
            label={t('news.featured')}
          />
        </Stack>
        <Box>
          <Typography variant="overline" color="text.secondary">
            {t('newsEditor.preview')}
          </Typography>
          <Box sx={{ pointerEvents: 'none' }}>
            <NewsCard item={preview} />
          </Box>
        </Box>
      </Box>
    </CmsEditorDialog>
  );
}
