// Upload workflow (feature-areas §5 "Site upload"): .kml, .kmz, GeoJSON or a zipped shapefile. The
// file is judged in the browser by the same flightplan function the server runs on Save, so what
// is accepted here is accepted there (issue 10 §C). Refusals open a dialog with the exact title
// and text; the name defaults to the file name without extension.
import UploadFile from '@mui/icons-material/UploadFile';
import { Box, Button, Typography } from '@mui/material';
import {
  SITE_FILE_EXTENSIONS,
  siteNameFromFileName,
  siteShapeFromFile,
  type SiteFileIssue,
  type SiteShape,
} from '@sortie/flightplan';
import { useRef, useState } from 'react';
import { MessageDialog } from './message-dialog.tsx';
import { useTranslation } from 'react-i18next';

export const SITE_FILE_ACCEPT = SITE_FILE_EXTENSIONS.join(',');

export interface UploadedSite {
  fileName: string;
  name: string;
  site: SiteShape;
}

/** Reads and parses a picked file; a refusal comes back as the issue to show. */
export async function readSiteFile(file: File): Promise<UploadedSite | SiteFileIssue> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const result = siteShapeFromFile(bytes, file.name);
  if (!result.ok) return result.error;
  return { fileName: file.name, name: siteNameFromFileName(file.name), site: result.value };
}

export function UploadSitePanel({
  uploaded,
  onUploaded,
}: {
  uploaded: UploadedSite | null;
  onUploaded: (u: UploadedSite) => void;
}) {
  const { t } = useTranslation('sites');
  const inputRef = useRef<HTMLInputElement>(null);
  const [issue, setIssue] = useState<SiteFileIssue | null>(null);
  const [reading, setReading] = useState(false);

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setReading(true);
    try {
      const r = await readSiteFile(file);
      if ('type' in r) setIssue(r);
      else onUploaded(r);
    } finally {
      setReading(false);
      if (inputRef.current) inputRef.current.value = '';
    }
  };

  return (
    <Box>
      <input
        ref={inputRef}
        type="file"
        accept={SITE_FILE_ACCEPT}
        aria-label={t('upload.file')}
        style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
        tabIndex={-1}
        onChange={(e) => void onFile(e.target.files?.[0])}
      />
      <Button
        variant={uploaded ? 'outlined' : 'contained'}
        startIcon={<UploadFile />}
        onClick={() => inputRef.current?.click()}
        disabled={reading}
        fullWidth
      >
        {uploaded ? t('upload.another') : t('upload.choose')}
      </Button>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {uploaded ? t('upload.readFrom', { file: uploaded.fileName }) : t('upload.formats')}
      </Typography>
      {issue && (
        <MessageDialog title={issue.title} message={issue.message} onClose={() => setIssue(null)} />
      )}
    </Box>
  );
}
