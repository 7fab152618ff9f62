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
