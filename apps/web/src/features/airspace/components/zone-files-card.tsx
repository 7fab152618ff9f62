// Super Admin: import GeoJSON zone files (class, floor, ceiling and validity per feature, or the
// default class chosen here); importing a file of the same name replaces its zones.
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
import { useDeleteZoneFile, useImportZoneFile, useZoneFiles } from '../api/zone-files.ts';

export function ZoneFilesCard() {
  const files = useZoneFiles();
  const importFile = useImportZoneFile();
  const remove = useDeleteZoneFile();
  const [source, setSource] = useState('');
  const [cls, setCls] = useState('red');
  const [file, setFile] = useState<File | null>(null);

  const submit = async () => {
    if (!file) return;
    const content = await file.text();
    importFile.mutate({ name: file.name, source: source || file.name, content, cls });
  };

  return (
    <Card variant="outlined" sx={{ mt: 2 }} data-testid="zone-files">
      <CardContent>
        <Typography variant="h6" component="h2">
          Imported zones (Super Admin)
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          GeoJSON polygons with properties class (red, yellow, green), floor_m, ceiling_m,
          valid_from, valid_to. A file of the same name replaces its zones.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button variant="outlined" component="label">
            {file ? file.name : 'Choose file'}
            <input
              hidden
              type="file"
              accept=".geojson,.json,application/geo+json"
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            />
          </Button>
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
              ? ` (${importFile.data.skipped} non-polygon features skipped)`
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
                primary={`${f.name} · ${f.zone_count} zones`}
                secondary={`${f.source} · imported ${f.imported_at.slice(0, 10)}`}
              />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
