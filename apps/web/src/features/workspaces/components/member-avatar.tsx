import { Avatar, Box, Chip, Typography } from '@mui/material';
import type { TMember } from '@sortie/domain/contracts';
import { initials } from '../../../lib/format.ts';
import { useTranslation } from 'react-i18next';

export function memberContact(m: Pick<TMember, 'email' | 'country_code' | 'phone_number'>) {
  if (m.email) return m.email;
  if (m.phone_number) return `+${m.country_code ?? ''} ${m.phone_number}`;
  return '';
}

export function MemberIdentity({ member, isNew }: { member: TMember; isNew: boolean }) {
  const { t } = useTranslation('workspaces');
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
      <Avatar
        src={member.profile_picture ?? undefined}
        alt=""
        // The default grey gives white initials too little contrast.
        sx={{ width: 36, height: 36, fontSize: 15, fontWeight: 700, bgcolor: 'secondary.main' }}
      >
        {initials(member.name)}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography fontWeight={600} noWrap>
            {member.name || t('noName')}
          </Typography>
          {isNew && (
            <Chip
              label={t('newMember')}
              size="small"
              color="success"
              data-testid="member-new-badge"
            />
          )}
        </Box>
        <Typography variant="body2" color="text.secondary" noWrap>
          {memberContact(member)}
        </Typography>
      </Box>
    </Box>
  );
}
