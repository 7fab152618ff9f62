// ReleasePage /whatsnew/:version: announcements (icon, colour), then features, improvements,
// bug fixes and FAQs; FAQs are accordions. An unknown version goes back to the changelog.
import { useTranslation } from 'react-i18next';
import ArrowBack from '@mui/icons-material/ArrowBack';
import ExpandMore from '@mui/icons-material/ExpandMore';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  Button,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import { findRelease, type TRelease } from '@sortie/domain';
import { Link, Navigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { announcementIcon } from '../utils/announcement-icon.ts';
import { releaseDate } from '../utils/release-date.ts';

type Note = TRelease['features'][number];

function NoteImage({ image }: { image: NonNullable<Note['image']> }) {
  const height = image.heights?.[0];
  return (
    <Box
      component="img"
      src={image.src}
      alt=""
      loading="lazy"
      sx={{
        mt: 1,
        maxWidth: '100%',
        height: height ? { xs: 'auto', sm: height } : 'auto',
        borderRadius: 2,
      }}
    />
  );
}

function NoteSection({ title, notes, testId }: { title: string; notes: Note[]; testId: string }) {
  if (notes.length === 0) return null;
  return (
    <Box component="section" data-testid={testId}>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      <Stack spacing={1.5}>
        {notes.map((n) => (
          <Paper key={n.title} variant="outlined" sx={{ p: 2 }}>
            <Typography fontWeight={700}>{n.title}</Typography>
            <Typography color="text.secondary">{n.description}</Typography>
            {n.image && <NoteImage image={n.image} />}
          </Paper>
        ))}
      </Stack>
    </Box>
  );
}

export function ReleasePage({ version }: { version: string }) {
  const release = findRelease(version);
  const { t } = useTranslation('releaseNotes');
  if (!release) return <Navigate to={paths.changelog.href()} replace />;
  return (
    <Box sx={{ px: { xs: 2, sm: 3 }, py: { xs: 3, md: 5 }, maxWidth: 820, mx: 'auto' }}>
      <Button component={Link} to={paths.changelog.href()} startIcon={<ArrowBack />} sx={{ mb: 2 }}>
        {t('release.allReleases')}
      </Button>
      <Typography variant="overline" color="primary" fontWeight={700}>
        {release.product} · {releaseDate(release.date)}
      </Typography>
      <Typography
        variant="h4"
        component="h1"
        sx={{ fontSize: { xs: 26, md: 34 } }}
        data-testid="release-title"
      >
        {release.version}: {release.caption}
      </Typography>
      <Stack spacing={4} sx={{ mt: 3 }}>
        {release.announcements.length > 0 && (
          <Stack spacing={1.5} data-testid="release-announcements">
            {release.announcements.map((a) => {
              const Icon = announcementIcon(a.icon);
              return (
                <Box
                  key={a.message}
                  role="note"
                  sx={{
                    display: 'flex',
                    gap: 1.5,
                    alignItems: 'center',
                    p: 2,
                    borderRadius: 2,
                    border: 1,
                    borderColor: a.color,
                    borderLeftWidth: 6,
                    bgcolor: 'background.paper',
                  }}
                >
                  <Icon sx={{ color: a.color }} aria-hidden />
                  <Typography fontWeight={600}>{a.message}</Typography>
                </Box>
              );
            })}
          </Stack>
        )}
        <NoteSection
          title={t('release.features')}
          notes={release.features}
          testId="release-features"
        />
        <NoteSection
          title={t('release.improvements')}
          notes={release.improvements}
          testId="release-improvements"
        />
        <NoteSection title={t('release.bugs')} notes={release.bugs} testId="release-bugs" />
        {release.faqs.length > 0 && (
          <Box component="section" data-testid="release-faqs">
            <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
              {t('release.faqs')}
            </Typography>
            {release.faqs.map((f) => (
              <Accordion key={f.title} disableGutters variant="outlined">
                <AccordionSummary expandIcon={<ExpandMore />}>
                  <Typography fontWeight={600}>{f.title}</Typography>
                </AccordionSummary>
                <AccordionDetails>
                  <Typography color="text.secondary">{f.description}</Typography>
                  {f.image && <NoteImage image={f.image} />}
                </AccordionDetails>
              </Accordion>
            ))}
          </Box>
        )}
      </Stack>
    </Box>
  );
}
