// One entry's change, field by field: "name: North field → North field (renamed)".
import type { TAuditEntry } from '@sortie/domain/contracts';
import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

const show = (v: unknown) =>
  v === undefined ? '—' : typeof v === 'string' ? v : JSON.stringify(v);

export function AuditChange({ entry }: { entry: TAuditEntry }) {
  const { t } = useTranslation('audit');
  const keys = [
    ...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})]),
  ];
  if (keys.length === 0) return <Typography variant="body2">—</Typography>;
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 0.5 }}>
      {keys.map((k) => (
        <Box key={k} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {k}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-word' }}>
            {entry.before && <span>{show(entry.before[k])}</span>}
            {entry.before && entry.after && <span aria-label={t('became')}> → </span>}
            {entry.after && <strong>{show(entry.after[k])}</strong>}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
