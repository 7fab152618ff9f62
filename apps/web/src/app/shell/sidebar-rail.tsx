// The narrow icon rail (width 80): workspace switcher, grouped items, user menu.
import { Badge, Box, ButtonBase, Divider, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import type { TUser, TUserCompany } from '@sortie/domain/contracts';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useLiveStreamCount } from '../../features/streams/api/streams.ts';
import { isBrandFeatureEnabled, useBrand } from '../../lib/brand.tsx';
import { navGroupLabel, visibleNavGroups, type NavItem } from './nav-items.ts';
import { UserMenu } from './user-menu.tsx';
import { WorkspaceSwitcher } from './workspace-switcher.tsx';

export const RAIL_WIDTH = 80;

/** The Streams item's badge: live streams in the active workspace (streams.changed refreshes it). */
function LiveStreamsBadge({ companyId, children }: { companyId: string; children: ReactNode }) {
  const { t } = useTranslation('shell');
  const count = useLiveStreamCount(companyId);
  return (
    <Badge
      color="error"
      badgeContent={count}
      data-testid="streams-live-badge"
      slotProps={{ badge: { 'aria-label': t('rail.liveStreams', { count }) } as object }}
    >
      {children}
    </Badge>
  );
}

function RailItem({
  item,
  href,
  companyId,
  onNavigate,
}: {
  item: NavItem;
  href: string;
  companyId: string;
  onNavigate?: () => void;
}) {
  const { pathname } = useLocation();
  const active = pathname === href || pathname.startsWith(`${href}/`);
  const Icon = item.icon;
  return (
    <ButtonBase
      component={Link}
      to={href}
      onClick={onNavigate}
      aria-label={item.label}
      aria-current={active ? 'page' : undefined}
      data-testid={`nav-${item.key}`}
      sx={{
        width: 64,
        py: 0.75,
        borderRadius: 2.5,
        flexDirection: 'column',
        gap: 0.25,
        color: active ? 'primary.main' : 'text.secondary',
        bgcolor: (t) => (active ? alpha(t.palette.primary.main, 0.12) : 'transparent'),
        transition: 'background-color 120ms, color 120ms',
        '&:hover': {
          bgcolor: (t) => alpha(t.palette.primary.main, active ? 0.16 : 0.06),
          color: active ? 'primary.main' : 'text.primary',
        },
        '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main' },
      }}
    >
      {item.badge === 'live-streams' ? (
        <LiveStreamsBadge companyId={companyId}>
          <Icon fontSize="small" aria-hidden />
        </LiveStreamsBadge>
      ) : (
        <Icon fontSize="small" aria-hidden />
      )}
      <Typography
        component="span"
        sx={{ fontSize: 11, fontWeight: active ? 700 : 500, lineHeight: 1.2, textAlign: 'center' }}
      >
        {item.label}
      </Typography>
    </ButtonBase>
  );
}

/**
 * The brand's square mark (its favicon artwork): the rail is too narrow for the wide logo, and
 * the letters of appNameAbbr ("SI") read as a workspace avatar, not as the brand (issue 10 §7).
 */
function BrandMark({ href, onNavigate }: { href: string; onNavigate?: () => void }) {
  const { t } = useTranslation('shell');
  const brand = useBrand();
  return (
    <ButtonBase
      component={Link}
      to={href}
      onClick={onNavigate}
      aria-label={t('rail.home', { appName: brand.appName })}
      title={brand.appName}
      data-testid="rail-brand"
      sx={{
        width: 48,
        height: 28,
        mb: 0.75,
        flexShrink: 0,
        borderRadius: 1.5,
        '&:hover': { bgcolor: (t) => alpha(t.palette.primary.main, 0.08) },
        '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main' },
      }}
    >
      <Box
        component="img"
        src={brand.favicon}
        alt=""
        data-testid="rail-brand-logo"
        sx={{ width: 28, height: 28, display: 'block' }}
      />
    </ButtonBase>
  );
}

export function SidebarRail({
  user,
  workspace,
  onNavigate,
}: {
  user: TUser;
  workspace: TUserCompany | null;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation('shell');
  const brand = useBrand();
  const companyId = workspace?.id ?? user.personal_space_id;
  // A brand without news has no News CMS either (platform-core §1 disabledFeatures).
  const groups = visibleNavGroups({ user, workspace, devTools: brand.flags.devTools })
    .map((g) => ({
      ...g,
      items: g.items.filter((i) => i.key !== 'news-cms' || isBrandFeatureEnabled(brand, 'news')),
    }))
    .filter((g) => g.items.length > 0);
  return (
    <Box
      component="nav"
      aria-label={t('rail.mainNavigation')}
      data-testid="sidebar"
      sx={{
        width: RAIL_WIDTH,
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        py: 1.5,
        gap: 0.5,
        bgcolor: 'background.paper',
        borderRight: 1,
        borderColor: 'divider',
        overflowY: 'auto',
      }}
    >
      <BrandMark href={paths.companyHome.href(companyId)} onNavigate={onNavigate} />
      <WorkspaceSwitcher user={user} active={workspace} onNavigate={onNavigate} />
      {groups.map(({ group, items }) => (
        <Fragment key={group}>
          <Divider flexItem sx={{ mx: 2, my: 0.75 }} />
          {items.length > 1 && (
            <Typography
              component="span"
              sx={{
                fontSize: 9,
                fontWeight: 700,
                letterSpacing: '0.03em',
                textTransform: 'uppercase',
                color: 'text.disabled',
              }}
            >
              {navGroupLabel(group)}
            </Typography>
          )}
          {items.map((item) => (
            <RailItem
              key={item.key}
              item={item}
              href={item.href(companyId)}
              companyId={companyId}
              onNavigate={onNavigate}
            />
          ))}
        </Fragment>
      ))}
      <Box sx={{ flex: 1 }} />
      <UserMenu user={user} onNavigate={onNavigate} />
    </Box>
  );
}
