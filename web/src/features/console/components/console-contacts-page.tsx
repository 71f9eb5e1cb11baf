import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionNotice } from '../../../shared/components/action-notice';
import { Button } from '../../../shared/components/button';
import { PageHeader } from '../../../shared/components/page-header';
import { errorMessage } from '../../../shared/errors/error-messages';
import { GraphQLRequestError } from '../../../shared/graphql/client';
import type {
  ConsoleProviderContactFieldsFragment,
  ConsoleProviderContactSort,
} from '../../../shared/graphql/generated/graphql';
import { useActionNotice } from '../../../shared/lib/use-action-notice';
import { DataTable, type DataTableColumn } from '../../../shared/lists/data-table';
import { ListFilterBar } from '../../../shared/lists/list-filter-bar';
import { exportQueryOf, isFiltered, type ListOptions } from '../../../shared/lists/list-state';
import { ListExportButtons, ListTextFilter } from '../../../shared/lists/list-toolbar';
import { useListView } from '../../../shared/lists/use-list-view';
import { consoleExports } from '../api/console-exports';
import { useConsoleMe } from '../api/console-me';
import { useConsoleProviderContacts, useContactChanges } from '../api/console-provider-contacts';
import { translatedLanguages } from '../lib/document-upload';
import { ProviderContactForm, type ContactDraft } from './provider-contact-form';
import styles from './console.module.css';

type Contact = ConsoleProviderContactFieldsFragment;
const contactsPageSize = 25;
/** The list's view in the address: ?q=&sort=&dir=&page= */
const contactOptions: ListOptions<ConsoleProviderContactSort> = {
  sorts: ['name', 'email', 'job_title', 'customer_count'],
  defaultSort: 'name',
  defaultDirection: 'ASC',
};

/** The provider's contact people whom customers see, with their job titles in five languages. */
export function ConsoleContactsPage() {
  const { t } = useTranslation();
  const role = useConsoleMe().data?.console_me.role;
  const canAct = role !== undefined && role !== 'support';
  const list = useListView(contactOptions);
  const { view } = list;
  const contacts = useConsoleProviderContacts({
    text: view.text || null,
    page: view.page,
    page_size: contactsPageSize,
    sort: view.sort,
    direction: view.direction,
  });
  const changes = useContactChanges();
  const feedback = useActionNotice();
  const [editing, setEditing] = useState<Contact | null>(null);

  const save = async (draft: ContactDraft): Promise<boolean> => {
    feedback.clear();
    try {
      const { console_save_provider_contact: saved } = await changes.save.mutateAsync({
        id: editing?.id ?? null,
        contact: {
          name: draft.name.trim(),
          email: draft.email.trim(),
          phone: draft.phone.trim() || null,
          job_title: draft.jobTitle.trim() || null,
          job_title_translations: translatedLanguages
            .filter((language) => draft.titles[language].trim())
            .map((language) => ({ language, title: draft.titles[language].trim() })),
        },
      });
      feedback.succeeded(t('consoleContacts.saved', { name: saved.name }));
      setEditing(null);
      return true;
    } catch (error) {
      feedback.failed(
        error instanceof GraphQLRequestError && error.code === 'BAD_USER_INPUT'
          ? (error.errors[0]?.message ?? t('consoleContacts.failed'))
          : t(errorMessage(error, 'consoleContacts').key),
      );
      return false;
    }
  };

  const columns: DataTableColumn<Contact, ConsoleProviderContactSort>[] = [
    {
      key: 'name',
      header: t('consoleContacts.name'),
      sort: 'name',
      rowHeader: true,
      cell: (contact) => (
        <>
          {contact.name}
          {contact.phone ? <span className={styles.secondary}>{contact.phone}</span> : null}
        </>
      ),
    },
    {
      key: 'email',
      header: t('consoleContacts.email'),
      sort: 'email',
      cell: (contact) => contact.email,
    },
    {
      key: 'jobTitle',
      header: t('consoleContacts.jobTitle'),
      sort: 'job_title',
      cell: (contact) => (
        <>
          {contact.job_title}
          {contact.job_title_translations.map((translation) => (
            <span
              key={translation.language}
              className={styles.secondary}
              lang={translation.language}
            >
              {translation.language}: {translation.title}
            </span>
          ))}
        </>
      ),
    },
    {
      key: 'customers',
      header: t('consoleContacts.customers'),
      sort: 'customer_count',
      cell: (contact) => t('consoleContacts.customerCount', { count: contact.customer_count }),
    },
  ];
  if (canAct) {
    columns.push({
      key: 'actions',
      header: t('consoleContacts.actions'),
      rowActions: true,
      cell: (contact) => (
        <Button
          variant="secondary"
          aria-label={t('consoleContacts.editFor', { name: contact.name })}
          onClick={() => setEditing(contact)}
        >
          {t('consoleContacts.edit')}
        </Button>
      ),
    });
  }
  const page = contacts.data?.console_provider_contacts;
  return (
    <div className={styles.page}>
      <PageHeader title={t('consoleContacts.title')} />
      <p className={styles.pageIntro}>{t('consoleContacts.intro')}</p>
      {role === 'support' ? (
        <p className={styles.readOnly}>{t('consoleContacts.readOnly')}</p>
      ) : null}
      <ActionNotice notice={feedback.notice} />
      {canAct ? (
        <ProviderContactForm
          key={editing?.id ?? 'new'}
          editing={editing}
          pending={changes.save.isPending}
          onSave={save}
          onCancel={() => setEditing(null)}
        />
      ) : null}
      <section className={styles.section}>
        <ListFilterBar
          search={
            <ListTextFilter
              value={view.text}
              onChange={list.setText}
              label={t('consoleContacts.filter')}
              hint={t('consoleContacts.filterHint')}
            />
          }
          filtered={isFiltered(view)}
          onClear={list.clear}
          exports={
            <ListExportButtons
              name="provider-contacts"
              query={exportQueryOf(view)}
              target={consoleExports}
              disabled={!page?.total}
            />
          }
        />
        {contacts.isError ? <p role="alert">{t('consoleContacts.loadFailed')}</p> : null}
        {page ? (
          <DataTable
            caption={t('consoleContacts.caption')}
            columns={columns}
            rows={page.items}
            rowKey={(contact) => contact.id}
            total={page.total}
            page={view.page}
            pageSize={contactsPageSize}
            sort={view.sort}
            direction={view.direction}
            onSort={list.sortBy}
            onPage={list.setPage}
            empty={t('consoleContacts.empty')}
          />
        ) : null}
      </section>
    </div>
  );
}
