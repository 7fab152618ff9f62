import TravelExploreOutlined from '@mui/icons-material/TravelExploreOutlined';
import { ErrorScreen } from './error-screen.tsx';
import { useTranslation } from 'react-i18next';

export function Component() {
  const { t } = useTranslation('shell');
  return (
    <ErrorScreen
      icon={<TravelExploreOutlined color="primary" sx={{ fontSize: 56 }} aria-hidden />}
      title={t('errors.notFoundTitle')}
      message={t('errors.notFound')}
    />
  );
}
