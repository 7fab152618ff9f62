// Collection card (feature-areas §2): opens CollectionDetailsPage; subtitle 'No sites', '1 site'
// or 'N sites'; a Sample chip for sample data; menu Add sites, Delete Collection.
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import { Box, Card, CardActionArea, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import type { TCollectionCompact } from '@sortie/domain/contracts';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { collectionSubtitle } from './collection-subtitle.ts';
import { CollectionMenu } from './collection-menu.tsx';
import { SampleChip } from './sample-chip.tsx';

export function CollectionCard({
  companyId,
  collection,
}: {
  companyId: string;
  collection: TCollectionCompact;
}) {
  return (
    <Card
      data-testid="collection-card"
      component="article"
      aria-label={collection.name}
      sx={{ minWidth: 0 }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', pr: 0.5 }}>
        <CardActionArea
          component={Link}
          to={paths.collectionDetails.href(companyId, collection.id)}
          sx={{
            display: 'flex',
            justifyContent: 'flex-start',
            gap: 1.5,
            p: 1.5,
            flex: 1,
            minWidth: 0,
          }}
        >
          <Box
            sx={{
              width: 40,
              height: 40,
              borderRadius: 2,
              flexShrink: 0,
              display: 'grid',
              placeItems: 'center',
              color: 'secondary.main',
              bgcolor: (theme) => alpha(theme.palette.secondary.main, 0.12),
            }}
          >
            <FolderOutlined fontSize="small" aria-hidden />
          </Box>
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography variant="subtitle2" noWrap sx={{ fontWeight: 700 }} title={collection.name}>
              {collection.name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {collectionSubtitle(collection.total_sites_count)}
            </Typography>
          </Box>
        </CardActionArea>
        {collection.sample_data && <SampleChip sx={{ mx: 0.5 }} />}
        <CollectionMenu companyId={companyId} collection={collection} />
      </Stack>
    </Card>
  );
}

export const COLLECTION_GRID_SX = {
  display: 'grid',
  gap: 1.5,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(260px, 1fr))' },
} as const;
