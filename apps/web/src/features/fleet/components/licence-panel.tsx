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
import { FleetDateField } from './fleet-date-field.tsx';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../i18n/i18n.ts';

function daysLeftChip(l: TPilotLicence) {
  if (l.days_left === null) return <Chip size="small" label={i18n.t('fleet:licence.noExpiry')} />;
  if (l.days_left < 0)
    return <Chip size="small" color="error" label={i18n.t('fleet:licence.expired')} />;
  if (l.days_left <= 30)
    return (
      <Chip
        size="small"
        color="warning"
        label={i18n.t('fleet:licence.daysLeft', { count: l.days_left })}
      />
    );
  return <Chip size="small" color="success" label={i18n.t('fleet:licence.current')} />;
}

function OwnLicence(props: { companyId: string; userId: string; licence: TPilotLicence | null }) {
  const { companyId, userId, licence } = props;
  const { t } = useTranslation('fleet');
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
          label={t('licence.number')}
          value={f.number}
          onChange={set('number')}
          fullWidth
        />
        <TextField
          size="small"
          label={t('licence.category')}
          value={f.category}
          onChange={set('category')}
          fullWidth
        />
        <FleetDateField
          size="small"
          label={t('licence.expiry')}
          value={f.expiry}
          onChange={set('expiry')}
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
          {t('common:actions.save')}
        </Button>
      </Stack>
      {licence ? (
        <DocumentField
          companyId={companyId}
          target={{ licenceOf: userId }}
          label={t('licence.document')}
          document={licence.document}
          canUpload
        />
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('licence.saveFirst')}
        </Typography>
      )}
    </Stack>
  );
}

export function LicencePanel(props: { companyId: string; userId: string; canManage: boolean }) {
  const { companyId, userId, canManage } = props;
  const { t } = useTranslation('fleet');
  const licences = useLicences(companyId);
  if (licences.isPending) return null;
  const own = licences.data?.find((l) => l.pilot.id === userId) ?? null;
  const others = (licences.data ?? []).filter((l) => l.pilot.id !== userId);
  return (
    <Card variant="outlined" sx={{ mb: 3 }}>
      <CardContent>
        <Typography variant="subtitle1" component="h2" fontWeight={600} gutterBottom>
          {t('licence.yours')} {own && daysLeftChip(own)}
        </Typography>
        {licences.error && <Alert severity="error">{errorText(licences.error)}</Alert>}
        <OwnLicence key={own?.etag ?? 'none'} companyId={companyId} userId={userId} licence={own} />
        {canManage && others.length > 0 && (
          <>
            <Typography variant="subtitle2" component="h3" sx={{ mt: 3, mb: 1 }}>
              {t('licence.others')}
            </Typography>
            <Table size="small" sx={{ overflowX: 'auto', display: 'block' }}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('licence.pilot')}</TableCell>
                  <TableCell>{t('licence.numberShort')}</TableCell>
                  <TableCell>{t('licence.category')}</TableCell>
                  <TableCell>{t('licence.expiry')}</TableCell>
                  <TableCell>{t('licence.documentShort')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {others.map((l) => (
                  <TableRow key={l.pilot.id}>
                    <TableCell>{l.pilot.name ?? t('unnamedPilot')}</TableCell>
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
                          {t('common:actions.download')}
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
