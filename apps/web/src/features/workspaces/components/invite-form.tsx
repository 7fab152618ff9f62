// Invite by e-mail, or by phone number with country code, with a role (platform-core §4, §7).
import {
  Alert,
  Box,
  Button,
  MenuItem,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
} from '@mui/material';
import { isEmail } from '@sortie/domain';
import type { TCreateInviteRequest } from '@sortie/domain/contracts';
import { useState, type FormEvent } from 'react';
import { useBrand } from '../../../lib/brand.tsx';
import { notify } from '../../../lib/notify.ts';
import { useCreateInvite } from '../api/invites.ts';
import { errorText, fieldErrors } from '../../../lib/errors.ts';
import { ROLE_LABELS } from '../utils/workspace-labels.ts';
import { useTranslation } from 'react-i18next';

type Channel = 'email' | 'phone';
type InviteRole = 'admin' | 'member' | 'guest';

/** Only an owner invites admins; ownership changes by role change, never by invite. */
export function invitableRoles(viewerRole: string | null): InviteRole[] {
  return viewerRole === 'owner' ? ['admin', 'member', 'guest'] : ['member', 'guest'];
}

export function InviteForm({
  companyId,
  canInvite,
  viewerRole,
}: {
  companyId: string;
  canInvite: boolean;
  viewerRole: string | null;
}) {
  const brand = useBrand();
  const { t } = useTranslation('workspaces');
  const [channel, setChannel] = useState<Channel>('email');
  const [email, setEmail] = useState('');
  const [countryCode, setCountryCode] = useState(brand.countryCode);
  const [phone, setPhone] = useState('');
  const [role, setRole] = useState<InviteRole>('member');
  const [local, setLocal] = useState<Record<string, string>>({});
  const create = useCreateInvite(companyId);
  const server = fieldErrors(create.error);
  const errors = { ...server, ...local };
  const known = ['email', 'phone_number', 'country_code', 'role'];
  const formError =
    create.isError && !known.some((k) => server[k]) ? errorText(create.error) : null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problems: Record<string, string> = {};
    let body: TCreateInviteRequest;
    if (channel === 'email') {
      if (!isEmail(email.trim())) problems.email = t('invite.emailInvalid');
      body = { email: email.trim(), role };
    } else {
      const digits = phone.replace(/\D/g, '');
      const cc = countryCode.replace(/\D/g, '');
      if (!/^\d{4,15}$/.test(digits)) problems.phone_number = t('invite.phoneInvalid');
      if (!/^\d{1,4}$/.test(cc)) problems.country_code = t('invite.codeInvalid');
      body = { phone_number: digits, country_code: cc, role };
    }
    setLocal(problems);
    if (Object.keys(problems).length > 0) return;
    create.mutate(body, {
      onSuccess: () => {
        notify(
          t('invite.sent', { to: channel === 'email' ? email.trim() : `+${countryCode} ${phone}` }),
        );
        setEmail('');
        setPhone('');
        create.reset();
      },
    });
  };

  return (
    <Box component="form" onSubmit={submit} noValidate data-testid="invite-form">
      <Stack spacing={2} sx={{ maxWidth: 560 }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={channel}
          onChange={(_e, v: Channel | null) => v && setChannel(v)}
          aria-label={t('invite.by')}
        >
          <ToggleButton value="email" data-testid="invite-by-email">
            {t('invite.email')}
          </ToggleButton>
          <ToggleButton value="phone" data-testid="invite-by-phone">
            {t('invite.phone')}
          </ToggleButton>
        </ToggleButtonGroup>
        {formError && (
          <Alert severity="error" data-testid="invite-error">
            {formError}
          </Alert>
        )}
        {channel === 'email' ? (
          <TextField
            label={t('invite.emailAddress')}
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={Boolean(errors.email)}
            helperText={errors.email ?? ' '}
            disabled={!canInvite}
            autoComplete="off"
            slotProps={{ htmlInput: { maxLength: 320, 'data-testid': 'invite-email' } }}
          />
        ) : (
          <Stack direction="row" spacing={1}>
            <TextField
              label={t('invite.code')}
              value={countryCode}
              onChange={(e) => setCountryCode(e.target.value)}
              error={Boolean(errors.country_code)}
              helperText={errors.country_code ?? ' '}
              disabled={!canInvite}
              sx={{ width: 96, flexShrink: 0 }}
              slotProps={{
                input: { startAdornment: '+' },
                htmlInput: {
                  inputMode: 'numeric',
                  maxLength: 4,
                  'data-testid': 'invite-country-code',
                },
              }}
            />
            <TextField
              label={t('invite.phoneNumber')}
              value={phone}
              onChange={(e) => setPhone(e.target.value)}
              error={Boolean(errors.phone_number)}
              helperText={errors.phone_number ?? ' '}
              disabled={!canInvite}
              fullWidth
              slotProps={{
                htmlInput: { inputMode: 'tel', maxLength: 20, 'data-testid': 'invite-phone' },
              }}
            />
          </Stack>
        )}
        <TextField
          select
          label={t('invite.role')}
          value={role}
          onChange={(e) => setRole(e.target.value as InviteRole)}
          disabled={!canInvite}
          error={Boolean(errors.role)}
          helperText={errors.role ?? t(`invite.roleHint.${role}`)}
          slotProps={{ select: { inputProps: { 'data-testid': 'invite-role' } } }}
        >
          {invitableRoles(viewerRole).map((r) => (
            <MenuItem key={r} value={r}>
              {ROLE_LABELS[r]}
            </MenuItem>
          ))}
        </TextField>
        <Box>
          <Button
            type="submit"
            variant="contained"
            disabled={!canInvite || create.isPending}
            data-testid="invite-submit"
          >
            {create.isPending ? t('invite.sending') : t('invite.send')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
