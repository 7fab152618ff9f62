// Expandable search pill (feature-areas §2): a search icon that opens into a field; typing is
// debounced 300 ms before the list reloads.
import Close from '@mui/icons-material/Close';
import Search from '@mui/icons-material/Search';
import { IconButton, InputAdornment, TextField, Tooltip } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export const SEARCH_DEBOUNCE_MS = 300;

export function SearchPill({
  value,
  onChange,
  label: labelProp,
}: {
  value: string;
  onChange: (value: string) => void;
  label?: string;
}) {
  const { t } = useTranslation('sites');
  const label = labelProp ?? t('list.search');
  const [open, setOpen] = useState(value !== '');
  const [text, setText] = useState(value);
  // The search cleared from outside (the empty list's "Clear search") empties the field too.
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value === '') setText('');
  }
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const change = (next: string) => {
    setText(next);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => onChange(next.trim()), SEARCH_DEBOUNCE_MS);
  };

  if (!open)
    return (
      <Tooltip title={label} enterDelay={300}>
        <IconButton
          aria-label={label}
          onClick={() => {
            setOpen(true);
            setTimeout(() => inputRef.current?.focus(), 0);
          }}
          sx={{ border: 1, borderColor: 'divider' }}
        >
          <Search fontSize="small" />
        </IconButton>
      </Tooltip>
    );

  return (
    <TextField
      size="small"
      fullWidth={false}
      placeholder={t('list.searchByName')}
      value={text}
      inputRef={inputRef}
      onChange={(e) => change(e.target.value)}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          change('');
          setOpen(false);
        }
      }}
      sx={{ width: { xs: '100%', sm: 240 }, '& .MuiOutlinedInput-root': { borderRadius: 999 } }}
      slotProps={{
        htmlInput: { 'aria-label': label },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Search fontSize="small" />
            </InputAdornment>
          ),
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                size="small"
                aria-label={t('list.clearSearch')}
                onClick={() => {
                  change('');
                  setOpen(false);
                }}
              >
                <Close fontSize="small" />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
