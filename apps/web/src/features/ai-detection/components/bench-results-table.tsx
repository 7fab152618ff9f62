// The detections of the frame on show, filtered as the viewer chose.
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { filterDetections, type DetectionFilter } from '../model/class-filter.ts';
import type { Detection } from '../model/detection.ts';
import { useTranslation } from 'react-i18next';

export function BenchResultsTable(props: {
  detections: readonly Detection[];
  filter: DetectionFilter;
}) {
  const shown = filterDetections(props.detections, props.filter);
  const { t } = useTranslation('ai');
  if (shown.length === 0) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('bench.noObjects')}
      </Typography>
    );
  }
  return (
    <Table size="small" aria-label={t('bench.detections')} data-testid="ai-bench-results">
      <TableHead>
        <TableRow>
          <TableCell>{t('bench.class')}</TableCell>
          <TableCell align="right">{t('bench.score')}</TableCell>
          <TableCell>{t('bench.box')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {shown.map((d, i) => (
          <TableRow key={i} data-testid="ai-bench-row">
            <TableCell>{d.label}</TableCell>
            <TableCell align="right">{Math.round(d.score * 100)}%</TableCell>
            <TableCell sx={{ fontFamily: 'monospace' }}>
              {[d.box.x, d.box.y, d.box.width, d.box.height].map(Math.round).join(', ')}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
