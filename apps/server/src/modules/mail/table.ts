import type { Insertable, Selectable } from 'kysely';

export interface MailOutboxTable {
  id: string;
  kind: string;
  to_address: string;
  subject: string;
  body_text: string;
  created_at: Date;
  sent_at: Date | null;
  last_error: string | null;
}

export type MailRow = Selectable<MailOutboxTable>;
export type NewMailRow = Insertable<MailOutboxTable>;
