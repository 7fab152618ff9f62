// A number input shown in the user's unit and reported in the stored (metric) unit. The typed
// text is kept while it still means the same value, so "12." or a trailing zero is not rewritten
// under the cursor; an outside change (a drag on the map, a reorder) replaces it.
import { InputAdornment, TextField } from '@mui/material';
import { roundTo } from '@sortie/domain';
import { useId, useState } from 'react';

export interface UnitNumberFieldProps {
  label: string;
  /** Stored value (metric); undefined shows an empty field with `placeholder`. */
  value: number | undefined;
  /** Called with the stored value; undefined when the field is emptied and `optional`. */
  onChange: (value: number | undefined) => void;
  unit?: string;
  /** Stored → shown and back; identity when absent (degrees, seconds). */
  toDisplay?: (v: number) => number;
  fromDisplay?: (v: number) => number;
  decimals?: number;
  optional?: boolean;
  placeholder?: string;
  error?: string | null;
  helperText?: string;
  step?: number | 'any';
  fullWidth?: boolean;
  disabled?: boolean;
}

const same = (x: number) => x;

export function UnitNumberField(props: UnitNumberFieldProps) {
  const {
    label,
    value,
    onChange,
    unit,
    toDisplay = same,
    fromDisplay = same,
    decimals = 1,
    optional = false,
  } = props;
  const id = useId();
  const show = (v: number | undefined) =>
    v === undefined || !Number.isFinite(v) ? '' : String(roundTo(toDisplay(v), decimals));
  const [text, setText] = useState(() => show(value));
  const [seen, setSeen] = useState(value);
  // Adjust during render (React's pattern for props-derived state) when the value changed outside.
  if (seen !== value) {
    setSeen(value);
    const typed = text.trim() === '' ? undefined : fromDisplay(Number(text));
    const matches =
      typed === value ||
      (typed !== undefined && value !== undefined && Math.abs(typed - value) < 10 ** -decimals);
    if (!matches) setText(show(value));
  }
  const localError = text.trim() === '' && !optional ? `Enter ${label.toLowerCase()}.` : null;
  const message = localError ?? props.error ?? null;
  return (
    <TextField
      id={id}
      label={label}
      type="number"
      size="small"
      value={text}
      placeholder={props.placeholder}
      disabled={props.disabled}
      fullWidth={props.fullWidth ?? true}
      error={Boolean(message)}
      helperText={message ?? props.helperText}
      onChange={(e) => {
        const next = e.target.value;
        setText(next);
        if (next.trim() === '') {
          if (optional) {
            setSeen(undefined);
            onChange(undefined);
          }
          return;
        }
        const n = Number(next);
        if (!Number.isFinite(n)) return;
        const stored = fromDisplay(n);
        setSeen(stored);
        onChange(stored);
      }}
      slotProps={{
        // Keep the label up when a placeholder shows the default an empty field falls back to.
        inputLabel: props.placeholder ? { shrink: true } : undefined,
        input: unit
          ? { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> }
          : undefined,
        htmlInput: {
          step: props.step ?? 'any',
          inputMode: 'decimal',
          'aria-invalid': Boolean(message),
        },
      }}
    />
  );
}
