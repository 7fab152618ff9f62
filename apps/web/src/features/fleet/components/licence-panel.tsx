// The pilot licence on the logbook page: your own (number, category, expiry, document), and for
// managers every pilot's with the days left. The expiry notice itself is in NoticesPanel.
import {
  Alert,
  Button,
  Card,
  CardContent,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import type { TPilotLicence } from '@sortie/domain/contracts';
import { useState } from 'react';
import { errorText } from '../../../lib/errors.ts';
import { downloadDocument, useLicences, useSaveLicence } from '../api/records.ts';
import { DocumentField } from './document-field.tsx';

function daysLeftChip(l: TPilotLicence) {
  if (l.days_left === null) return <Chip size="small" label="No expiry" />;
  if (l.days_left < 0) return <Chip size="small" color="error" label="Expired" />;
  if (l.days_left <= 30)
    return <Chip size="small" color="warning" label={`${l.days_left} days left`} />;
  return <Chip size="small" color="success" label="Current" />;
}

function OwnLicence(props: { companyId: string; userId: string; licence: TPilotLicence | null }) {
  const { companyId, userId, licence } = props;
  const save = useSaveLicence(companyId);
  const [f, setF] = useState({
    number: licence?.number ?? '',
    category: licence?.category ?? '',
    expiry: licence?.expiry ?? '',
  });
  const set = (k: keyof typeof f) => (e: { target: { value: string } }) =>
    setF((x) => ({ ...x, [k]: e.target.value }));
  const dirty =
    f.number !== (licence?.number ?? '') ||
    f.category !== (licence?.category ?? '') ||
    f.expiry !== (licence?.expiry ?? '');
  return (
    <Stack spacing={1.5}>
      {save.error && <Alert severity="error">{errorText(save.error)}</Alert>}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <TextField
          size="small"
          label="Licence number"
          value={f.number}
          onChange={set('number')}
          fullWidth
        />
        <TextField
          size="small"
          label="Category"
          value={f.category}
          onChange={set('category')}
          fullWidth
        />
        <TextField
          size="small"
          type="date"
          label="Expiry"
          value={f.expiry}
          onChange={set('expiry')}
          slotProps={{ inputLabel: { shrink: true } }}
          fullWidth
        />
        <Button
          variant="outlined"
          disabled={!f.number.trim() || !dirty || save.isPending}
          onClick={() =>
            save.mutate({
              userId,
              body: { number: f.number.trim(), category: f.category, expiry: f.expiry || null },
            })
          }
        >
          Save
        </Button>
      </Stack>
      {licence ? (
        <DocumentField
          companyId={companyId}
          target={{ licenceOf: userId }}
          label="Licence document"
          document={licence.document}
          canUpload
        />
      ) : (
        <Typography variant="body2" color="text.secondary">
          Save the licence number first, then upload a scan or PDF of the licence.
        </Typography>
      )}
    </Stack>
  );
}

export function LicencePanel(props: { companyId: string; userId: string; canManage: boolean }) {
  const { companyId, userId, canManage } = props;
  const licences = useLicences(companyId);
  if (licences.isPending) return null;
  const own = licences.data?.find((l) => l.pilot.id === userId) ?? null;
  const others = (licences.data ?? []).filter((l) => l.pilot.id !== userId);
  return (
    <Card variant="outlined" sx={{ mb: 3 }}>
      <CardContent>
        <Typography variant="subtitle1" component="h2" fontWeight={600} gutterBottom>
          Your pilot licence {own && daysLeftChip(own)}
        </Typography>
        {licences.error && <Alert severity="error">{errorText(licences.error)}</Alert>}
        <OwnLicence key={own?.etag ?? 'none'} companyId={companyId} userId={userId} licence={own} />
        {canManage && others.length > 0 && (
          <>
            <Typography variant="subtitle2" component="h3" sx={{ mt: 3, mb: 1 }}>
              Pilots' licences
            </Typography>
            <Table size="small" sx={{ overflowX: 'auto', display: 'block' }}>
              <TableHead>
                <TableRow>
                  <TableCell>Pilot</TableCell>
                  <TableCell>Number</TableCell>
                  <TableCell>Category</TableCell>
                  <TableCell>Expiry</TableCell>
                  <TableCell>Document</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {others.map((l) => (
                  <TableRow key={l.pilot.id}>
                    <TableCell>{l.pilot.name ?? 'Unnamed pilot'}</TableCell>
                    <TableCell>{l.number}</TableCell>
                    <TableCell>{l.category ?? '—'}</TableCell>
                    <TableCell>
                      {l.expiry ?? '—'} {daysLeftChip(l)}
                    </TableCell>
                    <TableCell>
                      {l.document ? (
                        <Button
                          size="small"
                          onClick={() =>
                            void downloadDocument(companyId, { licenceOf: l.pilot.id })
                          }
                        >
                          Download
                        </Button>
                      ) : (
                        '—'
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </>
        )}
      </CardContent>
    </Card>
  );
}
