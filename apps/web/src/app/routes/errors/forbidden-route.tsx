import BlockOutlined from '@mui/icons-material/BlockOutlined';
import { ErrorScreen } from './error-screen.tsx';
import { useTranslation } from 'react-i18next';

export function Component() {
  const { t } = useTranslation('shell');
  return (
    <ErrorScreen
      icon={<BlockOutlined color="error" sx={{ fontSize: 56 }} aria-hidden />}
      title={t('errors.forbiddenTitle')}
      message={t('errors.forbidden')}
    />
  );
}
