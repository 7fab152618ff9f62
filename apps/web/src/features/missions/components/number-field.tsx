// A number input shown in a display unit and reported in the stored (metric) unit. The typed
// text is kept while it parses to the same value, so "12." is not rewritten under the cursor;
// an outside change replaces it. Empty is `undefined` only when the field is optional.
import { InputAdornment, TextField } from '@mui/material';
import { roundTo } from '@sortie/domain';
import { useState } from 'react';

export interface NumberFieldProps {
  label: string;
  value: number | undefined;
  onChange: (value: number | undefined) => void;
  unit?: string;
  toDisplay?: (v: number) => number;
  fromDisplay?: (v: number) => number;
  decimals?: number;
  optional?: boolean;
  placeholder?: string;
  error?: string | null;
  warning?: string | null;
  helperText?: string | null;
  min?: number;
  max?: number;
  step?: number;
  disabled?: boolean;
  testId?: string;
}

const same = (v: number) => v;

export function NumberField(props: NumberFieldProps) {
  const { value, toDisplay = same, fromDisplay = same, decimals = 1 } = props;
  const shown = value === undefined ? '' : String(roundTo(toDisplay(value), decimals));
  const [text, setText] = useState(shown);
  const [local, setLocal] = useState<string | null>(null);
  // Keep what the user typed while it still means the stored value.
  const parsed = text.trim() === '' ? undefined : Number(text);
  const textMatches =
    (parsed === undefined && value === undefined) ||
    (parsed !== undefined && value !== undefined && Math.abs(fromDisplay(parsed) - value) < 1e-6);
  const display = textMatches ? text : shown;
  const message = local ?? props.error ?? props.warning ?? props.helperText ?? null;

  const change = (next: string) => {
    setText(next);
    if (next.trim() === '') {
      if (props.optional) {
        setLocal(null);
        props.onChange(undefined);
      } else setLocal('Enter a number.');
      return;
    }
    const n = Number(next);
    if (!Number.isFinite(n)) {
      setLocal('Enter a number.');
      return;
    }
    setLocal(null);
    props.onChange(fromDisplay(n));
  };

  return (
    <TextField
      label={props.label}
      value={display}
      onChange={(e) => change(e.target.value)}
      type="number"
      size="small"
      fullWidth
      disabled={props.disabled}
      placeholder={props.placeholder}
      error={Boolean(local ?? props.error)}
      helperText={message}
      slotProps={{
        htmlInput: {
          inputMode: 'decimal',
          min: props.min,
          max: props.max,
          step: props.step ?? 'any',
          'data-testid': props.testId,
        },
        // An empty optional field says what it stands for ("Camera default (8 m/s)"), so the
        // label stays above it and the placeholder shows without focus.
        ...(props.placeholder ? { inputLabel: { shrink: true } } : {}),
        formHelperText:
          props.warning && !props.error && !local ? { sx: { color: 'warning.dark' } } : {},
        input: props.unit
          ? { endAdornment: <InputAdornment position="end">{props.unit}</InputAdornment> }
          : {},
      }}
    />
  );
}
