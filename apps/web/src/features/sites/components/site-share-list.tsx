// The Share dialog's "People with access": the creator (full access, fixed), then every share
// with its level, which those allowed to share can change or revoke (platform-core §6: guests'
// access can be revoked individually). Levels above the caller's own are not offered.
import { PersonRemoveOutlined } from '@mui/icons-material';
import {
  Alert,
  Avatar,
  Chip,
  IconButton,
  List,
  ListItem,
  ListItemAvatar,
  ListItemText,
  MenuItem,
  Skeleton,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { canGrantSiteAccess, getInitials } from '@sortie/domain';
import type { TSiteShare, TSiteSummary } from '@sortie/domain/contracts';
import { notify, notifyError } from '../../../lib/notify.ts';
import { useDeleteSiteShare, useUpdateSiteShare } from '../api/change-site-share.ts';
import { useSiteShares } from '../api/get-site-shares.ts';
import { SHARE_LEVELS } from './share-levels.ts';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../i18n/i18n.ts';

type Site = Pick<TSiteSummary, 'id' | 'name' | 'access_level' | 'created_by'>;

export function SiteShareList({ companyId, site }: { companyId: string; site: Site }) {
  const { t } = useTranslation('sites');
  const shares = useSiteShares(companyId, site.id);
  const update = useUpdateSiteShare(companyId, site.id);
  const remove = useDeleteSiteShare(companyId, site.id);
  const offered = SHARE_LEVELS.filter((l) => canGrantSiteAccess(site.access_level, l.value));
  const busy = update.isPending || remove.isPending;

  const change = (share: TSiteShare, level: TSiteShare['access_level']) =>
    update.mutate(
      { shareId: share.id, access_level: level },
      {
        onSuccess: () =>
          notify(t('share.changed', { who: whoOf(share), level: levelLabel(level) })),
        onError: (e) => notifyError(e.message),
      },
    );
  const revoke = (share: TSiteShare) =>
    remove.mutate(share.id, {
      onSuccess: () =>
        notify(share.user ? t('share.removed', { who: whoOf(share) }) : t('share.withdrawn')),
      onError: (e) => notifyError(e.message),
    });

  return (
    <>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
        {t('share.people')}
      </Typography>
      {shares.isError && <Alert severity="error">{t('share.loadFailed')}</Alert>}
      <List dense aria-label={t('share.people')} aria-busy={shares.isPending || busy}>
        {site.created_by && (
          <ListItem
            disableGutters
            secondaryAction={<Typography variant="body2">{t('access.fullAccess')}</Typography>}
          >
            <ListItemAvatar>
              <Avatar sx={{ width: 32, height: 32, fontSize: 14 }}>
                {getInitials(site.created_by.name)}
              </Avatar>
            </ListItemAvatar>
            <ListItemText
              primary={site.created_by.name ?? t('details.noName')}
              secondary={t('share.creator')}
            />
          </ListItem>
        )}
        {shares.isPending &&
          [0, 1].map((i) => (
            <ListItem key={i} disableGutters>
              <Skeleton variant="rounded" height={40} width="100%" />
            </ListItem>
          ))}
        {shares.data?.length === 0 && (
          <ListItem disableGutters>
            <ListItemText secondary={t('share.none')} />
          </ListItem>
        )}
        {shares.data?.map((share) => {
          const canChange = canGrantSiteAccess(site.access_level, share.access_level);
          return (
            <ListItem
              key={share.id}
              disableGutters
              sx={{ gap: 1, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
            >
              <ListItemAvatar>
                <Avatar sx={{ width: 32, height: 32, fontSize: 14 }}>
                  {getInitials(share.user?.name ?? share.email)}
                </Avatar>
              </ListItemAvatar>
              <ListItemText
                sx={{ flex: 1, minWidth: 0 }}
                primary={
                  <>
                    {whoOf(share)}
                    {share.invite && (
                      <Chip
                        size="small"
                        label={share.user ? t('share.guest') : t('share.invited')}
                        sx={{ ml: 1, height: 20 }}
                      />
                    )}
                  </>
                }
                secondary={share.user ? share.email : t('share.notSignedUp')}
                slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }}
              />
              <TextField
                select
                size="small"
                value={share.access_level}
                disabled={!canChange || busy}
                onChange={(e) => change(share, e.target.value as TSiteShare['access_level'])}
                slotProps={{
                  htmlInput: { 'aria-label': t('share.levelOf', { who: whoOf(share) }) },
                }}
                sx={{ width: 150, flexShrink: 0 }}
              >
                {(canChange ? offered : SHARE_LEVELS).map((l) => (
                  <MenuItem key={l.value} value={l.value}>
                    {l.short}
                  </MenuItem>
                ))}
              </TextField>
              <Tooltip title={t('share.remove')} enterDelay={300}>
                <span>
                  <IconButton
                    aria-label={t('share.removeFor', { who: whoOf(share) })}
                    disabled={!canChange || busy}
                    onClick={() => revoke(share)}
                    size="small"
                  >
                    <PersonRemoveOutlined fontSize="small" />
                  </IconButton>
                </span>
              </Tooltip>
            </ListItem>
          );
        })}
      </List>
    </>
  );
}

function whoOf(share: TSiteShare): string {
  return share.user?.name ?? share.email ?? i18n.t('sites:details.noName');
}

function levelLabel(level: TSiteShare['access_level']): string {
  return SHARE_LEVELS.find((l) => l.value === level)?.short.toLowerCase() ?? level;
}
