// ProductUsageOverview /usage: one row per workspace with members, sites, missions, storage and
// last activity; sortable and paginated on the server.
import {
  Alert,
  Box,
  Button,
  LinearProgress,
  Paper,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TableSortLabel,
  Typography,
} from '@mui/material';
import { formatBytes, formatCompactNumber, formatRelativeTime } from '../../../i18n/locale.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompanyUsage, type UsageQuery, type UsageSortKey } from '../api/usage.ts';
import { PlanSelect } from './plan-select.tsx';
import { errorText } from '../../../lib/errors.ts';

// Column headings are keys of the `usage` namespace: product.col.<key>.
const COLUMNS: { key: UsageSortKey; numeric?: boolean }[] = [
  { key: 'name' },
  { key: 'members', numeric: true },
  { key: 'sites', numeric: true },
  { key: 'missions', numeric: true },
  { key: 'storage_bytes', numeric: true },
  { key: 'last_activity' },
];

/** `canChangePlan`: the viewer holds the meta right CompaniesUsage PATCH (decision 050). */
export function ProductUsagePage({ canChangePlan = false }: { canChangePlan?: boolean }) {
  const { t } = useTranslation('usage');
  const [q, setQ] = useState<UsageQuery>({
    sortBy: 'last_activity',
    sortOrder: 'desc',
    limit: 20,
    page: 1,
  });
  const usage = useCompanyUsage(q);
  const sort = (key: UsageSortKey) =>
    setQ((p) => ({
      ...p,
      page: 1,
      sortBy: key,
      sortOrder: p.sortBy === key && p.sortOrder === 'desc' ? 'asc' : 'desc',
    }));

  return (
    <Box sx={{ px: { xs: 2, sm: 3, md: 5 }, py: { xs: 2, md: 4 }, maxWidth: 1200, mx: 'auto' }}>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 24, md: 32 }, mb: 0.5 }}>
        {t('product.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('product.subtitle')}
        {canChangePlan && t('product.changeHint')}
      </Typography>
      {usage.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void usage.refetch()}>
              {t('common:actions.tryAgain')}
            </Button>
          }
        >
          {errorText(usage.error)}
        </Alert>
      ) : (
        <Paper variant="outlined">
          {usage.isFetching && !usage.isPending && (
            <LinearProgress aria-label={t('product.updating')} />
          )}
          <TableContainer sx={{ overflowX: 'auto' }}>
            <Table
              size="small"
              aria-label={t('product.table')}
              data-testid="usage-table"
              sx={{ minWidth: 720 }}
            >
              <TableHead>
                <TableRow>
                  {COLUMNS.map((c) => (
                    <TableCell
                      key={c.key}
                      align={c.numeric ? 'right' : 'left'}
                      sortDirection={q.sortBy === c.key ? q.sortOrder : false}
                    >
                      <TableSortLabel
                        active={q.sortBy === c.key}
                        direction={q.sortBy === c.key ? q.sortOrder : 'desc'}
                        onClick={() => sort(c.key)}
                      >
                        {t(`product.col.${c.key}`)}
                      </TableSortLabel>
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {usage.isPending
                  ? [0, 1, 2, 3, 4].map((i) => (
                      <TableRow key={i}>
                        {COLUMNS.map((c) => (
                          <TableCell key={c.key}>
                            <Skeleton />
                          </TableCell>
                        ))}
                      </TableRow>
                    ))
                  : usage.data.companies.map((c) => (
                      <TableRow key={c.id} data-testid={`usage-row-${c.id}`}>
                        <TableCell>
                          <Typography fontWeight={600}>{c.name}</Typography>
                          <PlanSelect company={c} canChange={canChangePlan} />
                        </TableCell>
                        <TableCell align="right">{formatCompactNumber(c.members)}</TableCell>
                        <TableCell align="right">{formatCompactNumber(c.sites)}</TableCell>
                        <TableCell align="right">{formatCompactNumber(c.missions)}</TableCell>
                        <TableCell align="right">{formatBytes(c.storage_bytes)}</TableCell>
                        <TableCell>{formatRelativeTime(c.last_activity)}</TableCell>
                      </TableRow>
                    ))}
                {usage.isSuccess && usage.data.companies.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={COLUMNS.length}>
                      <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
                        {t('product.empty')}
                      </Typography>
                    </TableCell>
                  </TableRow>
                )}
              </TableBody>
            </Table>
          </TableContainer>
          <TablePagination
            component="div"
            count={usage.data?.total ?? 0}
            page={Math.max(0, q.page - 1)}
            rowsPerPage={q.limit}
            rowsPerPageOptions={[10, 20, 50, 100]}
            onPageChange={(_e, page) => setQ((p) => ({ ...p, page: page + 1 }))}
            onRowsPerPageChange={(e) =>
              setQ((p) => ({ ...p, page: 1, limit: Number(e.target.value) }))
            }
          />
        </Paper>
      )}
    </Box>
  );
}
