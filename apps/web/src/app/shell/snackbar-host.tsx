// The app's snackbar (platform-core §2): blue for code -1, green below 300, red otherwise; a
// Close button when the timeout is over 5000 ms or sticky (-1).
import { Alert, Button, Snackbar } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { dismissNotice, hasCloseButton, noticeTone, useCurrentNotice } from '../../lib/notify.ts';

export function SnackbarHost() {
  const { t } = useTranslation();
  const notice = useCurrentNotice();
  if (!notice) return null;
  const tone = noticeTone(notice.code);
  const closable = hasCloseButton(notice.timeout);
  const close = () => dismissNotice(notice.id);
  return (
    <Snackbar
      key={notice.id}
      open
      autoHideDuration={notice.timeout === -1 ? null : notice.timeout}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') close();
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert
        variant="filled"
        severity={tone}
        data-testid="app-snackbar"
        data-tone={tone}
        sx={{ alignItems: 'center', maxWidth: 560 }}
        action={
          closable ? (
            <Button color="inherit" size="small" onClick={close}>
              {t('common:actions.close')}
            </Button>
          ) : undefined
        }
      >
        {notice.message}
      </Alert>
    </Snackbar>
  );
}
