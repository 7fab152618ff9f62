// The frame of the staff CMS pages: title, a New button, and the content list.
import AddOutlined from '@mui/icons-material/AddOutlined';
import { Box, Button, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export function CmsLayout({
  title,
  subtitle,
  onNew,
  newLabel,
  children,
}: {
  title: string;
  subtitle: string;
  onNew: () => void;
  newLabel: string;
  children: ReactNode;
}) {
  return (
    <Box sx={{ px: { xs: 2, sm: 3, md: 5 }, py: { xs: 3, md: 5 }, maxWidth: 1200, mx: 'auto' }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-end' }, mb: 3 }}
      >
        <Box>
          <Typography variant="h1" sx={{ fontSize: { xs: 28, sm: 32 } }}>
            {title}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {subtitle}
          </Typography>
        </Box>
        <Button variant="contained" startIcon={<AddOutlined />} onClick={onNew}>
          {newLabel}
        </Button>
      </Stack>
      {children}
    </Box>
  );
}
