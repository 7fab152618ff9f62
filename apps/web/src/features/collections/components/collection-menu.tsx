// Collection menu (feature-areas §2): Add sites, Delete Collection.
import MoreVert from '@mui/icons-material/MoreVert';
import { IconButton, ListItemText, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddSitesDialog } from './add-sites-dialog.tsx';
import { DeleteCollectionDialog } from './delete-collection-dialog.tsx';

export function CollectionMenu({
  companyId,
  collection,
  onDeleted,
}: {
  companyId: string;
  collection: { id: string; name: string };
  onDeleted?: () => void;
}) {
  const { t } = useTranslation('collections');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<'add' | 'delete' | null>(null);
  const open = (d: 'add' | 'delete') => () => {
    setAnchor(null);
    setDialog(d);
  };
  return (
    <>
      <IconButton
        size="small"
        aria-label={t('menu.label')}
        aria-haspopup="menu"
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <MoreVert fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={open('add')}>
          <ListItemText>{t('menu.addSites')}</ListItemText>
        </MenuItem>
        <MenuItem onClick={open('delete')} sx={{ color: 'error.main' }}>
          <ListItemText>{t('menu.delete')}</ListItemText>
        </MenuItem>
      </Menu>
      {dialog === 'add' && (
        <AddSitesDialog
          companyId={companyId}
          collection={collection}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'delete' && (
        <DeleteCollectionDialog
          companyId={companyId}
          collection={collection}
          onClose={() => setDialog(null)}
          onDeleted={onDeleted}
        />
      )}
    </>
  );
}
