export { createMailService } from './service.ts';
export type { MailService, OutgoingMail } from './service.ts';
