// The orbits of a plain POI mission: each an altitude and the height on the subject the camera
// aims at. At least one, at most 50 (the contract's bound).
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { Box, Button, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import type { TUnitPreferences } from '@sortie/domain/contracts';
import { UnitNumberField } from '../../waypoints/components/unit-number-field.tsx';
import { heightUnit } from '../../waypoints/utils/unit-conversions.ts';
import { useTranslation } from 'react-i18next';
import type { PoiParamsDraft } from '../types.ts';
import { MAX_LAYERS } from '../utils/poi-draft.ts';

type Layer = PoiParamsDraft['layers'][number];

/** A new orbit 15 m above the highest one, aiming where that one aimed. */
export function nextLayer(layers: readonly Layer[]): Layer {
  const top = layers.reduce<Layer | null>(
    (a, l) => (!a || l.altitude_m > a.altitude_m ? l : a),
    null,
  );
  return top
    ? { altitude_m: top.altitude_m + 15, aim_height_m: top.aim_height_m }
    : { altitude_m: 40, aim_height_m: 0 };
}

export function OrbitLayersField(props: {
  layers: readonly Layer[];
  onChange: (next: Layer[]) => void;
  units: TUnitPreferences;
  errorFor: (key: string) => string | undefined;
}) {
  const { t } = useTranslation('missions');
  const { layers, onChange, errorFor } = props;
  const layersError = errorFor('layers');
  const h = heightUnit(props.units);
  const set = (i: number, patch: Partial<Layer>) =>
    onChange(layers.map((l, k) => (k === i ? { ...l, ...patch } : l)));
  return (
    <Box component="section" aria-label={t('orbits.label')}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="subtitle2">{t('orbits.title', { n: layers.length })}</Typography>
        <Button
          size="small"
          startIcon={<AddIcon />}
          disabled={layers.length >= MAX_LAYERS}
          onClick={() => onChange([...layers, nextLayer(layers)])}
        >
          {t('orbits.add')}
        </Button>
      </Stack>
      {layers.length >= MAX_LAYERS && (
        <Typography variant="caption" color="text.secondary" component="p">
          {t('orbits.max', { max: MAX_LAYERS })}
        </Typography>
      )}
      {layersError && (
        <Typography variant="caption" color="error" component="p">
          {layersError}
        </Typography>
      )}
      <Stack component="ol" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {layers.map((l, i) => (
          <Stack
            component="li"
            key={i}
            direction="row"
            spacing={1}
            sx={{ alignItems: 'flex-start' }}
          >
            <Typography variant="body2" sx={{ pt: 1, minWidth: 20 }}>
              {i + 1}.
            </Typography>
            <UnitNumberField
              label={t('orbits.altitude')}
              value={l.altitude_m}
              unit={h.unit}
              toDisplay={h.toDisplay}
              fromDisplay={h.fromDisplay}
              error={errorFor(`layers[${i}].altitude_m`)}
              onChange={(v) => v !== undefined && set(i, { altitude_m: v })}
            />
            <UnitNumberField
              label={t('orbits.aimHeight')}
              value={l.aim_height_m}
              unit={h.unit}
              toDisplay={h.toDisplay}
              fromDisplay={h.fromDisplay}
              helperText={t('orbits.onSubject')}
              error={errorFor(`layers[${i}].aim_height_m`)}
              onChange={(v) => v !== undefined && set(i, { aim_height_m: v })}
            />
            <Tooltip title={t('orbits.removeTip')}>
              <span>
                <IconButton
                  size="small"
                  sx={{ mt: 0.5 }}
                  aria-label={t('orbits.remove', { n: i + 1 })}
                  disabled={layers.length <= 1}
                  onClick={() => onChange(layers.filter((_, k) => k !== i))}
                >
                  <DeleteOutlineIcon fontSize="small" />
                </IconButton>
              </span>
            </Tooltip>
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}
