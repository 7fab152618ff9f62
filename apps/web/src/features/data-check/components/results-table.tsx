// The per-image table: sortable by any column, filtered by issue and by name, flagged images
// first by default. Paged at 100 rows so thousands of images keep the page light.
import {
  Chip,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TableSortLabel,
  TextField,
} from '@mui/material';
import type { DataCheckResult, ImageFinding, ImageIssueKind } from '@sortie/domain/data-check';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFixed, formatNumber } from '../../../i18n/locale.ts';
import { ISSUE_COLOURS, worstIssue } from '../analysis/map-layers.ts';
import { findingText } from '../analysis/words-text.ts';

type SortKey = 'name' | 'issues' | 'sharpness' | 'heightM' | 'gsdCm' | 'time';
/** Sortable columns and their dataCheck catalogue keys. */
const COLUMNS: [SortKey, string][] = [
  ['name', 'table.file'],
  ['issues', 'table.issues'],
  ['sharpness', 'table.sharpness'],
  ['heightM', 'table.height'],
  ['gsdCm', 'table.gsd'],
  ['time', 'table.captured'],
];

function sortValue(i: ImageFinding, key: SortKey): string | number {
  if (key === 'issues') return i.issues.length;
  if (key === 'name') return i.name;
  return i[key] ?? -Infinity;
}

export function ResultsTable({ result }: { result: DataCheckResult }) {
  const { t } = useTranslation('dataCheck');
  const [filter, setFilter] = useState<'flagged' | 'all' | ImageIssueKind>('flagged');
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<{ key: SortKey; dir: 'asc' | 'desc' }>({
    key: 'name',
    dir: 'asc',
  });
  const [page, setPage] = useState(0);
  const rows = useMemo(() => {
    const q = search.trim().toLowerCase();
    const kept = result.images.filter(
      (i) =>
        (filter === 'all' ||
          (filter === 'flagged' ? i.issues.length > 0 : i.issues.some((x) => x.kind === filter))) &&
        (!q || i.name.toLowerCase().includes(q)),
    );
    const sign = sort.dir === 'asc' ? 1 : -1;
    return kept.sort((a, b) => {
      const va = sortValue(a, sort.key);
      const vb = sortValue(b, sort.key);
      const c =
        typeof va === 'string' && typeof vb === 'string'
          ? va.localeCompare(vb, undefined, { numeric: true })
          : (va as number) - (vb as number);
      return sign * c;
    });
  }, [result, filter, search, sort]);
  const kinds = Object.keys(result.counts) as ImageIssueKind[];
  const shown = rows.slice(page * 100, page * 100 + 100);
  return (
    <Stack spacing={1}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <TextField
          select
          size="small"
          label={t('table.show')}
          value={filter}
          onChange={(e) => {
            setFilter(e.target.value as typeof filter);
            setPage(0);
          }}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="flagged">{t('table.flagged')}</MenuItem>
          <MenuItem value="all">{t('table.all')}</MenuItem>
          {kinds.map((k) => (
            <MenuItem key={k} value={k}>
              {t(`issues.${k}`)} ({result.counts[k]})
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label={t('table.search')}
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(0);
          }}
        />
      </Stack>
      <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
        <Table size="small" data-testid="data-check-table">
          <TableHead>
            <TableRow>
              {COLUMNS.map(([key, label]) => (
                <TableCell key={key} sortDirection={sort.key === key ? sort.dir : false}>
                  <TableSortLabel
                    active={sort.key === key}
                    direction={sort.key === key ? sort.dir : 'asc'}
                    onClick={() =>
                      setSort((s) => ({
                        key,
                        dir: s.key === key && s.dir === 'asc' ? 'desc' : 'asc',
                      }))
                    }
                  >
                    {t(label)}
                  </TableSortLabel>
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.length === 0 && (
              <TableRow>
                <TableCell colSpan={COLUMNS.length}>{t('table.empty')}</TableCell>
              </TableRow>
            )}
            {shown.map((i) => (
              <TableRow
                key={i.index}
                data-testid="data-check-row"
                data-issues={i.issues.map((x) => x.kind).join(' ')}
              >
                <TableCell>{i.name}</TableCell>
                <TableCell>
                  {i.issues.map((x) => (
                    <Chip
                      key={x.kind}
                      size="small"
                      title={findingText(x)}
                      label={t(`issues.${x.kind}`)}
                      sx={{ mr: 0.5, bgcolor: ISSUE_COLOURS[worstIssue([x.kind])], color: '#fff' }}
                    />
                  ))}
                </TableCell>
                <TableCell>
                  {i.sharpness === null ? '–' : formatNumber(Math.round(i.sharpness))}
                </TableCell>
                <TableCell>{i.heightM === null ? '–' : formatFixed(i.heightM, 1)}</TableCell>
                <TableCell>{i.gsdCm === null ? '–' : formatFixed(i.gsdCm, 2)}</TableCell>
                <TableCell>
                  {i.time === null ? '–' : new Date(i.time).toISOString().slice(11, 19)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={rows.length}
        page={page}
        rowsPerPage={100}
        rowsPerPageOptions={[100]}
        onPageChange={(_, p) => setPage(p)}
      />
    </Stack>
  );
}
