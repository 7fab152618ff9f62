// Tip HTML is sanitised by the server's allow-list before it is stored (modules/tips/sanitize.ts)
// and again here, in the browser, into React elements (utils/tip-html-nodes.ts, decision 370);
// the styles keep pasted images and lists inside the card.
import { Box } from '@mui/material';
import { useMemo } from 'react';
import { tipHtmlNodes } from '../utils/tip-html-nodes.ts';

export function TipHtml({ html }: { html: string }) {
  const nodes = useMemo(() => tipHtmlNodes(html), [html]);
  return (
    <Box
      className="tip-html"
      sx={{
        color: 'text.secondary',
        fontSize: 15,
        lineHeight: 1.6,
        '& p': { m: 0, mb: 1 },
        '& ul, & ol': { m: 0, mb: 1, pl: 2.5 },
        '& img': { maxWidth: '100%', borderRadius: 1 },
        '& a': { color: 'primary.main' },
      }}
    >
      {nodes}
    </Box>
  );
}
