// The home dashboard's card (icon tile, title, text, actions) and row title, shared because each
// row and card is built in its own feature (airspace, data check, streams, fleet, content…) and
// they must look alike.
import { Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import type { SvgIconComponent } from '@mui/icons-material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type DashboardTone = 'primary' | 'secondary' | 'success' | 'info';

/** A row's title (Live Streams, Tip of the Day…), with an optional action on its right. */
export function DashboardRowTitle({ children, action }: { children: string; action?: ReactNode }) {
  return (
    <Stack
      direction="row"
      sx={{ alignItems: 'center', mb: 1.5, gap: 1, flexWrap: 'wrap', minHeight: 36 }}
    >
      <Typography variant="h2" sx={{ flexGrow: 1, fontSize: 20, fontWeight: 700 }}>
        {children}
      </Typography>
      {action}
    </Stack>
  );
}

/** A card's header: the tinted icon tile and the title, the same on every dashboard card. */
export function DashboardCardHeader({
  icon: Icon,
  title,
  tone = 'primary',
  extra,
}: {
  icon: SvgIconComponent;
  title: ReactNode;
  tone?: DashboardTone;
  extra?: ReactNode;
}) {
  return (
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
      <Typography
        variant="h6"
        component="h3"
        sx={{ flex: 1, minWidth: 0, fontSize: 18, lineHeight: 1.3 }}
      >
        {title}
      </Typography>
      {extra}
    </Stack>
  );
}

/** The padding of a dashboard card's content, for cards that lay out their own body. */
export const DASHBOARD_CARD_PADDING = { xs: 2.5, sm: 3 } as const;

/** A dashboard card: icon, title, text and actions; "Coming soon" marks later sections. */
export function DashboardCard({
  icon,
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
  tone?: DashboardTone;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <Card component="section" aria-label={title} data-testid={testId} sx={{ height: '100%' }}>
      <CardContent
        sx={{ p: DASHBOARD_CARD_PADDING, height: '100%', display: 'flex', flexDirection: 'column' }}
      >
        <DashboardCardHeader
          icon={icon}
          title={title}
          tone={tone}
          extra={
            comingSoon && (
              <Chip size="small" label={t('common:states.comingSoon')} sx={{ fontWeight: 600 }} />
            )
          }
        />
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
