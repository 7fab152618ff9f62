// Settings → General: name, logo and default member access level. Saves with If-Match; a 412
// means someone else saved first, so the form reloads their version and says so.
import {
  Alert,
  Avatar,
  Box,
  Button,
  MenuItem,
  Paper,
  Skeleton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { hasRight, type SiteAccessLevel } from '@sortie/domain';
import {
  COMPANY_LOGO_MAX_BYTES,
  COMPANY_LOGO_TYPES,
  type TCompany,
  type TUser,
} from '@sortie/domain/contracts';
import { useRef, useState, type FormEvent } from 'react';
import { initials } from '../../../lib/format.ts';
import { notify, notifyError } from '../../../lib/notify.ts';
import { useCompany } from '../../../lib/company.ts';
import { useUpdateCompany } from '../api/update-company.ts';
import { useUploadLogo } from '../api/upload-logo.ts';
import { useImagePick } from '../../../lib/use-image-pick.ts';
import { ACCESS_LEVEL_OPTIONS } from '../utils/access-levels.ts';
import { errorText, fieldErrors, isStale } from '../../../lib/errors.ts';
import { LeaveWorkspace } from './leave-workspace.tsx';
import { useTranslation } from 'react-i18next';

/** The English of `workspaces:general.stale` (tests compare against it). */
export const STALE_MESSAGE =
  'Someone else changed these settings while you were editing. We loaded their version; check it and save again.';

function LogoField({
  company,
  user,
  canEdit,
}: {
  company: TCompany;
  user: TUser;
  canEdit: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  const { t } = useTranslation('workspaces');
  const upload = useUploadLogo(company.id, user.id);
  const { preview, problem, pick } = useImagePick({
    types: COMPANY_LOGO_TYPES,
    maxBytes: COMPANY_LOGO_MAX_BYTES,
    upload: (file, callbacks) => upload.mutate(file, callbacks),
    done: t('general.logoUpdated'),
  });

  return (
    <Stack direction="row" spacing={2} alignItems="center">
      <Avatar
        variant="rounded"
        src={preview ?? company.logo ?? undefined}
        alt={t('general.logoAlt', { name: company.name })}
        sx={{ width: 72, height: 72, bgcolor: 'primary.main', fontSize: 28, fontWeight: 700 }}
      >
        {initials(company.name)}
      </Avatar>
      <Box>
        <input
          ref={input}
          type="file"
          accept={COMPANY_LOGO_TYPES.join(',')}
          hidden
          onChange={pick}
          data-testid="workspace-logo-input"
        />
        <Button
          variant="outlined"
          onClick={() => input.current?.click()}
          disabled={!canEdit || upload.isPending}
        >
          {upload.isPending
            ? t('general.uploading')
            : company.logo
              ? t('general.changeLogo')
              : t('general.uploadLogo')}
        </Button>
        <Typography variant="caption" color={problem ? 'error' : 'text.secondary'} display="block">
          {problem ?? t('general.logoHint')}
        </Typography>
      </Box>
    </Stack>
  );
}

function GeneralForm({ company, user }: { company: TCompany; user: TUser }) {
  const { t } = useTranslation('workspaces');
  // The server's split (docs/permissions.md): name and logo are branding (Organization PATCH,
  // owner); the default member access level is a day-to-day setting (Settings PATCH, owner or
  // admin), so an admin may change the level but not the name.
  const canEditBranding = hasRight(user.rbac_rules, 'Organization', 'PATCH', company.role);
  const canEditLevel = hasRight(user.rbac_rules, 'Settings', 'PATCH', company.role);
  const canEdit = canEditBranding || canEditLevel;
  const [name, setName] = useState(company.name);
  const [level, setLevel] = useState<SiteAccessLevel>(company.default_member_access_level);
  const [base, setBase] = useState(company.etag);
  const [stale, setStale] = useState(false);
  const update = useUpdateCompany(company.id, user.id);

  // A new server version (after save or a 412 refetch) resets the form to it.
  if (base !== company.etag) {
    setBase(company.etag);
    setName(company.name);
    setLevel(company.default_member_access_level);
  }

  const fields = update.isError && !isStale(update.error) ? fieldErrors(update.error) : {};
  const dirty = name.trim() !== company.name || level !== company.default_member_access_level;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setStale(false);
    const body = {
      ...(canEditBranding && name.trim() !== company.name ? { name: name.trim() } : {}),
      ...(level !== company.default_member_access_level
        ? { default_member_access_level: level }
        : {}),
    };
    update.mutate(
      { etag: company.etag, body },
      {
        onSuccess: () => notify(t('general.saved')),
        onError: (error) => {
          if (isStale(error)) {
            setStale(true);
            notifyError(t('general.stale'));
          } else if (!fieldErrors(error).name) notifyError(errorText(error));
        },
      },
    );
  };

  return (
    <Stack component="form" onSubmit={submit} noValidate spacing={3} sx={{ maxWidth: 560 }}>
      {stale && (
        <Alert severity="warning" data-testid="settings-stale" onClose={() => setStale(false)}>
          {t('general.stale')}
        </Alert>
      )}
      {!canEdit && <Alert severity="info">{t('general.noRight')}</Alert>}
      {canEdit && !canEditBranding && (
        <Alert severity="info" data-testid="branding-owner-only">
          {t('general.ownerOnly')}
        </Alert>
      )}
      <LogoField company={company} user={user} canEdit={canEditBranding} />
      <TextField
        label={t('create.name')}
        value={name}
        onChange={(e) => setName(e.target.value)}
        disabled={!canEditBranding}
        error={Boolean(fields.name) || name.trim() === ''}
        helperText={fields.name ?? (name.trim() === '' ? t('create.nameRequired') : ' ')}
        slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'workspace-name-input' } }}
      />
      {/* A personal workspace has no other members: no default access to set there. */}
      {!company.personal_space && (
        <TextField
          select
          label={t('general.defaultAccess')}
          value={level}
          onChange={(e) => setLevel(e.target.value as SiteAccessLevel)}
          disabled={!canEditLevel}
          error={Boolean(fields.default_member_access_level)}
          helperText={
            fields.default_member_access_level ??
            ACCESS_LEVEL_OPTIONS.find((o) => o.value === level)?.hint ??
            ' '
          }
          slotProps={{ select: { inputProps: { 'data-testid': 'default-access-select' } } }}
        >
          {ACCESS_LEVEL_OPTIONS.map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
      )}
      <Box>
        <Button
          type="submit"
          variant="contained"
          disabled={!canEdit || !dirty || update.isPending || name.trim() === ''}
          data-testid="workspace-settings-save"
        >
          {update.isPending ? t('general.saving') : t('general.save')}
        </Button>
      </Box>
    </Stack>
  );
}

export function GeneralTab({ companyId, user }: { companyId: string; user: TUser }) {
  const { t } = useTranslation('workspaces');
  const company = useCompany(companyId);
  if (company.isPending) {
    return (
      <Stack spacing={3} sx={{ maxWidth: 560 }} aria-busy="true" aria-label={t('general.loading')}>
        <Skeleton variant="rounded" width={72} height={72} />
        <Skeleton variant="rounded" height={56} />
        <Skeleton variant="rounded" height={56} />
      </Stack>
    );
  }
  if (company.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void company.refetch()}>
            {t('common:actions.tryAgain')}
          </Button>
        }
      >
        {errorText(company.error)}
      </Alert>
    );
  }
  return (
    <Stack spacing={4}>
      <GeneralForm company={company.data} user={user} />
      {!company.data.personal_space && company.data.role !== 'owner' && (
        <Paper variant="outlined" sx={{ p: 2.5, maxWidth: 560, borderColor: 'error.light' }}>
          <LeaveWorkspace company={company.data} user={user} />
        </Paper>
      )}
    </Stack>
  );
}
