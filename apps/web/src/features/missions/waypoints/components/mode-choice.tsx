// A labelled choice between a few modes (path curved/normal, heading auto/custom) with a line
// saying what the chosen one does.
import { Box, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useId } from 'react';

export function ModeChoice<T extends string>(props: {
  label: string;
  value: T;
  options: readonly (readonly [T, string, string])[];
  onChange: (v: T) => void;
}) {
  const id = useId();
  const current = props.options.find((o) => o[0] === props.value);
  return (
    <Box>
      <Typography id={id} variant="body2" sx={{ mb: 0.5 }}>
        {props.label}
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={props.value}
        aria-labelledby={id}
        onChange={(_, v: T | null) => v && props.onChange(v)}
      >
        {props.options.map(([v, text]) => (
          <ToggleButton key={v} value={v} sx={{ px: 2 }}>
            {text}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {current && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
          {current[2]}
        </Typography>
      )}
    </Box>
  );
}
