// The site's custom DEM: what is stored, a file picker with the server's limits checked first,
// a real upload progress bar (XMLHttpRequest progress events) with Cancel, Replace and Remove.
import { Alert, Box, Button, LinearProgress, Skeleton, Stack, Typography } from '@mui/material';
import type { TSite } from '@sortie/domain/contracts';
import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../../../i18n/locale.ts';
import { isCancelled } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/errors.ts';
import { notify } from '../../../lib/notify.ts';
import {
  useDeleteElevationModel,
  useElevationModel,
  useUploadElevationModel,
} from '../api/elevation-model.ts';
import { MAX_MODEL_MB, MODEL_ACCEPT, checkModelContent } from '../utils/check-file.ts';
import { numberText } from '../utils/elevation-i18n.ts';
import { uploadedText } from '../utils/uploaded-text.ts';

export function ModelUpload({
  companyId,
  site,
  editable,
}: {
  companyId: string;
  site: TSite;
  editable: boolean;
}) {
  const { t } = useTranslation('elevations');
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const model = useElevationModel(companyId, site.id);
  const upload = useUploadElevationModel(companyId, site.id);
  const remove = useDeleteElevationModel(companyId, site.id);
  const stored = model.data?.model ?? null;

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    upload.reset();
    const issue = await checkModelContent(file);
    setProblem(issue);
    if (issue) return;
    upload.mutate(file, {
      onSuccess: (saved) =>
        notify(t('model.uploaded', { coverage: numberText(saved.coverage_pct) }), { code: 201 }),
    });
  };

  const uploading = upload.progress !== null;
  // A cancelled upload is the user's own choice, not an error to show.
  const cancelled = upload.error !== null && isCancelled(upload.error);
  const uploadError = cancelled ? null : upload.error;
  const percent = Math.round((upload.progress ?? 0) * 100);

  return (
    <Stack spacing={1.5} aria-label={t('model.label')} component="section">
      {model.isPending ? (
        <Skeleton width={260} />
      ) : model.error ? (
        <Alert severity="error">{t('model.loadFailed', { message: errorText(model.error) })}</Alert>
      ) : stored ? (
        <Box>
          <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {stored.file_name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('model.stored', {
              size: formatBytes(stored.size_bytes),
              width: numberText(stored.width),
              height: numberText(stored.height),
              coverage: numberText(stored.coverage_pct),
              uploaded: uploadedText(stored.uploaded_at),
            })}
          </Typography>
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('model.none', { max: numberText(MAX_MODEL_MB) })}
        </Typography>
      )}

      {uploading && (
        <Box>
          <LinearProgress variant="determinate" value={percent} aria-label={t('model.progress')} />
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
            <Typography variant="caption" color="text.secondary">
              {upload.progress !== null && upload.progress >= 1
                ? t('model.checking')
                : t('model.uploading', { percent: numberText(percent) })}
            </Typography>
            <Button size="small" onClick={upload.cancel}>
              {t('common:actions.cancel')}
            </Button>
          </Stack>
        </Box>
      )}

      {(problem || uploadError) && (
        <Alert
          severity="error"
          onClose={() => {
            setProblem(null);
            upload.reset();
          }}
        >
          {problem ?? (uploadError ? errorText(uploadError) : null)}
        </Alert>
      )}
      {remove.error && <Alert severity="error">{errorText(remove.error)}</Alert>}

      {editable && (
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          <input
            ref={input}
            type="file"
            accept={MODEL_ACCEPT}
            hidden
            aria-label={t('model.file')}
            onChange={(e) => void onFile(e)}
          />
          <Button
            variant="outlined"
            size="small"
            disabled={uploading}
            onClick={() => input.current?.click()}
          >
            {stored ? t('model.replace') : t('model.upload')}
          </Button>
          {stored && (
            <Button
              variant="outlined"
              size="small"
              color="error"
              disabled={uploading || remove.isPending}
              onClick={() =>
                remove.mutate(undefined, {
                  onSuccess: () => notify(t('model.removed')),
                })
              }
            >
              {t('model.remove')}
            </Button>
          )}
        </Stack>
      )}
    </Stack>
  );
}
