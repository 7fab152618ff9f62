// LoggedInHomePage (feature-areas §2 "Logged-in home dashboard").
import { Box } from '@mui/material';
import { DocksRow } from '../../../features/docks/components/docks-row.tsx';
import { HomeHeader } from '../../../features/home/components/home-header.tsx';
import { HomeSections } from '../../../features/home/components/home-sections.tsx';
import { useCurrentUser } from '../../../lib/session.ts';
import { useActiveWorkspace } from '../../shell/use-active-workspace.ts';
import { HomeSitesRowSlot } from '../sites/home-sites-row-slot.tsx';

export function Component() {
  const user = useCurrentUser();
  const workspace = useActiveWorkspace(user);
  if (!user) return null;
  return (
    <Box sx={{ px: { xs: 2, sm: 3, md: 5 }, py: { xs: 3, md: 5 }, maxWidth: 1200, mx: 'auto' }}>
      <HomeHeader user={user} workspace={workspace} />
      <HomeSections
        companyId={workspace?.id ?? user.personal_space_id}
        sitesRow={<HomeSitesRowSlot companyId={workspace?.id ?? user.personal_space_id} />}
        docksRow={<DocksRow companyId={workspace?.id ?? user.personal_space_id} user={user} />}
      />
    </Box>
  );
}
