// LoggedInHomePage (feature-areas §2 "Logged-in home dashboard"): the greeting, pro button and
// profile alert, then the rows of HOME_ROWS in order.
import { Box } from '@mui/material';
import { HomeHeader } from '../../../features/home/components/home-header.tsx';
import { useCurrentUser } from '../../../lib/session.ts';
import { useActiveWorkspace } from '../../shell/use-active-workspace.ts';
import { HOME_ROWS } from './home-rows.tsx';

export function Component() {
  const user = useCurrentUser();
  const workspace = useActiveWorkspace(user);
  if (!user) return null;
  const companyId = workspace?.id ?? user.personal_space_id;
  return (
    <Box sx={{ px: { xs: 2, sm: 3, md: 5 }, py: { xs: 3, md: 5 }, maxWidth: 1280, mx: 'auto' }}>
      <HomeHeader user={user} workspace={workspace} />
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3.5, mt: 4 }}>
        {HOME_ROWS.map(({ key, Row }) => (
          <Row key={key} companyId={companyId} />
        ))}
      </Box>
    </Box>
  );
}
