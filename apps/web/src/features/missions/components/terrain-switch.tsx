// "Follow terrain": keep the mission's height above the ground instead of above take-off. It
// needs the site's elevation data, so it is off and disabled while the site's source is None;
// when on, the preview is planned by the server, which has that data (decision 070).
import { FormControlLabel, FormHelperText, Stack, Switch } from '@mui/material';
import type { TSite } from '@sortie/domain/contracts';
import { useTranslation } from 'react-i18next';

type TElevationSource = TSite['elevation_source'];

const SOURCE_KEYS: Record<Exclude<TElevationSource, 'None'>, string> = {
  SRTM: 'terrain.srtm',
  Custom: 'terrain.custom',
};

export function TerrainSwitch(props: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  elevationSource: TElevationSource;
  error?: string | undefined;
}) {
  const { t } = useTranslation('missions');
  const { elevationSource: source, error } = props;
  const available = source !== 'None';
  const helper = error
    ? error
    : !available
      ? t('terrain.noSource')
      : props.checked
        ? t('terrain.following', { source: t(SOURCE_KEYS[source]) })
        : t('terrain.takeoff');
  return (
    <Stack spacing={0.25}>
      <FormControlLabel
        disabled={!available}
        control={
          <Switch
            checked={available && props.checked}
            onChange={(e) => props.onChange(e.target.checked)}
            slotProps={{
              input: {
                'aria-describedby': 'planner-terrain-help',
                'data-testid': 'planner-terrain',
              } as object,
            }}
          />
        }
        label={t('terrain.follow')}
      />
      <FormHelperText id="planner-terrain-help" error={Boolean(error)} sx={{ mt: 0 }}>
        {helper}
      </FormHelperText>
    </Stack>
  );
}
