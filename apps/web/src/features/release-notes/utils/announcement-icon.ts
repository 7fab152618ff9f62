// Announcement icon names of the release data → icons; unknown names get a megaphone.
import type { SvgIconComponent } from '@mui/icons-material';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import RocketLaunchOutlined from '@mui/icons-material/RocketLaunchOutlined';
import StarOutline from '@mui/icons-material/StarOutline';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';

const ICONS: Record<string, SvgIconComponent> = {
  rocket: RocketLaunchOutlined,
  info: InfoOutlined,
  warning: WarningAmberOutlined,
  star: StarOutline,
  campaign: CampaignOutlined,
};

export function announcementIcon(name: string): SvgIconComponent {
  return ICONS[name] ?? CampaignOutlined;
}

/** The release date as '15 Sep 2025' (dates are plain YYYY-MM-DD, read as local days). */
export function releaseDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  if (!y || !m || !d) return date;
  return new Date(y, m - 1, d).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
}
