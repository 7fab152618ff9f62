// Sidebar items and who sees them (platform-core §2 "Sidebar", §5, §6 "Sidebar gating"). Which
// items show is decided by sidebarItemsFor (packages/domain) from the user's rbac and meta rules
// and the active workspace; this file only adds labels, icons and links.
import type { SvgIconComponent } from '@mui/icons-material';
import BatteryChargingFullOutlined from '@mui/icons-material/BatteryChargingFullOutlined';
import FlightOutlined from '@mui/icons-material/FlightOutlined';
import GavelOutlined from '@mui/icons-material/GavelOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import MapOutlined from '@mui/icons-material/MapOutlined';
import NewspaperOutlined from '@mui/icons-material/NewspaperOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import TipsAndUpdatesOutlined from '@mui/icons-material/TipsAndUpdatesOutlined';
import VideocamOutlined from '@mui/icons-material/VideocamOutlined';
import { sidebarItemsFor, type SidebarGroup, type SidebarItemKey } from '@sortie/domain';
import type { TUser, TUserCompany } from '@sortie/domain/contracts';
import { paths } from '../../config/paths.ts';

export type NavGroup = SidebarGroup;

export const NAV_GROUP_LABELS: Record<NavGroup, string> = {
  home: 'Home',
  operations: 'Operations',
  fleet: 'Fleet',
  settings: 'Settings',
  usage: 'Usage',
};

export interface NavItem {
  /** Stable key, also the rail's data-testid suffix (nav-<key>). */
  key: string;
  label: string;
  group: NavGroup;
  icon: SvgIconComponent;
  href: (companyId: string) => string;
  /** Streams carries the live-stream count (0 until streams arrive). */
  badge?: 'live-streams';
}

const ITEMS: Record<SidebarItemKey, Omit<NavItem, 'group'>> = {
  home: {
    key: 'home',
    label: 'Home',
    icon: HomeOutlined,
    href: (c) => paths.companyHome.href(c),
  },
  sites: { key: 'sites', label: 'Sites', icon: MapOutlined, href: (c) => paths.sites.href(c) },
  streams: {
    key: 'streams',
    label: 'Streams',
    icon: VideocamOutlined,
    href: (c) => paths.streams.href(c),
    badge: 'live-streams',
  },
  drones: {
    key: 'drones',
    label: 'Drones',
    icon: FlightOutlined,
    href: (c) => paths.drones.href(c),
  },
  batteries: {
    key: 'batteries',
    label: 'Batteries',
    icon: BatteryChargingFullOutlined,
    href: (c) => paths.batteries.href(c),
  },
  logbook: {
    key: 'logbook',
    label: 'Logbook',
    icon: MenuBookOutlined,
    href: (c) => paths.logbook.href(c),
  },
  settings: {
    key: 'settings',
    label: 'Settings',
    icon: SettingsOutlined,
    href: (c) => paths.settings.href(c),
  },
  product_usage: {
    key: 'usage',
    label: 'Usage',
    icon: InsightsOutlined,
    href: () => paths.usage.href(),
  },
  news_cms: {
    key: 'news-cms',
    label: 'News CMS',
    icon: NewspaperOutlined,
    href: () => paths.newsCms.href(),
  },
  tips_cms: {
    key: 'tips-cms',
    label: 'Tips CMS',
    icon: TipsAndUpdatesOutlined,
    href: () => paths.tipsCms.href(),
  },
  governance: {
    key: 'governance',
    label: 'Governance',
    icon: GavelOutlined,
    href: () => paths.governance.href(),
  },
};

export interface NavContext {
  user: TUser;
  workspace: TUserCompany | null;
  devTools: boolean;
}

export function visibleNavGroups(ctx: NavContext): { group: NavGroup; items: NavItem[] }[] {
  const visible = sidebarItemsFor(ctx.user, ctx.workspace, { devTools: ctx.devTools });
  const groups: NavGroup[] = ['home', 'operations', 'fleet', 'settings', 'usage'];
  return groups
    .map((group) => ({
      group,
      items: visible
        .filter((i) => i.group === group)
        .map((i) => ({ ...ITEMS[i.key], group: i.group })),
    }))
    .filter((g) => g.items.length > 0);
}
