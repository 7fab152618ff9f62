// Thumbnails of flagged images, made on demand from the pilot's own files (decoded small, drawn
// once, the bitmap closed) and revoked when the results go away. The first 24 only: the table
// lists the rest.
import { Box, Card, CardContent, Typography } from '@mui/material';
import type { DataCheckResult } from '@sortie/domain/data-check';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const MAX = 24;

async function thumbnail(file: File): Promise<string | null> {
  try {
    const bitmap = await createImageBitmap(file, { resizeWidth: 200, resizeQuality: 'medium' });
    const canvas = document.createElement('canvas');
    canvas.width = bitmap.width;
    canvas.height = bitmap.height;
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0);
    bitmap.close();
    const blob = await new Promise<Blob | null>((r) => canvas.toBlob(r, 'image/jpeg', 0.8));
    return blob ? URL.createObjectURL(blob) : null;
  } catch {
    return null;
  }
}

export function FlaggedThumbnails({
  result,
  files,
}: {
  result: DataCheckResult;
  files: readonly File[];
}) {
  const { t } = useTranslation('dataCheck');
  const flagged = result.images.filter((i) => i.issues.length).slice(0, MAX);
  const [urls, setUrls] = useState<Record<number, string | null>>({});
  useEffect(() => {
    let alive = true;
    const made: string[] = [];
    void (async () => {
      for (const img of flagged) {
        const file = files[img.index];
        const url = file ? await thumbnail(file) : null;
        if (url) made.push(url);
        if (!alive) break;
        setUrls((u) => ({ ...u, [img.index]: url }));
      }
    })();
    return () => {
      alive = false;
      for (const u of made) URL.revokeObjectURL(u);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [result, files]);
  if (flagged.length === 0) return null;
  return (
    <Box
      data-testid="data-check-thumbnails"
      sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))' }}
    >
      {flagged.map((img) => (
        <Card key={img.index} variant="outlined">
          <Box
            sx={{
              height: 100,
              bgcolor: 'action.hover',
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
            }}
          >
            {urls[img.index] ? (
              <img
                src={urls[img.index]!}
                alt={img.name}
                style={{ maxWidth: '100%', maxHeight: 100 }}
              />
            ) : (
              <Typography variant="caption" color="text.secondary">
                {img.index in urls ? t('thumbs.none') : t('thumbs.loading')}
              </Typography>
            )}
          </Box>
          <CardContent sx={{ p: 1, '&:last-child': { pb: 1 } }}>
            <Typography variant="caption" component="div" noWrap title={img.name}>
              {img.name}
            </Typography>
            <Typography variant="caption" color="error">
              {img.issues.map((x) => t(`issues.${x.kind}`)).join(', ')}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
