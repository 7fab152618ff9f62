// TipsCMS /tips-cms (platform staff, meta GET on tips): every tip with drafts and votes, paged;
// create, edit, publish and delete.
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import ThumbDownAltOutlined from '@mui/icons-material/ThumbDownAltOutlined';
import ThumbUpAltOutlined from '@mui/icons-material/ThumbUpAltOutlined';
import {
  Box,
  Card,
  Chip,
  IconButton,
  Pagination,
  Skeleton,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import type { TTip } from '@sortie/domain/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../i18n/locale.ts';
import { errorText } from '../../../lib/errors.ts';
import { notify, notifyError } from '../../../lib/notify.ts';
import { useDeleteTip, useTipsPage } from '../api/tips.ts';
import { CmsLayout } from './cms-layout.tsx';
import { TipEditorDialog } from './tip-editor-dialog.tsx';
import { TipHtml } from './tip-html.tsx';

const PAGE_SIZE = 10;
/** Catalogue keys (namespace `content`) of the apps a tip is shown in. */
const CLIENT_KEYS = {
  all: 'tipsCms.client.all',
  web: 'tipsCms.client.web',
  app: 'tipsCms.client.app',
} as const satisfies Record<TTip['client'], string>;

export function TipsCmsPage() {
  const { t } = useTranslation('content');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<TTip | null | 'new'>(null);
  const list = useTipsPage({ page, limit: PAGE_SIZE });
  const remove = useDeleteTip();
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / PAGE_SIZE)) : 1;

  const onDelete = (tip: TTip) => {
    if (!window.confirm(t('cms.deleteConfirm', { title: tip.title }))) return;
    remove.mutate(tip.id, {
      onSuccess: () => notify(t('tipsCms.deleted'), { code: 201 }),
      onError: (error) => notifyError(errorText(error)),
    });
  };

  return (
    <CmsLayout
      title={t('tipsCms.title')}
      subtitle={t('tipsCms.subtitle')}
      newLabel={t('tipsCms.newTip')}
      onNew={() => setEditing('new')}
    >
      <Stack spacing={1.5}>
        {list.isPending &&
          Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} variant="rounded" sx={{ height: 110 }} />
          ))}
        {list.data?.tips.map((tip) => (
          <Card key={tip.id} variant="outlined" data-testid="tips-cms-row" sx={{ p: 2 }}>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
              <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
                  <Typography fontWeight={700}>{tip.title}</Typography>
                  <Chip
                    size="small"
                    label={tip.draft ? t('cms.draft') : t('cms.published')}
                    color={tip.draft ? 'default' : 'success'}
                    variant={tip.draft ? 'outlined' : 'filled'}
                  />
                  <Chip size="small" variant="outlined" label={t(CLIENT_KEYS[tip.client])} />
                </Stack>
                <Box sx={{ maxHeight: 72, overflow: 'hidden' }}>
                  <TipHtml html={tip.description} />
                </Box>
              </Box>
              <Stack spacing={0.5} sx={{ alignItems: 'flex-end', flexShrink: 0 }}>
                <Stack direction="row" spacing={1.5} sx={{ color: 'text.secondary' }}>
                  <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                    <ThumbUpAltOutlined fontSize="small" />
                    <span>{formatNumber(tip.up_votes)}</span>
                  </Stack>
                  <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                    <ThumbDownAltOutlined fontSize="small" />
                    <span>{formatNumber(tip.down_votes)}</span>
                  </Stack>
                </Stack>
                <Stack direction="row">
                  <Tooltip title={t('common:actions.edit')}>
                    <IconButton
                      aria-label={t('cms.editItem', { title: tip.title })}
                      onClick={() => setEditing(tip)}
                    >
                      <EditOutlined fontSize="small" />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title={t('common:actions.delete')}>
                    <IconButton
                      aria-label={t('cms.deleteItem', { title: tip.title })}
                      onClick={() => onDelete(tip)}
                    >
                      <DeleteOutline fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </Stack>
              </Stack>
            </Stack>
          </Card>
        ))}
        {list.isSuccess && list.data.tips.length === 0 && (
          <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
            {t('tipsCms.empty')}
          </Typography>
        )}
        {list.isError && <Typography color="error">{errorText(list.error)}</Typography>}
      </Stack>
      {pages > 1 && (
        <Stack sx={{ mt: 3, alignItems: 'center' }}>
          <Pagination count={pages} page={page} onChange={(_, p) => setPage(p)} color="primary" />
        </Stack>
      )}
      {editing !== null && (
        <TipEditorDialog
          tip={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </CmsLayout>
  );
}
