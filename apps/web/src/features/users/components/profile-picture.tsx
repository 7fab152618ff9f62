// Profile picture with a preview and upload progress; type and size are checked before sending
// and the server checks the bytes again. A picture is part of a complete profile (platform-core §3).
import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import { Avatar, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import type { TUser } from '@sortie/domain/contracts';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { initials } from '../../../lib/format.ts';
import { useImagePick } from '../../../lib/use-image-pick.ts';
import { PICTURE_MAX_BYTES, PICTURE_TYPES, useUploadPicture } from '../api/profile-picture.ts';

export function ProfilePicture({ user }: { user: TUser }) {
  const { t } = useTranslation('users');
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadPicture(user.id);
  const percent = upload.progress === null ? null : Math.round(upload.progress * 100);
  const { preview, problem, pick } = useImagePick({
    types: PICTURE_TYPES,
    maxBytes: PICTURE_MAX_BYTES,
    upload: (file, callbacks) => upload.mutate(file, callbacks),
    done: t('picture.updated'),
  });

  return (
    <Stack direction="row" spacing={2} alignItems="center">
      <Box sx={{ position: 'relative', width: 88, height: 88, flexShrink: 0 }}>
        <Avatar
          src={preview ?? user.profile_picture ?? undefined}
          alt={user.name}
          sx={{
            width: 88,
            height: 88,
            fontSize: 32,
            fontWeight: 700,
            bgcolor: 'secondary.main',
            opacity: upload.isPending ? 0.6 : 1,
          }}
          data-testid="profile-picture"
        >
          {initials(user.name)}
        </Avatar>
        {upload.isPending && (
          <CircularProgress
            variant={percent ? 'determinate' : 'indeterminate'}
            value={percent ?? 0}
            size={96}
            thickness={2.5}
            aria-label={t('picture.uploading')}
            data-testid="profile-picture-progress"
            sx={{ position: 'absolute', top: -4, left: -4 }}
          />
        )}
      </Box>
      <Box>
        <input
          ref={input}
          type="file"
          accept={PICTURE_TYPES.join(',')}
          hidden
          onChange={pick}
          data-testid="profile-picture-input"
        />
        <Button
          variant="outlined"
          startIcon={<PhotoCameraOutlined />}
          onClick={() => input.current?.click()}
          disabled={upload.isPending}
        >
          {upload.isPending
            ? percent
              ? t('picture.uploadingPercent', { percent })
              : t('picture.uploadingShort')
            : user.profile_picture
              ? t('picture.change')
              : t('picture.add')}
        </Button>
        <Typography
          variant="caption"
          display="block"
          color={problem ? 'error' : 'text.secondary'}
          role={problem ? 'alert' : undefined}
          sx={{ mt: 0.5 }}
        >
          {problem ?? t('picture.hint')}
        </Typography>
      </Box>
    </Stack>
  );
}
