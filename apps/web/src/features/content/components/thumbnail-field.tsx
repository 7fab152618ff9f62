// The thumbnail of a news item or tip in the CMS: upload a PNG, JPEG or WebP (checked here,
// re-encoded without EXIF on the server) or paste a public image link.
import UploadOutlined from '@mui/icons-material/UploadOutlined';
import { Box, Button, FormHelperText, Stack, TextField } from '@mui/material';
import { NEWS_THUMBNAIL_MAX_BYTES } from '@sortie/domain/contracts';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { checkImage } from '../../../lib/check-image.ts';
import { errorText } from '../../../lib/errors.ts';
import { uploadThumbnail } from '../api/news.ts';

const TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

export function ThumbnailField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (url: string) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation('content');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const pick = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const bad = checkImage(file, TYPES, NEWS_THUMBNAIL_MAX_BYTES);
    setProblem(bad);
    if (bad) return;
    setBusy(true);
    try {
      onChange(await uploadThumbnail(file));
    } catch (err) {
      setProblem(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <Box
          sx={{
            width: 96,
            height: 64,
            flexShrink: 0,
            borderRadius: 1.5,
            bgcolor: 'action.hover',
            backgroundImage: value ? `url("${value.replace(/"/g, '%22')}")` : 'none',
            backgroundSize: 'cover',
            backgroundPosition: 'center',
          }}
          aria-label={t('thumbnail.preview')}
        />
        <TextField
          label={t('thumbnail.link')}
          size="small"
          fullWidth
          value={value}
          onChange={(e) => onChange(e.target.value)}
          error={Boolean(error)}
          helperText={error ?? t('thumbnail.help')}
        />
        <Button
          component="label"
          variant="outlined"
          startIcon={<UploadOutlined />}
          disabled={busy}
          sx={{ flexShrink: 0 }}
        >
          {busy ? t('thumbnail.uploading') : t('common:actions.upload')}
          <input hidden type="file" accept={TYPES.join(',')} onChange={(e) => void pick(e)} />
        </Button>
      </Stack>
      {problem && <FormHelperText error>{problem}</FormHelperText>}
    </Stack>
  );
}
