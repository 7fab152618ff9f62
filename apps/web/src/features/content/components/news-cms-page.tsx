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
import { errorText } from '../../../lib/errors.ts';
import { notify, notifyError } from '../../../lib/notify.ts';
import { useDeleteNews, useNewsPage } from '../api/news.ts';
import { CmsLayout } from './cms-layout.tsx';
import { formatNewsDate } from './news-card.tsx';
import { NewsEditorDialog } from './news-editor-dialog.tsx';

export function NewsCmsPage() {
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(10);
  const [editing, setEditing] = useState<TNewsItem | null | 'new'>(null);
  const list = useNewsPage({ page, limit, withDrafts: true });
  const remove = useDeleteNews();

  const onDelete = (item: TNewsItem) => {
    if (!window.confirm(`Delete "${item.title}"?`)) return;
    remove.mutate(item.id, {
      onSuccess: () => notify('News item deleted', { code: 201 }),
      onError: (error) => notifyError(errorText(error)),
    });
  };

  return (
    <CmsLayout
      title="News CMS"
      subtitle="Industry news shown on the home page and the news page."
      newLabel="New item"
      onNew={() => setEditing('new')}
    >
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label="News items">
          <TableHead>
            <TableRow>
              <TableCell>Title</TableCell>
              <TableCell>Source</TableCell>
              <TableCell>Published</TableCell>
              <TableCell>Status</TableCell>
              <TableCell align="right">Views</TableCell>
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
                    label={item.draft ? 'Draft' : 'Published'}
                    color={item.draft ? 'default' : 'success'}
                    variant={item.draft ? 'outlined' : 'filled'}
                    sx={{ mr: 0.5 }}
                  />
                  {item.featured && <Chip size="small" label="Featured" color="secondary" />}
                </TableCell>
                <TableCell align="right">{item.views}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <Tooltip title="Edit">
                    <IconButton aria-label={`Edit ${item.title}`} onClick={() => setEditing(item)}>
                      <EditOutlined fontSize="small" />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title="Delete">
                    <IconButton aria-label={`Delete ${item.title}`} onClick={() => onDelete(item)}>
                      <DeleteOutline fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </TableCell>
              </TableRow>
            ))}
            {list.isSuccess && list.data.news.length === 0 && (
              <TableRow>
                <TableCell colSpan={6} sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}>
                  No news items yet.
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
