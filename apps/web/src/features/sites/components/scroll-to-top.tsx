// A scroll-to-top button after 250 px of scroll (feature-areas §2, §9).
import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import { Fab, Zoom } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export const SCROLL_TOP_THRESHOLD_PX = 250;

export function ScrollToTop() {
  const { t } = useTranslation('sites');
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const onScroll = () => setShown(window.scrollY > SCROLL_TOP_THRESHOLD_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return (
    <Zoom in={shown}>
      <Fab
        size="small"
        color="primary"
        aria-label={t('list.scrollTop')}
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        sx={{ position: 'fixed', right: 24, bottom: 24, zIndex: 10 }}
      >
        <KeyboardArrowUp />
      </Fab>
    </Zoom>
  );
}
