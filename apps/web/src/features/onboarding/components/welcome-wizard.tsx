// Welcome wizard for users who have not seen it (platform-core §2, §4 "User watch"): three steps
// of the core loop. Closing or finishing saves seen_welcome_wizard.
import DrawOutlined from '@mui/icons-material/DrawOutlined';
import FlightTakeoffOutlined from '@mui/icons-material/FlightTakeoffOutlined';
import RouteOutlined from '@mui/icons-material/RouteOutlined';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MobileStepper,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useTheme } from '@mui/material/styles';
import type { TUser } from '@sortie/domain/contracts';
import { useState } from 'react';
import { useBrand } from '../../../lib/brand.tsx';
import { saveUserFlags } from '../api/update-user-flags.ts';

export const WIZARD_STEPS = [
  // Words are `onboarding:wizard.<key>.title` and `.body`.
  { key: 'plan', icon: DrawOutlined },
  { key: 'generate', icon: RouteOutlined },
  { key: 'fly', icon: FlightTakeoffOutlined },
] as const;

export function WelcomeWizard({ user }: { user: TUser }) {
  const { t } = useTranslation('onboarding');
  const brand = useBrand();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [step, setStep] = useState(0);
  const open = !user.seen_welcome_wizard;
  const last = step === WIZARD_STEPS.length - 1;
  const current = WIZARD_STEPS[step] ?? WIZARD_STEPS[0];
  const Icon = current.icon;
  const finish = () => void saveUserFlags(user, { seen_welcome_wizard: true });

  return (
    <Dialog
      open={open}
      onClose={finish}
      fullScreen={fullScreen}
      maxWidth="sm"
      fullWidth
      aria-labelledby="welcome-title"
      data-testid="welcome-wizard"
    >
      <DialogTitle id="welcome-title">{t('wizard.title', { appName: brand.appName })}</DialogTitle>
      <DialogContent>
        <Box sx={{ textAlign: 'center', py: 2 }} aria-live="polite">
          <Icon color="primary" sx={{ fontSize: 64 }} aria-hidden />
          <Typography variant="overline" display="block" color="text.secondary">
            {t('wizard.step', { step: step + 1, total: WIZARD_STEPS.length })}
          </Typography>
          <Typography variant="h5" component="h2" data-testid="welcome-step-title">
            {t(`wizard.${current.key}.title`)}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 420, mx: 'auto' }}>
            {t(`wizard.${current.key}.body`)}
          </Typography>
        </Box>
        <MobileStepper
          variant="dots"
          steps={WIZARD_STEPS.length}
          position="static"
          activeStep={step}
          backButton={null}
          nextButton={null}
          sx={{ justifyContent: 'center', bgcolor: 'transparent' }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={finish} data-testid="welcome-skip">
          {t('wizard.skip')}
        </Button>
        <Box sx={{ flex: 1 }} />
        <Button disabled={step === 0} onClick={() => setStep((s) => s - 1)}>
          {t('wizard.back')}
        </Button>
        <Button
          variant="contained"
          onClick={last ? finish : () => setStep((s) => s + 1)}
          data-testid="welcome-next"
        >
          {last ? t('wizard.getStarted') : t('wizard.next')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
