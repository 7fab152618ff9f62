// NewsCMS /news-cms (platform staff, meta PATCH on news): every item with drafts, paged; create,
// edit, publish, feature and delete.
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import {
  Chip,
  IconButton,
  Paper,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import type { TNewsItem } from '@sortie/domain/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../i18n/locale.ts';
import { errorText } from '../../../lib/errors.ts';
import { notify, notifyError } from '../../../lib/notify.ts';
import { useDeleteNews, useNewsPage } from '../api/news.ts';
import { CmsLayout } from './cms-layout.tsx';
import { formatNewsDate } from './news-card.tsx';
import { NewsEditorDialog } from './news-editor-dialog.tsx';

export function NewsCmsPage() {
  const { t } = useTranslation('content');
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(10);
  const [editing, setEditing] = useState<TNewsItem | null | 'new'>(null);
  const list = useNewsPage({ page, limit, withDrafts: true });
  const remove = useDeleteNews();

  const onDelete = (item: TNewsItem) => {
    if (!window.confirm(t('cms.deleteConfirm', { title: item.title }))) return;
    remove.mutate(item.id, {
      onSuccess: () => notify(t('newsCms.deleted'), { code: 201 }),
      onError: (error) => notifyError(errorText(error)),
    });
  };

  return (
    <CmsLayout
      title={t('newsCms.title')}
      subtitle={t('newsCms.subtitle')}
      newLabel={t('newsCms.newItem')}
      onNew={() => setEditing('new')}
    >
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label={t('newsCms.table')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('cms.title')}</TableCell>
              <TableCell>{t('cms.source')}</TableCell>
              <TableCell>{t('newsCms.published')}</TableCell>
              <TableCell>{t('newsCms.status')}</TableCell>
              <TableCell align="right">{t('newsCms.views')}</TableCell>
              <TableCell align="right" />
            </TableRow>
          </TableHead>
          <TableBody>
            {list.isPending &&
              Array.from({ length: 4 }, (_, i) => (
                <TableRow key={i}>
                  <TableCell colSpan={6}>
                    <Skeleton />
                  </TableCell>
                </TableRow>
              ))}
            {list.data?.news.map((item) => (
              <TableRow key={item.id} hover data-testid="news-cms-row">
                <TableCell sx={{ maxWidth: 420 }}>
                  <Typography noWrap fontWeight={500} title={item.title}>
                    {item.title}
                  </Typography>
                </TableCell>
                <TableCell>{item.source}</TableCell>
                <TableCell>{formatNewsDate(item.publish_date)}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    label={item.draft ? t('cms.draft') : t('cms.published')}
                    color={item.draft ? 'default' : 'success'}
                    variant={item.draft ? 'outlined' : 'filled'}
                    sx={{ mr: 0.5 }}
                  />
                  {item.featured && (
                    <Chip size="small" label={t('newsCms.featured')} color="secondary" />
                  )}
                </TableCell>
                <TableCell align="right">{formatNumber(item.views)}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <Tooltip title={t('common:actions.edit')}>
                    <IconButton
                      aria-label={t('cms.editItem', { title: item.title })}
                      onClick={() => setEditing(item)}
                    >
                      <EditOutlined fontSize="small" />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title={t('common:actions.delete')}>
                    <IconButton
                      aria-label={t('cms.deleteItem', { title: item.title })}
                      onClick={() => onDelete(item)}
                    >
                      <DeleteOutline fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </TableCell>
              </TableRow>
            ))}
            {list.isSuccess && list.data.news.length === 0 && (
              <TableRow>
                <TableCell colSpan={6} sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}>
                  {t('newsCms.empty')}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
        <TablePagination
          component="div"
          count={list.data?.total ?? 0}
          page={page - 1}
          rowsPerPage={limit}
          rowsPerPageOptions={[10, 25, 50]}
          labelRowsPerPage={t('cms.rowsPerPage')}
          labelDisplayedRows={({ from, to, count }) =>
            t('cms.displayedRows', {
              from: formatNumber(from),
              to: formatNumber(to),
              total: formatNumber(count),
            })
          }
          onPageChange={(_, p) => setPage(p + 1)}
          onRowsPerPageChange={(e) => {
            setLimit(Number(e.target.value));
            setPage(1);
          }}
        />
      </TableContainer>
      {list.isError && (
        <Typography color="error" sx={{ mt: 2 }}>
          {errorText(list.error)}
        </Typography>
      )}
      {editing !== null && (
        <NewsEditorDialog
          item={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </CmsLayout>
  );
}
