// CollectionDetailsPage (feature-areas §2): the collection's header and menu, then its sites on a
// map and as cards. The sites part comes from the sites feature through the `sites` slot (the
// route composes both); this page hands it the collection and an 'Add sites' button for its
// empty state.
import ArrowBack from '@mui/icons-material/ArrowBack';
import {
  Alert,
  Box,
  Button,
  IconButton,
  Skeleton,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import Add from '@mui/icons-material/Add';
import type { TCollection } from '@sortie/domain/contracts';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { errorText } from '../../../lib/errors.ts';
import { useCollection } from '../api/get-collection.ts';
import { AddSitesDialog } from './add-sites-dialog.tsx';
import { collectionSubtitle } from './collection-subtitle.ts';
import { CollectionMenu } from './collection-menu.tsx';
import { SampleChip } from './sample-chip.tsx';

export function CollectionDetailsPage({
  companyId,
  collectionId,
  sites,
}: {
  companyId: string;
  collectionId: string;
  sites: (collection: TCollection, addSites: ReactNode) => ReactNode;
}) {
  const { t } = useTranslation('collections');
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  const q = useCollection(companyId, collectionId);
  const backTo = paths.sites.href(companyId);
  const c = q.data;
  return (
    <Box sx={{ px: { xs: 2, sm: 3, md: 4 }, py: { xs: 2, md: 3 }, maxWidth: 1400, mx: 'auto' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
        <Tooltip title={t('details.back')} enterDelay={300}>
          <IconButton component={Link} to={backTo} aria-label={t('details.back')}>
            <ArrowBack />
          </IconButton>
        </Tooltip>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h5" component="h1" noWrap sx={{ fontWeight: 700 }}>
            {c ? c.name : <Skeleton width={200} />}
          </Typography>
          {c && (
            <Typography variant="body2" color="text.secondary">
              {collectionSubtitle(c.total_sites_count)}
            </Typography>
          )}
        </Box>
        {c?.sample_data && <SampleChip />}
        {c && (
          <CollectionMenu
            companyId={companyId}
            collection={c}
            onDeleted={() => void navigate(backTo, { replace: true })}
          />
        )}
      </Stack>
      {q.isError && (
        <Alert
          severity="error"
          action={
            <Button component={Link} to={backTo}>
              {t('common:actions.back')}
            </Button>
          }
        >
          {errorText(q.error)}
        </Alert>
      )}
      {q.isPending && <Skeleton variant="rounded" height={360} />}
      {c &&
        sites(
          c,
          <Button variant="contained" startIcon={<Add />} onClick={() => setAdding(true)}>
            {t('menu.addSites')}
          </Button>,
        )}
      {c && adding && (
        <AddSitesDialog companyId={companyId} collection={c} onClose={() => setAdding(false)} />
      )}
    </Box>
  );
}
