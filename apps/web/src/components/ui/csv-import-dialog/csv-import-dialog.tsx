// Bulk CSV import (drones, batteries, logbook, members): pick a file, see the server's preview
// with every error by row and column, and import only when there are none (the server stores all
// or none). The feature hands in its mutation; this piece only shows it.
// Its words are in `shell`, not `common`: few pages import CSV, and `common` loads before any page.
import type { TCsvImportResponse } from '@sortie/domain/contracts';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseMutationResult } from '@tanstack/react-query';
import { formatNumber } from '../../../i18n/locale.ts';
import { errorText } from '../../../lib/errors.ts';

export type CsvImportMutation = UseMutationResult<
  TCsvImportResponse,
  Error,
  { csv: string; commit: boolean }
>;

export function CsvImportDialog(props: {
  /** e.g. 'drones', 'members' (the title reads "Import drones from CSV"). */
  what: string;
  importCsv: CsvImportMutation;
  open: boolean;
  onClose: () => void;
  /** What the file needs, under the title. */
  hint?: string;
  /** The commit button's verb: Import, Invite… */
  verb?: string;
}) {
  const { t } = useTranslation('shell');
  const { what, importCsv, open, onClose } = props;
  const verb = props.verb ?? t('csvImport.verb');
  const [csv, setCsv] = useState<string | null>(null);
  const [result, setResult] = useState<TCsvImportResponse | null>(null);
  const close = () => {
    setCsv(null);
    setResult(null);
    importCsv.reset();
    onClose();
  };
  const pick = async (file: File | undefined) => {
    if (!file) return;
    const text = await file.text();
    setCsv(text);
    setResult(await importCsv.mutateAsync({ csv: text, commit: false }).catch(() => null));
  };
  const commit = async () => {
    if (csv === null) return;
    const done = await importCsv.mutateAsync({ csv, commit: true }).catch(() => null);
    if (done && done.errors.length === 0) close();
    else if (done) setResult(done);
  };
  const columns = result?.preview[0] ? Object.keys(result.preview[0]) : [];
  return (
    <Dialog open={open} onClose={close} maxWidth="md" fullWidth>
      <DialogTitle>{t('csvImport.title', { verb, what })}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {props.hint ?? t('csvImport.hint')} {t('csvImport.allOrNothing')}
        </Typography>
        <Button component="label" variant="outlined" sx={{ my: 1 }}>
          {t('csvImport.chooseFile')}
          <input
            hidden
            type="file"
            accept=".csv,text/csv"
            data-testid="csv-file"
            onChange={(e) => void pick(e.target.files?.[0])}
          />
        </Button>
        {importCsv.error && <Alert severity="error">{errorText(importCsv.error)}</Alert>}
        {result && result.errors.length > 0 && (
          <Alert severity="error" sx={{ my: 1 }} data-testid="csv-errors">
            {t('csvImport.problems', {
              count: result.errors.length,
              n: formatNumber(result.errors.length),
            })}
            <ul style={{ margin: 0 }}>
              {result.errors.slice(0, 50).map((e) => (
                <li key={`${e.row}-${e.column}-${e.message}`}>
                  {e.row === 0
                    ? t('csvImport.fileProblem', { message: e.message })
                    : t('csvImport.rowProblem', {
                        row: e.row,
                        column: e.column || t('csvImport.wholeRow'),
                        message: e.message,
                      })}
                </li>
              ))}
            </ul>
          </Alert>
        )}
        {result && result.errors.length === 0 && (
          <Alert severity="success" sx={{ my: 1 }}>
            {t('csvImport.ready', { n: formatNumber(result.rows) })}
          </Alert>
        )}
        {result && columns.length > 0 && (
          <Table size="small" sx={{ overflowX: 'auto', display: 'block' }}>
            <TableHead>
              <TableRow>
                <TableCell>{t('csvImport.row')}</TableCell>
                {columns.map((c) => (
                  <TableCell key={c}>{c}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {result.preview.map((row, n) => (
                <TableRow key={n}>
                  <TableCell>{n + 1}</TableCell>
                  {columns.map((c) => (
                    <TableCell key={c}>{row[c]}</TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('common:actions.cancel')}</Button>
        <Button
          variant="contained"
          disabled={!result || result.errors.length > 0 || result.rows === 0 || importCsv.isPending}
          onClick={() => void commit()}
        >
          {t('csvImport.commit', { verb, n: result ? formatNumber(result.rows) : '' })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
