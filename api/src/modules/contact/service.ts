import type { SupplierLoaders } from '../suppliers/service.js';
import type { Database } from '../../database/connections.js';
import type { Viewer } from '../auth/viewer-model.js';
import type { CountryCode } from '../../shared/countries.js';
import { consumeRateLimit } from '../../shared/rate-limit.js';
import { queueContactMessageEmail } from '../email/service.js';
import type { SendContactMessageInput } from './inputs.js';

const contactMessagePolicy = {
  messagesPerUser: { scope: 'contact-message-user', limit: 10, windowMinutes: 60 },
} as const;

/** Who answers a message, in order: the account manager first, then the other sales roles. */
const recipientRoles = [
  'account_manager',
  'account_manager_itad',
  'account_manager_sales',
  'sales_support',
] as const;

/** The language the provider's staff in each country read. */
const staffLanguage: Record<CountryCode, string> = { no: 'no', dk: 'da', se: 'se' };

interface ContactContext {
  country: CountryCode;
  database: Database;
  loaders: SupplierLoaders;
  /** Who gets a message when the supplier has no contact person. */
  providerStaffEmail: string;
}

export interface SentContactMessage {
  recipientName: string;
}

/**
 * Mails the user's message to the acting supplier's account manager (or, without one, the next
 * sales contact; without any, the provider's staff address) through the e-mail outbox.
 */
export async function sendContactMessage(
  context: ContactContext,
  viewer: Viewer,
  input: SendContactMessageInput,
): Promise<SentContactMessage> {
  await consumeRateLimit(context.database, contactMessagePolicy.messagesPerUser, viewer.userId);
  const [supplier, contacts] = await Promise.all([
    context.loaders.supplierById.load(viewer.supplierId),
    context.loaders.providerContactsBySupplierId.load(viewer.supplierId),
  ]);
  const manager = recipientRoles
    .map((role) => contacts.find((contact) => contact.role === role))
    .find((contact) => contact !== undefined);
  const recipient = manager
    ? { email: manager.email, name: manager.name }
    : { email: context.providerStaffEmail, name: 'Greentech' };
  const user = viewer.user;
  const senderName = [user.first_name, user.last_name].filter(Boolean).join(' ') || user.email;
  await queueContactMessageEmail(context.database, {
    recipient: recipient.email,
    recipientName: recipient.name,
    language: staffLanguage[context.country],
    details: {
      senderName,
      senderEmail: user.email,
      senderPhone: user.phone,
      senderJobTitle: user.job_title,
      companyName: supplier?.company ?? '',
      country: context.country,
      subject: input.subject,
      message: input.message,
    },
  });
  return { recipientName: recipient.name };
}
