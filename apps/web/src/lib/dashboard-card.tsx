// The home dashboard's card (icon tile, title, text, actions), shared because each row's card is
// built in its own feature (airspace, data check, streams…) and they must look alike.
import { Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import type { SvgIconComponent } from '@mui/icons-material';
import type { ReactNode } from 'react';

/** A dashboard card: icon, title, text and actions; "Coming soon" marks later sections. */
export function DashboardCard({
  icon: Icon,
  title,
  children,
  actions,
  comingSoon,
  tone = 'primary',
  testId,
}: {
  icon: SvgIconComponent;
  title: string;
  children: ReactNode;
  actions?: ReactNode;
  comingSoon?: boolean;
  tone?: 'primary' | 'secondary' | 'success' | 'info';
  testId?: string;
}) {
  return (
    <Card component="section" aria-label={title} data-testid={testId} sx={{ height: '100%' }}>
      <CardContent
        sx={{ p: { xs: 2.5, sm: 3 }, height: '100%', display: 'flex', flexDirection: 'column' }}
      >
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Box
            sx={{
              width: 40,
              height: 40,
              borderRadius: 2.5,
              flexShrink: 0,
              display: 'grid',
              placeItems: 'center',
              color: `${tone}.main`,
              bgcolor: (t) => alpha(t.palette[tone].main, 0.12),
            }}
          >
            <Icon fontSize="small" aria-hidden />
          </Box>
          <Typography variant="h6" component="h2" sx={{ flex: 1, fontSize: 18, lineHeight: 1.3 }}>
            {title}
          </Typography>
          {comingSoon && <Chip size="small" label="Coming soon" sx={{ fontWeight: 600 }} />}
        </Stack>
        <Box sx={{ mt: 1.5, color: 'text.secondary', flex: 1, lineHeight: 1.6 }}>{children}</Box>
        {actions && (
          <Stack direction="row" spacing={1} sx={{ mt: 2.5, flexWrap: 'wrap', rowGap: 1 }}>
            {actions}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
