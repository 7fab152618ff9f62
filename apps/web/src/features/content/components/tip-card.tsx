// Tip of the Day (feature-areas §2): thumbnail, title, HTML description, thumbs up and down.
// Thumbnail beside the text from 600 px, above it below 600 px. A vote shows its thanks at once
// (the spec does not wait for the result) and 'Oops, unable to record your input!' if it fails.
import ThumbDownAltOutlined from '@mui/icons-material/ThumbDownAltOutlined';
import ThumbDownAlt from '@mui/icons-material/ThumbDownAlt';
import ThumbUpAltOutlined from '@mui/icons-material/ThumbUpAltOutlined';
import ThumbUpAlt from '@mui/icons-material/ThumbUpAlt';
import TipsAndUpdatesOutlined from '@mui/icons-material/TipsAndUpdatesOutlined';
import { Box, Card, IconButton, Skeleton, Stack, Tooltip, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import type { TTip, TTipVote } from '@sortie/domain/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify.ts';
import { useTipOfTheDay, voteTip } from '../api/tips.ts';
import { TipHtml } from './tip-html.tsx';
import { DashboardRowTitle } from '../../../lib/dashboard-card.tsx';

/** Catalogue keys (namespace `content`) of the thanks for each vote. */
const THANKS_KEYS = { up: 'tip.thanksUp', down: 'tip.thanksDown' } as const satisfies Record<
  TTipVote,
  string
>;
const TOAST_MS = 3000;

export function TipOfTheDayRow() {
  const { t } = useTranslation('content');
  const tip = useTipOfTheDay();
  useEffect(() => {
    if (tip.isError) notify(t('tip.fetchFailed'), { code: 400, timeout: TOAST_MS });
  }, [tip.isError, t]);
  // No tip today, or it failed (the toast said so): the row steps aside, no endless skeleton.
  if (tip.isError || (tip.isSuccess && tip.data === null)) return null;
  return (
    <Box component="section" aria-label={t('tip.title')} data-testid="home-tip">
      <DashboardRowTitle>{t('tip.title')}</DashboardRowTitle>
      {tip.data ? <TipCard tip={tip.data} /> : <Skeleton variant="rounded" sx={{ height: 180 }} />}
    </Box>
  );
}

export function TipCard({ tip }: { tip: TTip }) {
  const { t } = useTranslation('content');
  const [myVote, setMyVote] = useState<TTipVote | null>(tip.my_vote);
  const vote = (v: TTipVote) => {
    const before = myVote;
    setMyVote(v);
    notify(t(THANKS_KEYS[v]), { code: 201, timeout: TOAST_MS });
    voteTip(tip.id, v).catch(() => {
      setMyVote(before);
      notify(t('tip.voteFailed'), { code: 400, timeout: TOAST_MS });
    });
  };
  return (
    <Card
      data-testid="tip-card"
      sx={{
        display: 'grid',
        // One column below 600 px (feature-areas §9 layout breakpoints).
        gridTemplateColumns: { xs: '1fr', sm: tip.thumbnail ? '240px 1fr' : '96px 1fr' },
      }}
    >
      <Box
        sx={{
          bgcolor: (t) => alpha(t.palette.secondary.main, 0.1),
          display: 'grid',
          placeItems: 'center',
          minHeight: { xs: tip.thumbnail ? 160 : 72, sm: 'auto' },
        }}
      >
        {tip.thumbnail ? (
          <Box
            component="img"
            src={tip.thumbnail}
            alt=""
            sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
          />
        ) : (
          <TipsAndUpdatesOutlined sx={{ fontSize: 40, color: 'secondary.main' }} />
        )}
      </Box>
      <Stack spacing={1} sx={{ p: { xs: 2.5, sm: 3 }, minWidth: 0 }}>
        <Typography component="h3" sx={{ fontWeight: 700, fontSize: 18 }}>
          {tip.title}
        </Typography>
        <TipHtml html={tip.description} />
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', pt: 0.5 }}>
          <Typography variant="body2" color="text.secondary" sx={{ mr: 1 }}>
            {t('tip.question')}
          </Typography>
          <Tooltip title={t('tip.useful')} enterDelay={300}>
            <IconButton
              aria-label={t('tip.thumbsUp')}
              aria-pressed={myVote === 'up'}
              color={myVote === 'up' ? 'primary' : 'default'}
              onClick={() => vote('up')}
            >
              {myVote === 'up' ? <ThumbUpAlt /> : <ThumbUpAltOutlined />}
            </IconButton>
          </Tooltip>
          <Tooltip title={t('tip.notUseful')} enterDelay={300}>
            <IconButton
              aria-label={t('tip.thumbsDown')}
              aria-pressed={myVote === 'down'}
              color={myVote === 'down' ? 'primary' : 'default'}
              onClick={() => vote('down')}
            >
              {myVote === 'down' ? <ThumbDownAlt /> : <ThumbDownAltOutlined />}
            </IconButton>
          </Tooltip>
        </Stack>
      </Stack>
    </Card>
  );
}
