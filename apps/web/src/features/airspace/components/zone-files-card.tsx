// Super Admin: import zone files — GeoJSON, KML (values in ExtendedData) or openAIP (JSON export or
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
  if (n.endsWith('.aip') || n.includes('openaip') || /_asp\.json$/.test(n)) return 'openaip';
  return 'geojson';
}

const FORMAT_LABEL: Record<ZoneFileFormat, string> = {
  geojson: 'GeoJSON',
  kml: 'KML',
  openaip: 'openAIP',
};

export function ZoneFilesCard() {
  const files = useZoneFiles();
  const importFile = useImportZoneFile();
  const remove = useDeleteZoneFile();
  const [source, setSource] = useState('');
  const [cls, setCls] = useState('red');
  const [file, setFile] = useState<File | null>(null);
  const [format, setFormat] = useState<ZoneFileFormat>('geojson');

  const submit = async () => {
    if (!file) return;
    const content = await file.text();
    importFile.mutate({ name: file.name, format, source: source || file.name, content, cls });
  };

  return (
    <Card variant="outlined" sx={{ mt: 2 }} data-testid="zone-files">
      <CardContent>
        <Typography variant="h6" component="h2">
          Imported zones (Super Admin)
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          GeoJSON or KML polygons with class (red, yellow, green), floor_m, ceiling_m, valid_from,
          valid_to (KML: in ExtendedData), or an openAIP airspace file (prohibited and restricted
          become red; danger and control zones yellow; airspace aloft is skipped). A file of the
          same name replaces its zones.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button variant="outlined" component="label">
            {file ? file.name : 'Choose file'}
            <input
              hidden
              type="file"
              accept=".geojson,.json,.kml,.aip,.xml,application/geo+json,application/vnd.google-earth.kml+xml"
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
            label="Format"
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
            label="Source"
            value={source}
            onChange={(e) => setSource(e.target.value)}
          />
          <TextField
            size="small"
            select
            label="Default class"
            value={cls}
            onChange={(e) => setCls(e.target.value)}
          >
            <MenuItem value="red">Red</MenuItem>
            <MenuItem value="yellow">Yellow</MenuItem>
            <MenuItem value="green">Green</MenuItem>
          </TextField>
          <Button
            variant="contained"
            disabled={!file || importFile.isPending}
            onClick={() => void submit()}
          >
            Import
          </Button>
        </Stack>
        {importFile.isError && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {importFile.error.message}
          </Alert>
        )}
        {importFile.data && (
          <Alert severity="success" sx={{ mt: 1 }}>
            {importFile.data.zone_count} zones imported from {importFile.data.name}
            {importFile.data.skipped > 0
              ? ` (${importFile.data.skipped} features skipped: not polygons, or airspace above drone heights)`
              : ''}
            .
          </Alert>
        )}
        <List dense>
          {(files.data?.files ?? []).map((f) => (
            <ListItem
              key={f.id}
              secondaryAction={
                <IconButton
                  aria-label={`Delete ${f.name}`}
                  onClick={() => remove.mutate(f.id)}
                  disabled={remove.isPending}
                >
                  <DeleteOutline />
                </IconButton>
              }
            >
              <ListItemText
                primary={`${f.name} · ${FORMAT_LABEL[f.format] ?? f.format} · ${f.zone_count} zones`}
                secondary={`${f.source} · imported ${f.imported_at.slice(0, 10)}`}
              />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
