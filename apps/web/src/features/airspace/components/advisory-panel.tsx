// The advisory for a point or site: the class, the height flown without permission, what each
// zone means, the nearest aerodromes, whose rules and data, and the disclaimer.
import { Alert, Box, Chip, Divider, List, ListItem, ListItemText, Typography } from '@mui/material';
import type { TAdvisory } from '@sortie/domain/contracts';
import { useTranslation } from 'react-i18next';
import { codedText } from './coded-text.ts';
import { ZONE_COLOURS, zoneWordKey } from './zone-class.ts';

export function AdvisoryBadge({
  advisory,
  size = 'medium',
}: {
  advisory: TAdvisory;
  size?: 'small' | 'medium';
}) {
  const { t } = useTranslation('airspace');
  return (
    <Chip
      size={size}
      data-testid="advisory-badge"
      label={t(zoneWordKey(advisory))}
      sx={{ bgcolor: ZONE_COLOURS[advisory.class], color: '#fff', fontWeight: 600 }}
    />
  );
}

export function AdvisoryPanel({ advisory }: { advisory: TAdvisory }) {
  const { t } = useTranslation('airspace');
  return (
    <Box data-testid="advisory-panel">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <AdvisoryBadge advisory={advisory} />
        <Typography variant="body2">
          {advisory.max_height_m <= 0
            ? t('panel.permissionFromGround')
            : t(
                advisory.permission_needed && advisory.class === 'green'
                  ? 'panel.heightWithPermission'
                  : 'panel.freeHeight',
                { height: Math.round(advisory.max_height_m) },
              )}
        </Typography>
      </Box>
      {advisory.findings.length > 0 && (
        <List dense>
          {advisory.findings.map((f, i) => (
            <ListItem key={i} disableGutters>
              <ListItemText primary={codedText(f.text, f.text_code, 'findings')} />
            </ListItem>
          ))}
        </List>
      )}
      <Typography variant="subtitle2" sx={{ mt: 1 }}>
        {t('panel.nearestAerodromes')}
      </Typography>
      {advisory.aerodromes.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }} variant="body2">
          {t('panel.noAerodromes')}
        </Typography>
      ) : (
        <List dense>
          {advisory.aerodromes.map((a) => (
            <ListItem key={a.ident} disableGutters>
              <ListItemText
                primary={`${a.name}${a.iata ? ` (${a.iata})` : ''}`}
                secondary={t('panel.distanceKm', { km: a.distance_km })}
              />
            </ListItem>
          ))}
        </List>
      )}
      <Divider sx={{ my: 1 }} />
      {advisory.conservative_default && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {t('panel.conservativeDefault')}
        </Alert>
      )}
      <Typography sx={{ color: 'text.secondary' }} variant="caption" component="p">
        {t('panel.rules', {
          authority: codedText(advisory.authority, advisory.authority_code, 'authorities'),
          date: advisory.rules_checked_on,
          source: codedText(advisory.rules_source, advisory.rules_source_code, 'sources'),
        })}
      </Typography>
      <Typography sx={{ color: 'text.secondary' }} variant="caption" component="p">
        {t('panel.aerodromes', {
          source: advisory.aerodrome_source,
          date: advisory.aerodrome_data_date,
        })}{' '}
        {advisory.zones_updated_at
          ? t('panel.zonesUpdated', { date: advisory.zones_updated_at.slice(0, 10) })
          : t('panel.noZones')}
      </Typography>
      <Typography variant="caption" component="p" sx={{ mt: 1 }}>
        {codedText(advisory.disclaimer, advisory.disclaimer_code, 'notes')}
      </Typography>
    </Box>
  );
}
