// A document beside a record (a drone's insurance certificate, a pilot's licence): its name with
// a download, and an upload button (PDF, PNG or JPEG, up to 10 MB; the server checks the bytes).
import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined';
import { Alert, Button, Link, Stack, Typography } from '@mui/material';
import { FLEET_DOCUMENT_MAX_BYTES, type TFleetDocument } from '@sortie/domain/contracts';
import { useState } from 'react';
import { errorText } from '../../../lib/errors.ts';
import { downloadDocument, useUploadDocument, type DocumentTarget } from '../api/records.ts';
import { useTranslation } from 'react-i18next';

export function DocumentField(props: {
  companyId: string;
  target: DocumentTarget;
  label: string;
  document: TFleetDocument | null;
  canUpload: boolean;
}) {
  const { companyId, target, document } = props;
  const { t } = useTranslation('fleet');
  const upload = useUploadDocument(companyId);
  const [tooBig, setTooBig] = useState(false);
  const pick = (file: File | undefined) => {
    if (!file) return;
    setTooBig(file.size > FLEET_DOCUMENT_MAX_BYTES);
    if (file.size <= FLEET_DOCUMENT_MAX_BYTES) upload.mutate({ target, file });
  };
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <AttachFileOutlined fontSize="small" color="action" aria-hidden />
        <Typography variant="body2" sx={{ flex: 1, minWidth: 120 }}>
          {props.label}:{' '}
          {document ? (
            <Link
              component="button"
              type="button"
              onClick={() => void downloadDocument(companyId, target)}
            >
              {document.name}
            </Link>
          ) : (
            <Typography component="span" variant="body2" color="text.secondary">
              {t('document.none')}
            </Typography>
          )}
        </Typography>
        {props.canUpload && (
          <Button component="label" size="small" variant="outlined" disabled={upload.isPending}>
            {document ? t('document.replace') : t('document.upload')}
            <input
              hidden
              type="file"
              accept="application/pdf,image/png,image/jpeg"
              data-testid="document-file"
              onChange={(e) => pick(e.target.files?.[0])}
            />
          </Button>
        )}
      </Stack>
      {tooBig && <Alert severity="error">{t('document.tooBig')}</Alert>}
      {upload.error && <Alert severity="error">{errorText(upload.error)}</Alert>}
    </Stack>
  );
}
