// Upload workflow (feature-areas §5 "Site upload"): only .kml or .kmz; the file is parsed in the
// browser for instant feedback (the server parses again and is the judge). Refusals open a dialog
// with the exact title and text; the name defaults to the file name without extension.
import UploadFile from '@mui/icons-material/UploadFile';
import { Box, Button, Typography } from '@mui/material';
import {
  parseSiteFile,
  siteNameFromFileName,
  type ParsedSite,
  type SiteFileIssue,
} from '@sortie/flightplan';
import { useRef, useState } from 'react';
import { MessageDialog } from './message-dialog.tsx';

export const SITE_FILE_ACCEPT = '.kml,.kmz';

export interface UploadedSite {
  fileName: string;
  name: string;
  site: ParsedSite;
}

/** Reads and parses a picked file; a refusal comes back as the issue to show. */
export async function readSiteFile(file: File): Promise<UploadedSite | SiteFileIssue> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const result = parseSiteFile(bytes, file.name);
  if (!result.ok) return result.error;
  const site = result.value[0]!;
  return { fileName: file.name, name: siteNameFromFileName(file.name), site };
}

export function UploadSitePanel({
  uploaded,
  onUploaded,
}: {
  uploaded: UploadedSite | null;
  onUploaded: (u: UploadedSite) => void;
}) {
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
        aria-label="Site file"
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
        {uploaded ? 'Choose another file' : 'Choose KML or KMZ file'}
      </Button>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {uploaded
          ? `Read from ${uploaded.fileName}.`
          : 'The file must hold a single polygon, line or point feature.'}
      </Typography>
      {issue && (
        <MessageDialog title={issue.title} message={issue.message} onClose={() => setIssue(null)} />
      )}
    </Box>
  );
}
