// The audit log page: filters (what, how, from, to, and for staff the workspace), the entries
// newest first with who, when, from where and the change, "Load more", and CSV export of the
// same filters. Used by the workspace page (owners, admins) and the Super Admin page.
import { AUDIT_ACTIONS, AUDIT_ENTITIES, type TAuditEntry } from '@sortie/domain/contracts';
import {
  Alert,
  Box,
  Button,
  Card,
  CircularProgress,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../i18n/locale.ts';
import { errorText } from '../../../lib/errors.ts';
import {
  exportAuditCsv,
  NO_FILTERS,
  useAuditLog,
  type AuditFilters,
  type AuditScope,
} from '../api/audit-log.ts';
import { AuditChange } from './audit-change.tsx';

function Filters(props: {
  value: AuditFilters;
  onChange: (f: AuditFilters) => void;
  allWorkspaces: boolean;
}) {
  const { value, onChange } = props;
  const { t } = useTranslation('audit');
  const set = (k: keyof AuditFilters) => (e: { target: { value: string } }) =>
    onChange({ ...value, [k]: e.target.value });
  const dateProps = {
    type: 'date',
    size: 'small',
    slotProps: { inputLabel: { shrink: true } },
  } as const;
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      sx={{ flexWrap: 'wrap' }}
      useFlexGap
    >
      <TextField
        select
        size="small"
        label={t('filters.what')}
        value={value.entity}
        onChange={set('entity')}
        sx={{ minWidth: 150 }}
      >
        <MenuItem value="">{t('filters.everything')}</MenuItem>
        {AUDIT_ENTITIES.map((e) => (
          <MenuItem key={e} value={e}>
            {t(`entity.${e}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('filters.change')}
        value={value.action}
        onChange={set('action')}
        sx={{ minWidth: 150 }}
      >
        <MenuItem value="">{t('filters.anyChange')}</MenuItem>
        {AUDIT_ACTIONS.map((a) => (
          <MenuItem key={a} value={a}>
            {t(`action.${a}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        {...dateProps}
        label={t('filters.from')}
        value={value.from}
        onChange={set('from')}
      />
      <TextField {...dateProps} label={t('filters.to')} value={value.to} onChange={set('to')} />
      {props.allWorkspaces && (
        <TextField
          size="small"
          label={t('filters.workspaceId')}
          value={value.companyId}
          onChange={set('companyId')}
        />
      )}
    </Stack>
  );
}

function EntryRow({ entry, allWorkspaces }: { entry: TAuditEntry; allWorkspaces: boolean }) {
  const { t } = useTranslation('audit');
  return (
    <TableRow>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.at)}</TableCell>
      {allWorkspaces && <TableCell>{entry.company_name ?? entry.company_id ?? '—'}</TableCell>}
      <TableCell>
        {entry.actor_name ??
          entry.actor_email ??
          (entry.actor_id ? entry.actor_id : t('table.system'))}
        {entry.ip && (
          <Typography variant="caption" color="text.secondary" component="div">
            {entry.ip}
          </Typography>
        )}
      </TableCell>
      <TableCell>
        {t(`entity.${entry.entity}`)} {t(`action.${entry.action}`)}
        <Typography
          variant="caption"
          color="text.secondary"
          component="div"
          sx={{ wordBreak: 'break-all' }}
        >
          {entry.entity_id}
        </Typography>
      </TableCell>
      <TableCell>
        <AuditChange entry={entry} />
      </TableCell>
    </TableRow>
  );
}

export function AuditLogPage(props: { scope: AuditScope; title: string }) {
  const { scope } = props;
  const { t } = useTranslation('audit');
  const allWorkspaces = scope.companyId === null;
  const [filters, setFilters] = useState<AuditFilters>(NO_FILTERS);
  const log = useAuditLog(scope, filters);
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const entries = log.data?.pages.flatMap((p) => p.entries) ?? [];

  const exportCsv = () => {
    setExporting(true);
    setExportError(null);
    exportAuditCsv(scope, filters)
      .catch((error: unknown) => setExportError(errorText(error)))
      .finally(() => setExporting(false));
  };

  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="h5" component="h1">
          {props.title}
        </Typography>
        <Button variant="outlined" onClick={exportCsv} disabled={exporting}>
          {t('exportCsv')}
        </Button>
      </Stack>
      <Filters value={filters} onChange={setFilters} allWorkspaces={allWorkspaces} />
      {exportError && <Alert severity="error">{exportError}</Alert>}
      {log.error && <Alert severity="error">{errorText(log.error)}</Alert>}
      {log.isPending ? (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
          <CircularProgress aria-label={t('loading')} />
        </Box>
      ) : entries.length === 0 && !log.error ? (
        <Typography color="text.secondary">{t('empty')}</Typography>
      ) : (
        <Card variant="outlined" sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={props.title}>
            <TableHead>
              <TableRow>
                <TableCell>{t('table.when')}</TableCell>
                {allWorkspaces && <TableCell>{t('table.workspace')}</TableCell>}
                <TableCell>{t('table.who')}</TableCell>
                <TableCell>{t('table.what')}</TableCell>
                <TableCell>{t('table.change')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {entries.map((e) => (
                <EntryRow key={e.id} entry={e} allWorkspaces={allWorkspaces} />
              ))}
            </TableBody>
          </Table>
        </Card>
      )}
      {log.hasNextPage && (
        <Button onClick={() => void log.fetchNextPage()} disabled={log.isFetchingNextPage}>
          {t('loadMore')}
        </Button>
      )}
    </Box>
  );
}
