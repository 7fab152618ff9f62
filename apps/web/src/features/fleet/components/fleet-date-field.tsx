// A fleet form's day (or day and time) in the browser's own input, its label kept above the
// value: an empty date input would otherwise draw the label over the input's own placeholder.
import { TextField } from '@mui/material';

export function FleetDateField(props: {
  label: string;
  /** 'YYYY-MM-DD' ('YYYY-MM-DDTHH:mm' with time), or '' when empty. */
  value: string;
  onChange: (e: { target: { value: string } }) => void;
  withTime?: boolean;
  size?: 'small' | 'medium';
}) {
  return (
    <TextField
      type={props.withTime ? 'datetime-local' : 'date'}
      label={props.label}
      value={props.value}
      onChange={props.onChange}
      size={props.size ?? 'medium'}
      slotProps={{ inputLabel: { shrink: true } }}
      fullWidth
    />
  );
}
