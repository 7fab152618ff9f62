// Changelog /whatsnew: every release, newest first, with caption, product and date.
import { useTranslation } from 'react-i18next';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { Box, Chip, List, ListItemButton, ListItemText, Paper, Typography } from '@mui/material';
import { CURRENT_RELEASE, RELEASES } from '@sortie/domain';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { releaseDate } from '../utils/release-date.ts';

export function ChangelogPage() {
  const { t } = useTranslation('releaseNotes');
  return (
    <Box sx={{ px: { xs: 2, sm: 3 }, py: { xs: 3, md: 5 }, maxWidth: 820, mx: 'auto' }}>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, md: 34 } }}>
        {t('changelog.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('changelog.subtitle')}
      </Typography>
      <Paper variant="outlined">
        <List disablePadding aria-label={t('changelog.list')} data-testid="changelog-list">
          {RELEASES.map((r, i) => (
            <ListItemButton
              key={r.version}
              component={Link}
              to={paths.release.href(r.version)}
              divider={i < RELEASES.length - 1}
              data-testid={`changelog-item-${r.version}`}
              sx={{ py: 2, gap: 2 }}
            >
              <Box sx={{ minWidth: 76 }}>
                <Typography fontWeight={800}>{r.version}</Typography>
                {r.version === CURRENT_RELEASE && (
                  <Chip
                    size="small"
                    color="primary"
                    label={t('changelog.latest')}
                    sx={{ mt: 0.5 }}
                  />
                )}
              </Box>
              <ListItemText
                primary={r.caption}
                secondary={`${r.product} · ${releaseDate(r.date)}`}
                slotProps={{ primary: { fontWeight: 600 } }}
              />
              <ChevronRight color="action" aria-hidden />
            </ListItemButton>
          ))}
        </List>
      </Paper>
    </Box>
  );
}
