import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/components/button';
import { SelectField } from '../../../shared/components/form-field';
import { errorMessage } from '../../../shared/errors/error-messages';
import type { ContactRole } from '../../../shared/graphql/generated/graphql';
import type { useActionNotice } from '../../../shared/lib/use-action-notice';
import {
  useConsoleCustomerContacts,
  useConsoleProviderContacts,
  useContactChanges,
} from '../api/console-provider-contacts';
import styles from './console.module.css';
import pageStyles from './customer-page.module.css';

const roles: readonly ContactRole[] = [
  'account_manager',
  'account_manager_itad',
  'account_manager_sales',
  'invoice',
  'sales_director',
  'sales_support',
];

/**
 * A customer's contacts at the provider (its Main contacts and Contact pages show them), with
 * a person to add in a role and each assignment to take away, for staff who act.
 */
export function CustomerContacts({
  customerId,
  canAct,
  feedback,
}: {
  customerId: string;
  canAct: boolean;
  feedback: ReturnType<typeof useActionNotice>;
}) {
  const { t } = useTranslation();
  const assigned = useConsoleCustomerContacts(customerId);
  // The people to choose from: a provider has tens of them, the first hundred by name.
  const people = useConsoleProviderContacts({ page: 1, page_size: 100 });
  const changes = useContactChanges();
  const [choice, setChoice] = useState<{ contactId: string; role: ContactRole }>({
    contactId: '',
    role: 'account_manager',
  });
  const failed = (error: unknown) => feedback.failed(t(errorMessage(error, 'consoleContacts').key));

  const assign = (event: FormEvent) => {
    event.preventDefault();
    if (!choice.contactId) return;
    feedback.clear();
    changes.assign.mutate(
      { customer_id: customerId, contact_id: choice.contactId, role: choice.role },
      { onSuccess: () => feedback.succeeded(t('consoleContacts.assigned')), onError: failed },
    );
  };

  const entries = assigned.data?.console_customer_contacts ?? [];
  return (
    <section className={styles.section} aria-labelledby="customer-contacts">
      <h2 id="customer-contacts" className={styles.sectionHeading}>
        {t('consoleContacts.customerHeading')}
      </h2>
      {assigned.data && entries.length === 0 ? <p>{t('consoleContacts.customerEmpty')}</p> : null}
      <ul className={pageStyles.agreementList}>
        {entries.map(({ role, contact }) => (
          <li key={`${role}:${contact.id}`} className={pageStyles.agreement}>
            <div>
              <p className={pageStyles.agreementTitle}>{contact.name}</p>
              <span className={styles.secondary}>
                {t(`contact.roles.${role}`)} · {contact.email}
              </span>
            </div>
            {canAct ? (
              <Button
                variant="secondary"
                disabled={changes.unassign.isPending}
                aria-label={t('consoleContacts.removeFor', {
                  name: contact.name,
                  role: t(`contact.roles.${role}`),
                })}
                onClick={() => {
                  feedback.clear();
                  changes.unassign.mutate(
                    { customer_id: customerId, contact_id: contact.id, role },
                    {
                      onSuccess: () =>
                        feedback.succeeded(t('consoleContacts.removed', { name: contact.name })),
                      onError: failed,
                    },
                  );
                }}
              >
                {t('consoleContacts.remove')}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      {canAct ? (
        <form className={styles.uploadForm} onSubmit={assign}>
          <div className={styles.fieldRow}>
            <SelectField
              label={t('consoleContacts.person')}
              value={choice.contactId}
              onChange={(event) => setChoice({ ...choice, contactId: event.target.value })}
            >
              <option value="">{t('consoleContacts.choosePerson')}</option>
              {(people.data?.console_provider_contacts.items ?? []).map((person) => (
                <option key={person.id} value={person.id}>
                  {person.name}
                </option>
              ))}
            </SelectField>
            <SelectField
              label={t('consoleContacts.role')}
              value={choice.role}
              onChange={(event) =>
                setChoice({
                  ...choice,
                  role: roles.find((role) => role === event.target.value) ?? 'account_manager',
                })
              }
            >
              {roles.map((role) => (
                <option key={role} value={role}>
                  {t(`contact.roles.${role}`)}
                </option>
              ))}
            </SelectField>
          </div>
          <div>
            <Button type="submit" disabled={!choice.contactId || changes.assign.isPending}>
              {t('consoleContacts.assign')}
            </Button>
          </div>
        </form>
      ) : null}
    </section>
  );
}
