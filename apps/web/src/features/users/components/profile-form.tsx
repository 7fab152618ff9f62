// Profile tab: picture, name, phone with country code and location; the profile is complete
// when all five are set (platform-core §3).
import MyLocationOutlined from '@mui/icons-material/MyLocationOutlined';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import type { TUser } from '@sortie/domain/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../../lib/brand.tsx';
import { notify } from '../../../lib/notify.ts';
import { isProfileComplete } from '../../../lib/session.ts';
import { useUpdateUser } from '../api/update-user.ts';
import { errorText, fieldErrors } from '../../../lib/errors.ts';
import {
  profileBody,
  profileValues,
  type ProfileErrors,
  type ProfileValues,
} from '../utils/profile-form.ts';
import { ProfilePicture } from './profile-picture.tsx';

const SERVER_FIELDS: Record<string, keyof ProfileValues> = {
  name: 'name',
  phone_number: 'phone',
  country_code: 'countryCode',
  geo_location: 'lat',
};

export function ProfileForm({ user }: { user: TUser }) {
  const { t } = useTranslation('users');
  const brand = useBrand();
  const [values, setValues] = useState(() => profileValues(user, brand.countryCode));
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [locating, setLocating] = useState(false);
  const update = useUpdateUser(user.id);
  const set = (key: keyof ProfileValues) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  const locate = () => {
    if (!('geolocation' in navigator)) {
      setErrors((e) => ({ ...e, lat: t('profile.noGeolocation') }));
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        setLocating(false);
        setValues((v) => ({
          ...v,
          lat: pos.coords.latitude.toFixed(5),
          lng: pos.coords.longitude.toFixed(5),
        }));
      },
      () => {
        setLocating(false);
        setErrors((e) => ({ ...e, lat: t('profile.locationRefused') }));
      },
      { timeout: 10_000 },
    );
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const result = profileBody(values);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    update.mutate(result.body, {
      onSuccess: () => notify(t('profile.saved')),
      onError: (error) => {
        const server = fieldErrors(error);
        const mapped: ProfileErrors = {};
        for (const [k, msg] of Object.entries(server)) {
          const field = SERVER_FIELDS[k];
          if (field) mapped[field] = msg;
        }
        setErrors(mapped);
      },
    });
  };

  const formError =
    update.isError && Object.keys(errors).length === 0 ? errorText(update.error) : null;

  return (
    <Stack component="form" onSubmit={submit} noValidate spacing={3} sx={{ maxWidth: 560 }}>
      {!isProfileComplete(user) && (
        <Alert severity="warning" data-testid="profile-incomplete">
          {t('profile.incomplete')}
        </Alert>
      )}
      {formError && <Alert severity="error">{formError}</Alert>}
      <ProfilePicture user={user} />
      <TextField
        label={t('profile.name')}
        value={values.name}
        onChange={set('name')}
        error={Boolean(errors.name)}
        helperText={errors.name ?? ' '}
        autoComplete="name"
        slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'profile-name' } }}
      />
      <TextField
        label={t('profile.email')}
        value={user.email ?? ''}
        disabled
        helperText={t('profile.emailFixed')}
      />
      <Stack direction="row" spacing={1}>
        <TextField
          label={t('profile.code')}
          value={values.countryCode}
          onChange={set('countryCode')}
          error={Boolean(errors.countryCode)}
          helperText={errors.countryCode ?? ' '}
          sx={{ width: 96, flexShrink: 0 }}
          slotProps={{
            input: { startAdornment: '+' },
            htmlInput: {
              inputMode: 'numeric',
              maxLength: 4,
              'data-testid': 'profile-country-code',
            },
          }}
        />
        <TextField
          label={t('profile.phone')}
          value={values.phone}
          onChange={set('phone')}
          error={Boolean(errors.phone)}
          helperText={errors.phone ?? ' '}
          autoComplete="tel-national"
          fullWidth
          slotProps={{
            htmlInput: { inputMode: 'tel', maxLength: 20, 'data-testid': 'profile-phone' },
          }}
        />
      </Stack>
      <Box>
        <Typography variant="subtitle2" sx={{ mb: 1 }}>
          {t('profile.location')}
        </Typography>
        <Stack spacing={1.5}>
          <TextField
            label={t('profile.place')}
            value={values.location}
            onChange={set('location')}
            slotProps={{ htmlInput: { maxLength: 120, 'data-testid': 'profile-location' } }}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <TextField
              label={t('profile.lat')}
              value={values.lat}
              onChange={set('lat')}
              error={Boolean(errors.lat)}
              helperText={errors.lat ?? ' '}
              slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'profile-lat' } }}
              fullWidth
            />
            <TextField
              label={t('profile.lng')}
              value={values.lng}
              onChange={set('lng')}
              error={Boolean(errors.lng)}
              helperText={errors.lng ?? ' '}
              slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'profile-lng' } }}
              fullWidth
            />
          </Stack>
          <Box>
            <Button startIcon={<MyLocationOutlined />} onClick={locate} disabled={locating}>
              {locating ? t('profile.locating') : t('profile.useCurrent')}
            </Button>
          </Box>
        </Stack>
      </Box>
      <Box>
        <Button
          type="submit"
          variant="contained"
          disabled={update.isPending}
          data-testid="profile-save"
        >
          {update.isPending ? t('profile.saving') : t('profile.save')}
        </Button>
      </Box>
    </Stack>
  );
}
