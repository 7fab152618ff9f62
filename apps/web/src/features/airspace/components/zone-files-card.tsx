// Super Admin: import zone files — GeoJSON, KML or KMZ (values in ExtendedData) or openAIP (JSON export or
// legacy XML) — with class, floor, ceiling and validity per zone, or the default class chosen
// here; importing a file of the same name replaces its zones.
import {
  Alert,
  Button,
  Card,
  CardContent,
  IconButton,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useDeleteZoneFile,
  useImportZoneFile,
  useZoneFiles,
  type ZoneFileFormat,
} from '../api/zone-files.ts';

/** The format a file's name suggests; openAIP files are .aip (XML) or an export's .json. */
function formatOf(name: string): ZoneFileFormat {
  const n = name.toLowerCase();
  if (n.endsWith('.kml')) return 'kml';
  if (n.endsWith('.kmz')) return 'kmz';
  if (n.endsWith('.aip') || n.includes('openaip') || /_asp\.json$/.test(n)) return 'openaip';
  return 'geojson';
}

function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  // In slices: String.fromCharCode with millions of arguments overflows the stack.
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

const FORMAT_LABEL: Record<ZoneFileFormat, string> = {
  geojson: 'GeoJSON',
  kml: 'KML',
  kmz: 'KMZ',
  openaip: 'openAIP',
};

export function ZoneFilesCard() {
  const { t } = useTranslation('airspace');
  const files = useZoneFiles();
  const importFile = useImportZoneFile();
  const remove = useDeleteZoneFile();
  const [source, setSource] = useState('');
  const [cls, setCls] = useState('red');
  const [file, setFile] = useState<File | null>(null);
  const [format, setFormat] = useState<ZoneFileFormat>('geojson');

  const submit = async () => {
    if (!file) return;
    // A KMZ is a zip: sent as base64 (the server unzips it under its own budgets).
    const content =
      format === 'kmz'
        ? bytesToBase64(new Uint8Array(await file.arrayBuffer()))
        : await file.text();
    importFile.mutate({ name: file.name, format, source: source || file.name, content, cls });
  };

  return (
    <Card variant="outlined" sx={{ mt: 2 }} data-testid="zone-files">
      <CardContent>
        <Typography variant="h6" component="h2">
          {t('files.title')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          {t('files.help')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button variant="outlined" component="label">
            {file ? file.name : t('files.choose')}
            <input
              hidden
              type="file"
              accept=".geojson,.json,.kml,.kmz,.aip,.xml,application/geo+json,application/vnd.google-earth.kml+xml,application/vnd.google-earth.kmz"
              onChange={(e) => {
                const chosen = e.target.files?.[0] ?? null;
                setFile(chosen);
                if (chosen) setFormat(formatOf(chosen.name));
              }}
            />
          </Button>
          <TextField
            size="small"
            select
            label={t('files.format')}
            value={format}
            onChange={(e) => setFormat(e.target.value as ZoneFileFormat)}
          >
            {(Object.keys(FORMAT_LABEL) as ZoneFileFormat[]).map((f) => (
              <MenuItem key={f} value={f}>
                {FORMAT_LABEL[f]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            label={t('files.source')}
            value={source}
            onChange={(e) => setSource(e.target.value)}
          />
          <TextField
            size="small"
            select
            label={t('files.defaultClass')}
            value={cls}
            onChange={(e) => setCls(e.target.value)}
          >
            <MenuItem value="red">{t('files.red')}</MenuItem>
            <MenuItem value="yellow">{t('files.yellow')}</MenuItem>
            <MenuItem value="green">{t('files.green')}</MenuItem>
          </TextField>
          <Button
            variant="contained"
            disabled={!file || importFile.isPending}
            onClick={() => void submit()}
          >
            {t('files.import')}
          </Button>
        </Stack>
        {importFile.isError && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {importFile.error.message}
          </Alert>
        )}
        {importFile.data && (
          <Alert severity="success" sx={{ mt: 1 }}>
            {t('files.imported', {
              count: importFile.data.zone_count,
              name: importFile.data.name,
            })}
            {importFile.data.skipped > 0
              ? ` ${t('files.skipped', { count: importFile.data.skipped })}`
              : ''}
          </Alert>
        )}
        <List dense>
          {(files.data?.files ?? []).map((f) => (
            <ListItem
              key={f.id}
              secondaryAction={
                <IconButton
                  aria-label={t('files.delete', { name: f.name })}
                  onClick={() => remove.mutate(f.id)}
                  disabled={remove.isPending}
                >
                  <DeleteOutline />
                </IconButton>
              }
            >
              <ListItemText
                primary={t('files.row', {
                  count: f.zone_count,
                  name: f.name,
                  format: FORMAT_LABEL[f.format] ?? f.format,
                })}
                secondary={t('files.rowSource', {
                  source: f.source,
                  date: f.imported_at.slice(0, 10),
                })}
              />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
