// Sidebar items and who sees them (platform-core §2 "Sidebar", §5, §6 "Sidebar gating"). Which
// items show is decided by sidebarItemsFor (packages/domain) from the user's rbac and meta rules
// and the active workspace; this file only adds labels, icons and links.
import type { SvgIconComponent } from '@mui/icons-material';
import BatteryChargingFullOutlined from '@mui/icons-material/BatteryChargingFullOutlined';
import FlightOutlined from '@mui/icons-material/FlightOutlined';
import GavelOutlined from '@mui/icons-material/GavelOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import MapOutlined from '@mui/icons-material/MapOutlined';
import NewspaperOutlined from '@mui/icons-material/NewspaperOutlined';
import RouterOutlined from '@mui/icons-material/RouterOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import TipsAndUpdatesOutlined from '@mui/icons-material/TipsAndUpdatesOutlined';
import VideocamOutlined from '@mui/icons-material/VideocamOutlined';
import { sidebarItemsFor, type SidebarGroup, type SidebarItemKey } from '@sortie/domain';
import type { TUser, TUserCompany } from '@sortie/domain/contracts';
import { paths } from '../../config/paths.ts';
import { i18n } from '../../i18n/i18n.ts';

export type NavGroup = SidebarGroup;

/** A group's heading in the reader's language (`shell:navGroups.<group>`). */
export function navGroupLabel(group: NavGroup): string {
  return i18n.t(`shell:navGroups.${group}`);
}

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

// Labels are `shell:nav.<key>`, read when the rail renders so they follow the language.
const ITEMS: Record<SidebarItemKey, Omit<NavItem, 'group' | 'label'>> = {
  home: {
    key: 'home',
    icon: HomeOutlined,
    href: (c) => paths.companyHome.href(c),
  },
  sites: { key: 'sites', icon: MapOutlined, href: (c) => paths.sites.href(c) },
  streams: {
    key: 'streams',
    icon: VideocamOutlined,
    href: (c) => paths.streams.href(c),
    badge: 'live-streams',
  },
  // The dock's own icon, as on its card.
  docks: { key: 'docks', icon: RouterOutlined, href: (c) => paths.docks.href(c) },
  drones: {
    key: 'drones',
    icon: FlightOutlined,
    href: (c) => paths.drones.href(c),
  },
  batteries: {
    key: 'batteries',
    icon: BatteryChargingFullOutlined,
    href: (c) => paths.batteries.href(c),
  },
  logbook: {
    key: 'logbook',
    icon: MenuBookOutlined,
    href: (c) => paths.logbook.href(c),
  },
  settings: {
    key: 'settings',
    icon: SettingsOutlined,
    href: (c) => paths.settings.href(c),
  },
  product_usage: {
    key: 'usage',
    icon: InsightsOutlined,
    href: () => paths.usage.href(),
  },
  news_cms: {
    key: 'news-cms',
    icon: NewspaperOutlined,
    href: () => paths.newsCms.href(),
  },
  tips_cms: {
    key: 'tips-cms',
    icon: TipsAndUpdatesOutlined,
    href: () => paths.tipsCms.href(),
  },
  governance: {
    key: 'governance',
    icon: GavelOutlined,
    href: () => paths.governance.href(),
  },
  audit_log: {
    key: 'audit-log',
    icon: HistoryOutlined,
    href: (c) => paths.auditLog.href(c),
  },
  staff_audit_log: {
    key: 'staff-audit-log',
    icon: HistoryOutlined,
    href: () => paths.staffAuditLog.href(),
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
        .map((i) => {
          const item = ITEMS[i.key];
          return { ...item, label: i18n.t(`shell:nav.${item.key}`), group: i.group };
        }),
    }))
    .filter((g) => g.items.length > 0);
}
