// The detections of the frame on show, filtered as the viewer chose.
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { filterDetections, type DetectionFilter } from '../model/class-filter.ts';
import type { Detection } from '../model/detection.ts';

export function BenchResultsTable(props: {
  detections: readonly Detection[];
  filter: DetectionFilter;
}) {
  const shown = filterDetections(props.detections, props.filter);
  if (shown.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        No objects above the confidence floor in this frame.
      </Typography>
    );
  }
  return (
    <Table size="small" aria-label="Detections" data-testid="ai-bench-results">
      <TableHead>
        <TableRow>
          <TableCell>Class</TableCell>
          <TableCell align="right">Score</TableCell>
          <TableCell>Box (x, y, w, h)</TableCell>
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
