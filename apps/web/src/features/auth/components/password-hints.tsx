import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PASSWORD_RULES } from '../utils/password-policy.ts';

/** Live checklist of the password policy. */
export function PasswordHints({ password, id }: { password: string; id?: string }) {
  const { t } = useTranslation('auth');
  return (
    <Box
      id={id}
      component="ul"
      aria-label={t('passwordRules.label')}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        mt: 0.75,
        display: 'flex',
        flexWrap: 'wrap',
        columnGap: 2,
      }}
    >
      {PASSWORD_RULES.map((rule) => {
        const ok = rule.test(password);
        const Icon = ok ? CheckCircle : RadioButtonUnchecked;
        return (
          <Box
            component="li"
            key={rule.key}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 0.5,
              color: ok ? 'success.main' : 'text.secondary',
            }}
          >
            <Icon sx={{ fontSize: 16 }} aria-hidden />
            <Typography variant="caption">
              {t(`passwordRules.${rule.key}`)}
              <Box component="span" sx={{ position: 'absolute', left: -9999 }}>
                {ok ? t('passwordRules.met') : t('passwordRules.notMet')}
              </Box>
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
