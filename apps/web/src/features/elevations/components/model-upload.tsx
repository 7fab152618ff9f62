// The site's custom DEM: what is stored, a file picker with the server's limits checked first,
// a real upload progress bar (XMLHttpRequest progress events) with Cancel, Replace and Remove.
import { Alert, Box, Button, LinearProgress, Skeleton, Stack, Typography } from '@mui/material';
import { formatBytes } from '@sortie/domain';
import type { TSite } from '@sortie/domain/contracts';
import { useRef, useState, type ChangeEvent } from 'react';
import { isCancelled } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import {
  useDeleteElevationModel,
  useElevationModel,
  useUploadElevationModel,
} from '../api/elevation-model.ts';
import { MAX_MODEL_MB, MODEL_ACCEPT, checkModelContent } from '../utils/check-file.ts';
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
        notify(`Elevation model uploaded: ${saved.coverage_pct}% of the site covered`, {
          code: 201,
        }),
    });
  };

  const uploading = upload.progress !== null;
  // A cancelled upload is the user's own choice, not an error to show.
  const cancelled = upload.error !== null && isCancelled(upload.error);
  const uploadError = cancelled ? null : upload.error;

  return (
    <Stack spacing={1.5} aria-label="Custom elevation model" component="section">
      {model.isPending ? (
        <Skeleton width={260} />
      ) : model.error ? (
        <Alert severity="error">Unable to load the elevation model: {model.error.message}</Alert>
      ) : stored ? (
        <Box>
          <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {stored.file_name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {formatBytes(stored.size_bytes)} · {stored.width} × {stored.height} samples · covers{' '}
            {stored.coverage_pct}% of the site · {uploadedText(stored.uploaded_at)}
          </Typography>
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary">
          No elevation model uploaded yet. Upload a GeoTIFF in WGS84 (EPSG:4326) or UTM of up to{' '}
          {MAX_MODEL_MB} MB that covers the site.
        </Typography>
      )}

      {uploading && (
        <Box>
          <LinearProgress
            variant="determinate"
            value={Math.round((upload.progress ?? 0) * 100)}
            aria-label="Upload progress"
          />
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
            <Typography variant="caption" color="text.secondary">
              {upload.progress !== null && upload.progress >= 1
                ? 'Checking the elevation model…'
                : `Uploading… ${Math.round((upload.progress ?? 0) * 100)}%`}
            </Typography>
            <Button size="small" onClick={upload.cancel}>
              Cancel
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
          {problem ?? uploadError?.message}
        </Alert>
      )}
      {remove.error && <Alert severity="error">{remove.error.message}</Alert>}

      {editable && (
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          <input
            ref={input}
            type="file"
            accept={MODEL_ACCEPT}
            hidden
            aria-label="GeoTIFF file"
            onChange={(e) => void onFile(e)}
          />
          <Button
            variant="outlined"
            size="small"
            disabled={uploading}
            onClick={() => input.current?.click()}
          >
            {stored ? 'Replace GeoTIFF' : 'Upload GeoTIFF'}
          </Button>
          {stored && (
            <Button
              variant="outlined"
              size="small"
              color="error"
              disabled={uploading || remove.isPending}
              onClick={() =>
                remove.mutate(undefined, {
                  onSuccess: () => notify('Elevation model removed; the source is now None'),
                })
              }
            >
              Remove model
            </Button>
          )}
        </Stack>
      )}
    </Stack>
  );
}
