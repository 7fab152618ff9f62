// The Create menu of the Sites & Collections page: Upload Site, Draw Site and, where the page
// provides it, Create Collection.
import Add from '@mui/icons-material/Add';
import { Button, ListItemText, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useTranslation } from 'react-i18next';

export function CreateSiteMenu({
  companyId,
  onCreateCollection,
}: {
  companyId: string;
  onCreateCollection?: () => void;
}) {
  const { t } = useTranslation('sites');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        variant="contained"
        startIcon={<Add />}
        aria-haspopup="menu"
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        {t('common:actions.create')}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close}>
        <MenuItem
          component={Link}
          to={paths.siteDetails.href(companyId, 'new', 'upload')}
          onClick={close}
        >
          <ListItemText>{t('create.upload')}</ListItemText>
        </MenuItem>
        <MenuItem
          component={Link}
          to={paths.siteDetails.href(companyId, 'new', 'draw')}
          onClick={close}
        >
          <ListItemText>{t('create.draw')}</ListItemText>
        </MenuItem>
        {onCreateCollection && (
          <MenuItem
            onClick={() => {
              close();
              onCreateCollection();
            }}
          >
            <ListItemText>{t('create.collection')}</ListItemText>
          </MenuItem>
        )}
      </Menu>
    </>
  );
}
