import { type FormEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/components/button';
import { TextField } from '../../../shared/components/form-field';
import { Spinner } from '../../../shared/components/spinner';
import { errorMessage } from '../../../shared/errors/error-messages';
import type { GetSupplierContactsQuery } from '../../../shared/graphql/generated/graphql';
import { useSupplierContacts } from '../api/get-supplier-contacts';
import { useSendContactMessage } from '../api/send-contact-message';
import { sortByRole, telephoneHref } from '../lib/contact-roles';
import dataPage from '../../../shared/styles/data-page.module.css';
import styles from './contact.module.css';
import { ErrorState } from '../../../shared/components/error-state';

type Supplier = GetSupplierContactsQuery['get_suppliers'][number];
type ProviderContact = Supplier['customer_contacts'][number];

/** The contact page: the supplier's contacts at the provider, its own contact, and a message form. */
export function ContactPage() {
  const { t } = useTranslation();
  const suppliers = useSupplierContacts();
  if (suppliers.isPending) {
    return (
      <div role="status" className={styles.loading}>
        <Spinner size={40} />
        <span>{t('common.loading')}</span>
      </div>
    );
  }
  const supplier = suppliers.data?.get_suppliers[0];
  return (
    <div className={dataPage.page}>
      {suppliers.isError || !supplier ? (
        <ErrorState
          message={t('contact.errors.loadFailed')}
          onRetry={() => void suppliers.refetch()}
          retrying={suppliers.isFetching}
        />
      ) : (
        <>
          <ProviderContacts contacts={supplier.customer_contacts} />
          <OwnContact supplier={supplier} />
        </>
      )}
      <MessageForm />
    </div>
  );
}

function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

function ProviderContacts({ contacts }: { contacts: readonly ProviderContact[] }) {
  const { t, i18n } = useTranslation();
  return (
    <section aria-labelledby="contact-provider" className={dataPage.section}>
      <h2 id="contact-provider" className={dataPage.heading}>
        {t('contact.providerContacts')}
      </h2>
      {contacts.length ? (
        <ul className={styles.cards}>
          {sortByRole(contacts, i18n.resolvedLanguage ?? i18n.language).map((contact) => (
            <li key={`${contact.role}-${contact.email}`} className={styles.card}>
              {contact.profile_picture ? (
                <img className={styles.picture} src={contact.profile_picture} alt="" />
              ) : (
                <span className={`${styles.picture} ${styles.initials}`} aria-hidden="true">
                  {initialsOf(contact.name)}
                </span>
              )}
              <div>
                <p className={styles.role}>{t(`contact.roles.${contact.role}`)}</p>
                <h3 className={styles.name}>{contact.name}</h3>
                {contact.job_title ? <p className={styles.line}>{contact.job_title}</p> : null}
                <p className={styles.line}>
                  <a href={`mailto:${contact.email}`}>{contact.email}</a>
                </p>
                {contact.phone ? (
                  <p className={styles.line}>
                    <a href={telephoneHref(contact.phone)}>{contact.phone}</a>
                  </p>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className={dataPage.muted}>{t('contact.noProviderContacts')}</p>
      )}
    </section>
  );
}

function OwnContact({ supplier }: { supplier: Supplier }) {
  const { t } = useTranslation();
  const contact = supplier.contact;
  return (
    <section aria-labelledby="contact-own" className={dataPage.section}>
      <h2 id="contact-own" className={dataPage.heading}>
        {t('contact.ownContact', { company: supplier.company })}
      </h2>
      {contact ? (
        <div className={styles.card}>
          <span className={`${styles.picture} ${styles.initials}`} aria-hidden="true">
            {initialsOf(contact.contact_name)}
          </span>
          <div>
            <h3 className={styles.name}>{contact.contact_name}</h3>
            {contact.contact_job_title ? (
              <p className={styles.line}>{contact.contact_job_title}</p>
            ) : null}
            <p className={styles.line}>
              <a href={`mailto:${contact.contact_email}`}>{contact.contact_email}</a>
            </p>
            {contact.contact_phone ? (
              <p className={styles.line}>
                <a href={telephoneHref(contact.contact_phone)}>{contact.contact_phone}</a>
              </p>
            ) : null}
          </div>
        </div>
      ) : (
        <p className={dataPage.muted}>{t('contact.noOwnContact')}</p>
      )}
    </section>
  );
}

const subjectLimit = 200;
const messageLimit = 5000;

function MessageForm() {
  const { t } = useTranslation();
  const messageId = useId();
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<{ subject?: string; message?: string }>({});
  const [sentTo, setSentTo] = useState<string | null>(null);
  const outcome = useRef<HTMLDivElement>(null);
  const send = useSendContactMessage();

  useLayoutEffect(() => {
    if (sentTo || send.error) outcome.current?.focus();
  }, [sentTo, send.error]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (!subject.trim()) found.subject = t('contact.errors.subjectRequired');
    else if (subject.trim().length > subjectLimit)
      found.subject = t('contact.errors.subjectTooLong', { limit: subjectLimit });
    if (!message.trim()) found.message = t('contact.errors.messageRequired');
    else if (message.trim().length > messageLimit)
      found.message = t('contact.errors.messageTooLong', { limit: messageLimit });
    setErrors(found);
    if (found.subject || found.message) return;
    setSentTo(null);
    send.mutate(
      { subject: subject.trim(), message: message.trim() },
      {
        onSuccess: (result) => {
          setSentTo(result.send_contact_message.recipient_name);
          setSubject('');
          setMessage('');
        },
      },
    );
  };

  const sendError = t(errorMessage(send.error, 'contactMessage').key);

  return (
    <section aria-labelledby="contact-message" className={dataPage.section}>
      <h2 id="contact-message" className={dataPage.heading}>
        {t('contact.messageTitle')}
      </h2>
      <p className={dataPage.muted}>{t('contact.messageIntro')}</p>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <div ref={outcome} tabIndex={-1}>
          {sentTo ? (
            <p role="status" className={styles.notice}>
              {t('contact.sent', { name: sentTo })}
            </p>
          ) : send.isError ? (
            <p role="alert" className={styles.alert}>
              {sendError}
            </p>
          ) : null}
        </div>
        <TextField
          label={t('contact.subject')}
          value={subject}
          maxLength={subjectLimit}
          error={errors.subject}
          onChange={(event) => setSubject(event.target.value)}
        />
        <div className={styles.messageField}>
          <label htmlFor={messageId} className={styles.label}>
            {t('contact.message')}
          </label>
          <textarea
            id={messageId}
            className={styles.textarea}
            value={message}
            maxLength={messageLimit}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={errors.message ? `${messageId}-error` : undefined}
            onChange={(event) => setMessage(event.target.value)}
          />
          {errors.message ? (
            <p id={`${messageId}-error`} className={styles.fieldError}>
              {errors.message}
            </p>
          ) : null}
        </div>
        <div>
          <Button type="submit" disabled={send.isPending}>
            {send.isPending ? t('contact.sending') : t('contact.send')}
          </Button>
        </div>
      </form>
    </section>
  );
}
