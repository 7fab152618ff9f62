// The server's mails in English (decision 434). The English words are those the mails always
// had; hi.ts holds the same keys with the same {{placeholders}} (texts.test.ts checks).
export const en = {
  mails: {
    email_verification: {
      subject: 'Verify your e-mail address for {{app}}',
      body:
        'Hello {{name}},\n\n' +
        'Open this link within 24 hours to confirm that {{email}} is yours:\n{{link}}\n\n' +
        'Workspace invitations sent to this address can be accepted once it is verified.\n' +
        'If you did not create an account, ignore this e-mail.',
    },
    password_reset: {
      subject: 'Reset your {{app}} password',
      body:
        'Hello {{name}},\n\n' +
        'Someone asked to reset the password of your {{app}} account.\n' +
        'Open this link within one hour to choose a new password:\n{{link}}\n\n' +
        'Or enter this verification code in the reset dialog: {{token}}\n\n' +
        'If you did not ask for this, ignore this e-mail; your password stays the same.',
    },
    company_invite: {
      subject: '{{inviter}} invited you to {{company}} on Sortie',
      body:
        '{{inviter}} invited you to join the workspace "{{company}}" as {{role}}.\n\n' +
        'Sign in (or create an account) with this e-mail address at {{url}}, ' +
        'then open the workspace switcher and choose View Invite.\n',
    },
    site_invite: {
      subject: 'A site was shared with you: {{site}}',
      body: '{{site}} was shared with you ({{level}} access). Sign in to find it in your Personal Workspace.',
    },
    pilot_licence_expiring: {
      subject: 'Your pilot licence expires soon',
      body:
        'Your pilot licence expires on {{date}} (in {{days}} days).\n\n' +
        'Update the licence in the pilot logbook once it is renewed.\n',
    },
    pilot_licence_expired: {
      subject: 'Your pilot licence has expired',
      body:
        'Your pilot licence expired on {{date}}. Renew it before flying.\n\n' +
        'Update the licence in the pilot logbook once it is renewed.\n',
    },
  },
  /** Words put into the mails above: who invited, roles and site access levels. */
  words: {
    colleague: 'A colleague',
    app: 'Sortie',
    role_owner: 'owner',
    role_admin: 'admin',
    role_member: 'member',
    role_guest: 'guest',
    level_none: 'none',
    level_view: 'view',
    level_edit: 'edit',
    level_full_access: 'full',
  },
} as const;
