// The scaffolding the drones, batteries and logbook pages share: a header that wraps on a phone
// (title, then the actions), the error, a loading placeholder, the empty text, the table in a
// horizontally scrolling box, the row's edit and delete buttons, and the CSV import dialog.
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { Alert, Box, IconButton, Skeleton, Stack, TableCell, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { CsvImportDialog } from '../../../components/ui/csv-import-dialog/index.ts';
import { errorText } from '../../../lib/errors.ts';
import { useImportCsv, type CsvKind } from '../api/fleet.ts';
import { useTranslation } from 'react-i18next';

export function FleetPageFrame(props: {
  title: string;
  /** One line under the title saying what the page is for. */
  subtitle?: string;
  actions?: ReactNode;
  error?: unknown;
  loading: boolean;
  empty: boolean;
  emptyText: ReactNode;
  /** Panels between the header and the table (notices, totals). */
  above?: ReactNode;
  children: ReactNode;
  /** Dialogs. */
  after?: ReactNode;
}) {
  const { t } = useTranslation('fleet');
  return (
    <Box sx={{ p: { xs: 2, md: 4 }, maxWidth: 1400 }}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={1}
        sx={{ mb: 2, alignItems: { md: 'center' } }}
      >
        <Box sx={{ flex: 1 }}>
          <Typography variant="h5" component="h1">
            {props.title}
          </Typography>
          {props.subtitle && (
            <Typography variant="body2" color="text.secondary">
              {props.subtitle}
            </Typography>
          )}
        </Box>
        {props.actions && (
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            {props.actions}
          </Stack>
        )}
      </Stack>
      {props.error ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorText(props.error)}
        </Alert>
      ) : null}
      {props.above}
      {props.loading && (
        <Stack spacing={1} aria-busy="true" aria-label={t('loading', { what: props.title })}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={40} />
          ))}
        </Stack>
      )}
      {!props.loading && props.empty && (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          {props.emptyText}
        </Typography>
      )}
      {!props.loading && !props.empty && <Box sx={{ overflowX: 'auto' }}>{props.children}</Box>}
      {props.after}
    </Box>
  );
}

/** The row's edit and delete buttons; delete asks first with `confirm`. */
export function RowActions(props: {
  label: string;
  confirm: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('fleet');
  return (
    <TableCell sx={{ whiteSpace: 'nowrap' }}>
      <IconButton aria-label={t('edit', { what: props.label })} onClick={props.onEdit}>
        <EditOutlined fontSize="small" />
      </IconButton>
      <IconButton
        aria-label={t('delete', { what: props.label })}
        onClick={() => {
          if (window.confirm(props.confirm)) props.onDelete();
        }}
      >
        <DeleteOutline fontSize="small" />
      </IconButton>
    </TableCell>
  );
}

export function FleetCsvImport(props: {
  companyId: string;
  kind: CsvKind;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('fleet');
  const importCsv = useImportCsv(props.companyId, props.kind);
  return (
    <CsvImportDialog
      what={t(`csvWhat.${props.kind}`)}
      importCsv={importCsv}
      open={props.open}
      onClose={props.onClose}
    />
  );
}
