export { createMailService } from './service.ts';
export type { MailService, OutgoingMail } from './service.ts';
export { mailDay, mailLanguage, mailText, mailWord } from './texts/index.ts';
export type { MailKey, MailLanguage } from './texts/index.ts';
