// Placeholder for pages and sections that later issues build.
import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';
import { Box, Paper, Typography } from '@mui/material';

export function ComingSoonPage({ title, description }: { title: string; description?: string }) {
  return (
    <Box sx={{ p: { xs: 2, sm: 3, md: 4 }, maxWidth: 960, mx: 'auto' }}>
      <Paper
        variant="outlined"
        sx={{ p: { xs: 3, sm: 5 }, borderRadius: 4, textAlign: 'center' }}
        data-testid="coming-soon"
      >
        <ConstructionOutlined color="primary" sx={{ fontSize: 48, mb: 1 }} aria-hidden />
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 24, sm: 32 } }}>
          {title} — coming soon
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1.5 }}>
          {description ??
            'This part of the portal is being built and will arrive in a coming release.'}
        </Typography>
      </Paper>
    </Box>
  );
}
