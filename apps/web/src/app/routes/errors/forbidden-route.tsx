import BlockOutlined from '@mui/icons-material/BlockOutlined';
import { ErrorScreen } from './error-screen.tsx';

export function Component() {
  return (
    <ErrorScreen
      icon={<BlockOutlined color="error" sx={{ fontSize: 56 }} aria-hidden />}
      title="Access denied"
      message="You do not have access to this page, or signing in did not succeed. Go back home and try again."
    />
  );
}
