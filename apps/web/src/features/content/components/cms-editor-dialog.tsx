// What the News and Tips editors share: the dialog frame with the form-level error, the footer
// (Cancel, Save draft, Publish) and the save itself: errors beside the fields the server names,
// a toast on success ('Draft saved' or the editor's own published line), then close. Each editor
// keeps only its fields.
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formErrorsFrom, type FormErrors } from '../../../lib/errors.ts';
import { notify } from '../../../lib/notify.ts';

/** The shape of useSaveNews and useSaveTip: create (id null) or patch, with a body. */
type SaveMutation<B> = {
  mutate: (v: { id: string | null; body: B }, o: { onSuccess: () => void }) => void;
  isPending: boolean;
  isError: boolean;
  error: unknown;
};

export function useCmsSave<B>(
  save: SaveMutation<B>,
  options: {
    id: string | null;
    fields: readonly string[];
    /** The toast after Publish ('News published'). */
    published: string;
    onClose: () => void;
  },
) {
  const { t } = useTranslation('content');
  const errors: FormErrors = save.isError
    ? formErrorsFrom(save.error, options.fields)
    : { form: null, fields: {} };
  const submit = (draft: boolean, body: B) =>
    save.mutate(
      { id: options.id, body },
      {
        onSuccess: () => {
          notify(draft ? t('cms.draftSaved') : options.published, { code: 201 });
          options.onClose();
        },
      },
    );
  return { errors, submit, saving: save.isPending };
}

export function CmsEditorDialog({
  title,
  formError,
  saving,
  onSave,
  onClose,
  children,
}: {
  title: string;
  formError: string | null;
  saving: boolean;
  /** Called with draft: true for 'Save draft', false for 'Publish'. */
  onSave: (draft: boolean) => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('content');
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        {formError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {formError}
          </Alert>
        )}
        {children}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('common:actions.cancel')}</Button>
        <Button variant="outlined" disabled={saving} onClick={() => onSave(true)}>
          {t('cms.saveDraft')}
        </Button>
        <Button variant="contained" disabled={saving} onClick={() => onSave(false)}>
          {t('cms.publish')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
