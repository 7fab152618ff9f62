// Custom flight areas in the cockpit (issue 11 §4, §6): the list with the dock's sync status,
// enable/disable and delete; managers add a circle around the dock or draw a polygon on the
// cockpit map (each click a corner; the server refuses crossing edges with a sentence).
import { useTranslation } from 'react-i18next';
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
import { errorText } from '../../../lib/errors.ts';
import { syncText } from './dock-word-text.ts';

export function DockGeozonesPanel({
  companyId,
  dockId,
  center,
  canEdit,
  draft = null,
  onDraftChange,
}: {
  companyId: string;
  dockId: string;
  center: [number, number] | null;
  canEdit: boolean;
  /** Corners drawn on the cockpit map; null when not drawing. */
  draft?: readonly [number, number][] | null;
  onDraftChange?: (draft: [number, number][] | null) => void;
}) {
  const { t } = useTranslation('docks');
  const zones = useGeozones(companyId, dockId);
  const writes = useGeozoneWrites(companyId, dockId);
  const [name, setName] = useState('');
  const [kind, setKind] = useState<'nfz' | 'dfence'>('nfz');
  const [radius, setRadius] = useState('200');
  const sync = zones.data?.sync ?? null;
  const failed = writes.create.error ?? writes.patch.error ?? writes.remove.error;
  const radiusM = Number(radius);
  const drawing = draft !== null;
  const savePolygon = () =>
    draft &&
    writes.create.mutate(
      {
        name: name.trim(),
        kind,
        enabled: true,
        shape: { type: 'polygon', coordinates: [...draft] },
      },
      {
        onSuccess: () => {
          setName('');
          onDraftChange?.(null);
        },
      },
    );
  return (
    <Stack spacing={1.5} data-testid="dock-geozones">
      {zones.isError && <Alert severity="error">{t('zones.fetchFailed')}</Alert>}
      {sync && (
        <Typography variant="caption" color={sync.status === 'fail' ? 'error' : 'text.secondary'}>
          {t('zones.sync', { status: syncText(sync).status })}
          {syncText(sync).reason ? ` — ${syncText(sync).reason}` : ''}
        </Typography>
      )}
      {zones.data?.geozones.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('zones.none')}
        </Typography>
      )}
      {zones.data?.geozones.map((z) => (
        <Stack key={z.id} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Chip
            size="small"
            color={z.kind === 'nfz' ? 'error' : 'info'}
            label={z.kind === 'nfz' ? t('zones.nfz') : t('zones.dfence')}
          />
          <Typography variant="body2" sx={{ flex: 1, minWidth: 0 }} noWrap>
            {z.name}
          </Typography>
          {canEdit && (
            <>
              <Switch
                size="small"
                checked={z.enabled}
                inputProps={{ 'aria-label': t('zones.enabled', { name: z.name }) }}
                onChange={(e) =>
                  writes.patch.mutate({ id: z.id, patch: { enabled: e.target.checked } })
                }
              />
              <IconButton
                size="small"
                aria-label={t('zones.delete', { name: z.name })}
                onClick={() => writes.remove.mutate(z.id)}
              >
                <DeleteOutline fontSize="small" />
              </IconButton>
            </>
          )}
        </Stack>
      ))}
      {canEdit && (center || onDraftChange) && (
        <Box
          sx={{
            display: 'grid',
            gap: 1,
            gridTemplateColumns: 'repeat(auto-fit, minmax(130px, 1fr))',
          }}
        >
          <TextField
            size="small"
            label={t('zones.name')}
            value={name}
            onChange={(e) => setName(e.target.value.slice(0, 50))}
          />
          <TextField
            select
            size="small"
            label={t('zones.kind')}
            value={kind}
            onChange={(e) => setKind(e.target.value as 'nfz' | 'dfence')}
          >
            <MenuItem value="nfz">{t('zones.nfz')}</MenuItem>
            <MenuItem value="dfence">{t('zones.dfence')}</MenuItem>
          </TextField>
          {!drawing && center && (
            <TextField
              size="small"
              label={t('zones.radius')}
              type="number"
              value={radius}
              onChange={(e) => setRadius(e.target.value)}
            />
          )}
          {!drawing && center && (
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
              {t('zones.addCircle')}
            </Button>
          )}
          {onDraftChange && !drawing && (
            <Button variant="outlined" onClick={() => onDraftChange([])}>
              {t('zones.draw')}
            </Button>
          )}
        </Box>
      )}
      {canEdit && drawing && (
        <Stack spacing={1} data-testid="geozone-drawing">
          <Typography variant="body2" color="text.secondary">
            {draft.length < 3
              ? t('zones.placedMin', { count: draft.length })
              : t('zones.placed', { count: draft.length })}
          </Typography>
          <Stack direction="row" spacing={1}>
            <Button
              variant="contained"
              disabled={!name.trim() || draft.length < 3 || writes.create.isPending}
              onClick={savePolygon}
            >
              {t('zones.save')}
            </Button>
            <Button
              disabled={draft.length === 0}
              onClick={() => onDraftChange?.(draft.slice(0, -1))}
            >
              {t('zones.undo')}
            </Button>
            <Button onClick={() => onDraftChange?.(null)}>{t('common:actions.cancel')}</Button>
          </Stack>
        </Stack>
      )}
      {failed && <Alert severity="error">{errorText(failed)}</Alert>}
    </Stack>
  );
}
