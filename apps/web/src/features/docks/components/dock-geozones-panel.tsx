// Custom flight areas in the cockpit (issue 11 §4, §6): the list with the dock's sync status,
// enable/disable and delete, and a quick add of a circle around the dock (managers).
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import {
  Alert,
  Box,
  Button,
  Chip,
  IconButton,
  MenuItem,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useGeozones, useGeozoneWrites } from '../api/cockpit.ts';
import { errorText } from './dock-error-text.ts';

export function DockGeozonesPanel({
  companyId,
  dockId,
  center,
  canEdit,
}: {
  companyId: string;
  dockId: string;
  center: [number, number] | null;
  canEdit: boolean;
}) {
  const zones = useGeozones(companyId, dockId);
  const writes = useGeozoneWrites(companyId, dockId);
  const [name, setName] = useState('');
  const [kind, setKind] = useState<'nfz' | 'dfence'>('nfz');
  const [radius, setRadius] = useState('200');
  const sync = zones.data?.sync ?? null;
  const failed = writes.create.error ?? writes.patch.error ?? writes.remove.error;
  const radiusM = Number(radius);
  return (
    <Stack spacing={1.5} data-testid="dock-geozones">
      {zones.isError && <Alert severity="error">Unable to fetch flight areas.</Alert>}
      {sync && (
        <Typography variant="caption" color={sync.status === 'fail' ? 'error' : 'text.secondary'}>
          Dock sync: {sync.status}
          {sync.reason_text ? ` — ${sync.reason_text}` : ''}
        </Typography>
      )}
      {zones.data?.geozones.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          No custom flight areas.
        </Typography>
      )}
      {zones.data?.geozones.map((z) => (
        <Stack key={z.id} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Chip
            size="small"
            color={z.kind === 'nfz' ? 'error' : 'info'}
            label={z.kind === 'nfz' ? 'Keep out' : 'Stay inside'}
          />
          <Typography variant="body2" sx={{ flex: 1, minWidth: 0 }} noWrap>
            {z.name}
          </Typography>
          {canEdit && (
            <>
              <Switch
                size="small"
                checked={z.enabled}
                inputProps={{ 'aria-label': `${z.name} enabled` }}
                onChange={(e) =>
                  writes.patch.mutate({ id: z.id, patch: { enabled: e.target.checked } })
                }
              />
              <IconButton
                size="small"
                aria-label={`Delete ${z.name}`}
                onClick={() => writes.remove.mutate(z.id)}
              >
                <DeleteOutline fontSize="small" />
              </IconButton>
            </>
          )}
        </Stack>
      ))}
      {canEdit && center && (
        <Box
          sx={{
            display: 'grid',
            gap: 1,
            gridTemplateColumns: 'repeat(auto-fit, minmax(130px, 1fr))',
          }}
        >
          <TextField
            size="small"
            label="Area name"
            value={name}
            onChange={(e) => setName(e.target.value.slice(0, 50))}
          />
          <TextField
            select
            size="small"
            label="Kind"
            value={kind}
            onChange={(e) => setKind(e.target.value as 'nfz' | 'dfence')}
          >
            <MenuItem value="nfz">Keep out</MenuItem>
            <MenuItem value="dfence">Stay inside</MenuItem>
          </TextField>
          <TextField
            size="small"
            label="Radius (m)"
            type="number"
            value={radius}
            onChange={(e) => setRadius(e.target.value)}
          />
          <Button
            variant="outlined"
            disabled={
              !name.trim() || !(radiusM >= 10 && radiusM <= 50_000) || writes.create.isPending
            }
            onClick={() =>
              writes.create.mutate(
                {
                  name: name.trim(),
                  kind,
                  enabled: true,
                  shape: { type: 'circle', center, radius: radiusM },
                },
                { onSuccess: () => setName('') },
              )
            }
          >
            Add circle at dock
          </Button>
        </Box>
      )}
      {failed && <Alert severity="error">{errorText(failed)}</Alert>}
    </Stack>
  );
}
