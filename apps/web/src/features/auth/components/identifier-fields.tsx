// E-mail or phone (with country code) inputs shared by sign-in and registration.
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import PhoneIphoneOutlined from '@mui/icons-material/PhoneIphoneOutlined';
import { Box, InputAdornment, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { IdentifierErrors, IdentifierMethod, IdentifierValue } from '../utils/identifier.ts';

export function IdentifierFields({
  value,
  onChange,
  errors,
  disabled,
  autoFocus,
}: {
  value: IdentifierValue;
  onChange: (next: IdentifierValue) => void;
  errors: IdentifierErrors;
  disabled?: boolean;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation('auth');
  return (
    <>
      <ToggleButtonGroup
        exclusive
        fullWidth
        size="small"
        color="primary"
        value={value.method}
        onChange={(_e, method: IdentifierMethod | null) => method && onChange({ ...value, method })}
        aria-label={t('fields.useEmailOrPhone')}
        disabled={disabled}
      >
        <ToggleButton value="email" aria-label={t('fields.useEmail')} sx={{ gap: 1 }}>
          <EmailOutlined fontSize="small" /> {t('fields.emailTab')}
        </ToggleButton>
        <ToggleButton value="phone" aria-label={t('fields.usePhone')} sx={{ gap: 1 }}>
          <PhoneIphoneOutlined fontSize="small" /> {t('fields.phoneTab')}
        </ToggleButton>
      </ToggleButtonGroup>
      {value.method === 'email' ? (
        <TextField
          label={t('fields.email')}
          name="email"
          type="email"
          autoComplete="username"
          value={value.email}
          onChange={(e) => onChange({ ...value, email: e.target.value })}
          error={Boolean(errors.email)}
          helperText={errors.email}
          disabled={disabled}
          autoFocus={autoFocus}
          required
        />
      ) : (
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
          <TextField
            label={t('fields.countryCode')}
            name="country_code"
            value={value.countryCode}
            onChange={(e) => onChange({ ...value, countryCode: e.target.value.replace(/\D/g, '') })}
            error={Boolean(errors.country_code)}
            helperText={errors.country_code}
            disabled={disabled}
            sx={{ width: 130, flexShrink: 0 }}
            slotProps={{
              input: { startAdornment: <InputAdornment position="start">+</InputAdornment> },
              htmlInput: { inputMode: 'numeric', maxLength: 4 },
            }}
          />
          <TextField
            label={t('fields.phoneNumber')}
            name="phone_number"
            type="tel"
            autoComplete="tel-national"
            value={value.phone}
            onChange={(e) => onChange({ ...value, phone: e.target.value })}
            error={Boolean(errors.phone_number)}
            helperText={errors.phone_number}
            disabled={disabled}
            autoFocus={autoFocus}
            required
            slotProps={{ htmlInput: { inputMode: 'tel' } }}
          />
        </Box>
      )}
    </>
  );
}
