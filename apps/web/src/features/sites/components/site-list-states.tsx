// Loading placeholders and the empty state of site lists.
import { Box, Button, Card, Skeleton, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { cappedCountText } from '../utils/site-format.ts';
import { useTranslation } from 'react-i18next';

export function SiteCardSkeleton() {
  return (
    <Card aria-hidden sx={{ minWidth: 0 }}>
      <Skeleton variant="rectangular" height={140} />
      <Box sx={{ p: 1.5 }}>
        <Skeleton width="70%" />
        <Skeleton width="40%" />
      </Box>
    </Card>
  );
}

export function EmptyState({
  title,
  text,
  action,
}: {
  title: string;
  text?: string;
  action?: ReactNode;
}) {
  return (
    <Box
      sx={{
        textAlign: 'center',
        py: 5,
        px: 2,
        border: 1,
        borderStyle: 'dashed',
        borderColor: 'divider',
        borderRadius: 2,
      }}
    >
      <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {text && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {text}
        </Typography>
      )}
      {action && <Box sx={{ mt: 2 }}>{action}</Box>}
    </Box>
  );
}

export function LoadMoreButton({
  onClick,
  busy,
  remaining,
  capped = false,
}: {
  onClick: () => void;
  busy: boolean;
  remaining: number;
  /** More than `remaining` are left (the server stopped counting): "Load More (200+)". */
  capped?: boolean;
}) {
  const { t } = useTranslation('sites');
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
      <Button variant="outlined" onClick={onClick} disabled={busy}>
        {busy
          ? t('common:states.loading')
          : t('list.loadMore', { n: cappedCountText(remaining, capped) })}
      </Button>
    </Box>
  );
}
