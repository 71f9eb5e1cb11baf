import { maximumProviderKeyNameLength } from '@itad-portal/validation';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionNotice } from '../../../shared/components/action-notice';
import { Button } from '../../../shared/components/button';
import { TextField } from '../../../shared/components/form-field';
import { PageHeader } from '../../../shared/components/page-header';
import { errorMessage } from '../../../shared/errors/error-messages';
import { useActionNotice } from '../../../shared/lib/use-action-notice';
import { DataTable } from '../../../shared/lists/data-table';
import { ListFilterBar } from '../../../shared/lists/list-filter-bar';
import { ListExportButtons } from '../../../shared/lists/list-toolbar';
import { useListView } from '../../../shared/lists/use-list-view';
import type { ListOptions } from '../../../shared/lists/list-state';
import { consoleExports } from '../api/console-exports';
import { useConsoleMe } from '../api/console-me';
import { useConsoleProviderKeys, useProviderKeyChanges } from '../api/console-provider-keys';
import { useProviderKeyColumns } from './provider-key-columns';
import styles from './console.module.css';

const keysPageSize = 25;
const keyListOptions: ListOptions<'default'> = {
  sorts: ['default'],
  defaultSort: 'default',
  defaultDirection: 'ASC',
  filters: [],
};

/** A new key's secret, shown once: copy it into the system it is for. */
function NewKeySecret({ name, secret }: { name: string; secret: string }) {
  const { t } = useTranslation();
  return (
    <section className={styles.notice} aria-labelledby="new-key-heading">
      <h2 id="new-key-heading" className={styles.subheading}>
        {t('consoleKeys.secretHeading', { name })}
      </h2>
      <p>
        <code className={styles.firstPassword} aria-label={t('consoleKeys.secretLabel')}>
          {secret}
        </code>
      </p>
      <p>{t('consoleKeys.secretHint')}</p>
    </section>
  );
}

/** Creating a key: what system it is for. */
function CreateKeyForm({
  onCreate,
  pending,
}: {
  onCreate: (name: string) => Promise<unknown>;
  pending: boolean;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setProblem(t('consoleKeys.nameRequired'));
      return;
    }
    setProblem(undefined);
    await onCreate(name.trim()).then(() => setName(''));
  };
  return (
    <section className={styles.section} aria-labelledby="create-key">
      <h2 id="create-key" className={styles.sectionHeading}>
        {t('consoleKeys.createHeading')}
      </h2>
      <form className={styles.uploadForm} onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label={t('consoleKeys.name')}
          hint={t('consoleKeys.nameHint')}
          autoComplete="off"
          maxLength={maximumProviderKeyNameLength}
          value={name}
          error={problem}
          onChange={(event) => setName(event.target.value)}
        />
        <div>
          <Button type="submit" disabled={pending}>
            {t('consoleKeys.create')}
          </Button>
        </div>
      </form>
    </section>
  );
}

function ProviderKeys() {
  const { t } = useTranslation();
  const list = useListView(keyListOptions);
  const { view } = list;
  const keys = useConsoleProviderKeys({ page: view.page, page_size: keysPageSize });
  const changes = useProviderKeyChanges();
  const feedback = useActionNotice();
  const [created, setCreated] = useState<{ name: string; secret: string } | null>(null);
  const failed = (error: unknown) => feedback.failed(t(errorMessage(error, 'consoleKeys').key));
  const columns = useProviderKeyColumns((key) =>
    changes.revoke
      .mutateAsync(key.id)
      .then(() => feedback.succeeded(t('consoleKeys.revokedDone', { name: key.name })), failed),
  );
  const page = keys.data?.console_provider_keys;
  return (
    <>
      <ActionNotice notice={feedback.notice} />
      {created ? <NewKeySecret name={created.name} secret={created.secret} /> : null}
      <CreateKeyForm
        pending={changes.create.isPending}
        onCreate={(name) => {
          feedback.clear();
          return changes.create.mutateAsync(name).then(({ console_create_provider_key: made }) => {
            setCreated({ name: made.key.name, secret: made.secret });
            feedback.succeeded(t('consoleKeys.created', { name: made.key.name }));
          }, failed);
        }}
      />
      <section className={styles.section}>
        <h2 className={styles.sectionHeading}>{t('consoleKeys.listHeading')}</h2>
        <ListFilterBar
          filtered={false}
          onClear={() => undefined}
          exports={
            <ListExportButtons
              name="provider-keys"
              query={new URLSearchParams()}
              target={consoleExports}
              disabled={!page?.total}
            />
          }
        />
        {keys.isError ? <p role="alert">{t('consoleKeys.loadFailed')}</p> : null}
        {page ? (
          <DataTable
            caption={t('consoleKeys.caption')}
            columns={columns}
            rows={page.items}
            rowKey={(key) => key.id}
            total={page.total}
            page={view.page}
            pageSize={keysPageSize}
            sort="default"
            direction="ASC"
            onSort={() => undefined}
            onPage={list.setPage}
            empty={t('consoleKeys.empty')}
          />
        ) : null}
      </section>
    </>
  );
}

/** The keys of the provider's own systems for the provider API: administrators manage them. */
export function ConsoleProviderKeysPage() {
  const { t } = useTranslation();
  const me = useConsoleMe();
  const staff = me.data?.console_me;
  return (
    <div className={styles.page}>
      <PageHeader title={t('consoleKeys.title')} />
      <p className={styles.pageIntro}>{t('consoleKeys.intro')}</p>
      {staff?.role === 'administrator' ? <ProviderKeys /> : null}
      {staff && staff.role !== 'administrator' ? (
        <p className={styles.readOnly}>{t('consoleKeys.administratorsOnly')}</p>
      ) : null}
    </div>
  );
}
