// The advisory for a point or site: the class, the height flown without permission, what each
// zone means, the nearest aerodromes, whose rules and data, and the disclaimer.
import { Alert, Box, Chip, Divider, List, ListItem, ListItemText, Typography } from '@mui/material';
import type { TAdvisory } from '@sortie/domain/contracts';
import { ZONE_COLOURS, ZONE_WORDS } from './zone-class.ts';

export function AdvisoryBadge({
  advisory,
  size = 'medium',
}: {
  advisory: TAdvisory;
  size?: 'small' | 'medium';
}) {
  return (
    <Chip
      size={size}
      data-testid="advisory-badge"
      label={ZONE_WORDS[advisory.class]}
      sx={{ bgcolor: ZONE_COLOURS[advisory.class], color: '#fff', fontWeight: 600 }}
    />
  );
}

export function AdvisoryPanel({ advisory }: { advisory: TAdvisory }) {
  return (
    <Box data-testid="advisory-panel">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <AdvisoryBadge advisory={advisory} />
        <Typography variant="body2">
          {advisory.max_height_m > 0
            ? `Up to ${Math.round(advisory.max_height_m)} m above ground without permission.`
            : 'Permission needed from the ground up.'}
        </Typography>
      </Box>
      {advisory.findings.length > 0 && (
        <List dense>
          {advisory.findings.map((f, i) => (
            <ListItem key={i} disableGutters>
              <ListItemText primary={f.text} />
            </ListItem>
          ))}
        </List>
      )}
      <Typography variant="subtitle2" sx={{ mt: 1 }}>
        Nearest aerodromes
      </Typography>
      {advisory.aerodromes.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          None within 50 km.
        </Typography>
      ) : (
        <List dense>
          {advisory.aerodromes.map((a) => (
            <ListItem key={a.ident} disableGutters>
              <ListItemText
                primary={`${a.name}${a.iata ? ` (${a.iata})` : ''}`}
                secondary={`${a.distance_km} km`}
              />
            </ListItem>
          ))}
        </List>
      )}
      <Divider sx={{ my: 1 }} />
      {advisory.conservative_default && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          These are conservative defaults, not the regulator&apos;s own figures.
        </Alert>
      )}
      <Typography variant="caption" component="p" color="text.secondary">
        Rules: {advisory.authority} (checked {advisory.rules_checked_on}). {advisory.rules_source}
      </Typography>
      <Typography variant="caption" component="p" color="text.secondary">
        Aerodromes: {advisory.aerodrome_source}, data of {advisory.aerodrome_data_date}.
        {advisory.zones_updated_at
          ? ` Imported zones updated ${advisory.zones_updated_at.slice(0, 10)}.`
          : ' No imported zones.'}
      </Typography>
      <Typography variant="caption" component="p" sx={{ mt: 1 }}>
        {advisory.disclaimer}
      </Typography>
    </Box>
  );
}
