// Step 1, Select dataset: a folder, files, or a drop of either. Folders dropped are walked.
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFixed } from '../../../i18n/locale.ts';
import { filesFromDrop, sortImages } from '../analysis/collect-files.ts';

const mb = (bytes: number) => `${formatFixed(bytes / 1_048_576, 1)} MB`;

export function SelectStep({
  files,
  onFiles,
}: {
  files: File[];
  onFiles: (files: File[]) => void;
}) {
  const { t } = useTranslation('dataCheck');
  const folderRef = useRef<HTMLInputElement>(null);
  const filesRef = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const [reading, setReading] = useState(false);
  const onDrop = async (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    setReading(true);
    try {
      onFiles(await filesFromDrop(e.dataTransfer));
    } finally {
      setReading(false);
    }
  };
  const size = files.reduce((s, f) => s + f.size, 0);
  return (
    <Stack spacing={2}>
      <Box
        data-testid="data-check-drop"
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(e) => void onDrop(e)}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: over ? 'primary.main' : 'divider',
          borderRadius: 2,
          p: { xs: 2, sm: 4 },
          textAlign: 'center',
          bgcolor: over ? 'action.hover' : 'transparent',
        }}
      >
        <CloudUploadOutlined color="action" sx={{ fontSize: 48 }} />
        <Typography>{t('select.drop')}</Typography>
        <Typography variant="body2" color="text.secondary">
          {t('select.hint')}
        </Typography>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          justifyContent="center"
          sx={{ mt: 2 }}
        >
          <Button variant="contained" onClick={() => folderRef.current?.click()}>
            {t('select.folder')}
          </Button>
          <Button variant="outlined" onClick={() => filesRef.current?.click()}>
            {t('select.files')}
          </Button>
        </Stack>
        <input
          ref={folderRef}
          data-testid="data-check-folder-input"
          type="file"
          hidden
          multiple
          // The directory picker: not in React's types, but in every current browser.
          {...{ webkitdirectory: '', directory: '' }}
          onChange={(e) => onFiles(sortImages([...(e.target.files ?? [])]))}
        />
        <input
          ref={filesRef}
          data-testid="data-check-files-input"
          type="file"
          hidden
          multiple
          accept=".jpg,.jpeg,.dng,.tif,.tiff,image/jpeg,image/tiff"
          onChange={(e) => onFiles(sortImages([...(e.target.files ?? [])]))}
        />
      </Box>
      <Typography role="status" data-testid="data-check-selection">
        {reading
          ? t('select.reading')
          : files.length
            ? t('select.selected', { count: files.length, size: mb(size) })
            : t('select.none')}
      </Typography>
    </Stack>
  );
}
