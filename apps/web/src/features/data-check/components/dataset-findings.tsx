// Findings about the dataset as a whole (missing strips, overlap, coverage, GSD, cameras, pauses).
import { List, ListItem, ListItemText, Typography } from '@mui/material';
import type { DataCheckResult, DatasetIssueKind } from '@sortie/domain/data-check';

const LABELS: Record<DatasetIssueKind, string> = {
  low_front_overlap: 'Front overlap',
  low_side_overlap: 'Side overlap',
  missing_strip: 'Missing strip',
  coverage_gap: 'Coverage gap',
  gsd_off_plan: 'GSD',
  mixed_cameras: 'Mixed cameras',
  time_gap: 'Time gap',
  no_images: 'No images',
};

export function DatasetFindings({ result }: { result: DataCheckResult }) {
  // One line for all coverage gaps: there can be hundreds of small rectangles.
  const gaps = result.issues.filter((i) => i.kind === 'coverage_gap').length;
  const issues = result.issues.filter((i) => i.kind !== 'coverage_gap');
  if (issues.length === 0 && gaps === 0) {
    return <Typography color="text.secondary">No dataset-wide findings.</Typography>;
  }
  return (
    <List dense data-testid="data-check-findings">
      {issues.map((i, n) => (
        <ListItem key={n} data-kind={i.kind} disableGutters>
          <ListItemText primary={LABELS[i.kind]} secondary={i.message} />
        </ListItem>
      ))}
      {gaps > 0 && (
        <ListItem data-kind="coverage_gap" disableGutters>
          <ListItemText
            primary={LABELS.coverage_gap}
            secondary={`${gaps} part${gaps === 1 ? '' : 's'} of the site are in no photo (red on the map).`}
          />
        </ListItem>
      )}
    </List>
  );
}
