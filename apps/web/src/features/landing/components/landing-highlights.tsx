// What the product does, in the order of the core loop (DESIGN.md): plan, fly, verify.
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import MapOutlined from '@mui/icons-material/MapOutlined';
import VideocamOutlined from '@mui/icons-material/VideocamOutlined';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';

const HIGHLIGHTS = [
  {
    icon: MapOutlined,
    title: 'Plan missions in minutes',
    text: 'Draw a site or upload KML, then generate area, corridor, waypoint or orbit missions and export them to your flight app.',
  },
  {
    icon: VideocamOutlined,
    title: 'Fly and stream live',
    text: 'Share a live feed from the field with your team, send missions to docks and keep every flight in one place.',
  },
  {
    icon: FactCheckOutlined,
    title: 'Check your data on site',
    text: 'Verify captured images for blur, overlap and gaps before you pack up, so you never have to fly twice.',
  },
];

export function LandingHighlights() {
  return (
    <Box
      component="section"
      aria-label="What you can do"
      sx={{
        maxWidth: 1200,
        mx: 'auto',
        px: { xs: 2.5, sm: 3 },
        py: { xs: 5, md: 8 },
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
        gap: 2.5,
      }}
    >
      {HIGHLIGHTS.map(({ icon: Icon, title, text }) => (
        <Card key={title} sx={{ height: '100%' }}>
          <CardContent sx={{ p: 3 }}>
            <Box
              sx={{
                width: 44,
                height: 44,
                borderRadius: 2.5,
                display: 'grid',
                placeItems: 'center',
                color: 'primary.main',
                bgcolor: (t) => alpha(t.palette.primary.main, 0.1),
                mb: 2,
              }}
            >
              <Icon aria-hidden />
            </Box>
            <Typography variant="h6" component="h2">
              {title}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 1, lineHeight: 1.6 }}>
              {text}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
