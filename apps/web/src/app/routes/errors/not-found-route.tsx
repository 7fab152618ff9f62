import TravelExploreOutlined from '@mui/icons-material/TravelExploreOutlined';
import { ErrorScreen } from './error-screen.tsx';

export function Component() {
  return (
    <ErrorScreen
      icon={<TravelExploreOutlined color="primary" sx={{ fontSize: 56 }} aria-hidden />}
      title="Page not found"
      message="We could not find this page. It may have moved, or the link may be mistyped."
    />
  );
}
