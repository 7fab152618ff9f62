// "Follow terrain": keep the mission's height above the ground instead of above take-off. It
// needs the site's elevation data, so it is off and disabled while the site's source is None;
// when on, the preview is planned by the server, which has that data (decision 070).
import { FormControlLabel, FormHelperText, Stack, Switch } from '@mui/material';
import type { TSite } from '@sortie/domain/contracts';

type TElevationSource = TSite['elevation_source'];

const SOURCE_TEXT: Record<Exclude<TElevationSource, 'None'>, string> = {
  SRTM: 'SRTM heights',
  Custom: "the site's uploaded elevation model",
};

export function TerrainSwitch(props: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  elevationSource: TElevationSource;
  error?: string | undefined;
}) {
  const { elevationSource: source, error } = props;
  const available = source !== 'None';
  const helper = error
    ? error
    : !available
      ? 'Choose an elevation source in the Elevation section below to follow the terrain.'
      : props.checked
        ? `Heights are kept above the ground from ${SOURCE_TEXT[source]}; the preview is planned on the server.`
        : 'Heights are above the take-off point.';
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
        label="Follow terrain"
      />
      <FormHelperText id="planner-terrain-help" error={Boolean(error)} sx={{ mt: 0 }}>
        {helper}
      </FormHelperText>
    </Stack>
  );
}
