// Findings about the dataset as a whole (missing strips, overlap, coverage, GSD, cameras, pauses).
import { List, ListItem, ListItemText, Typography } from '@mui/material';
import type { DataCheckResult } from '@sortie/domain/data-check';
import { useTranslation } from 'react-i18next';
import { findingText } from '../analysis/words-text.ts';

export function DatasetFindings({ result }: { result: DataCheckResult }) {
  const { t } = useTranslation('dataCheck');
  // One line for all coverage gaps: there can be hundreds of small rectangles.
  const gaps = result.issues.filter((i) => i.kind === 'coverage_gap').length;
  const issues = result.issues.filter((i) => i.kind !== 'coverage_gap');
  if (issues.length === 0 && gaps === 0) {
    return <Typography color="text.secondary">{t('findings.none')}</Typography>;
  }
  return (
    <List dense data-testid="data-check-findings">
      {issues.map((i, n) => (
        <ListItem key={n} data-kind={i.kind} disableGutters>
          <ListItemText primary={t(`datasetIssues.${i.kind}`)} secondary={findingText(i)} />
        </ListItem>
      ))}
      {gaps > 0 && (
        <ListItem data-kind="coverage_gap" disableGutters>
          <ListItemText
            primary={t('datasetIssues.coverage_gap')}
            secondary={t('findings.gaps', { count: gaps })}
          />
        </ListItem>
      )}
    </List>
  );
}
