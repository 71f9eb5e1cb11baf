import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../shared/components/confirm-dialog';
import { ErrorState } from '../../../shared/components/error-state';
import { SelectField } from '../../../shared/components/form-field';
import { Spinner } from '../../../shared/components/spinner';
import type { ConsoleDocumentSort } from '../../../shared/graphql/generated/graphql';
import { errorMessage } from '../../../shared/errors/error-messages';
import type { useActionNotice } from '../../../shared/lib/use-action-notice';
import { DataTable } from '../../../shared/lists/data-table';
import { ListFilterBar } from '../../../shared/lists/list-filter-bar';
import { exportQueryOf, isFiltered, type ListOptions } from '../../../shared/lists/list-state';
import { ListExportButtons, ListTextFilter } from '../../../shared/lists/list-toolbar';
import { useListView } from '../../../shared/lists/use-list-view';
import { useConsoleDocuments } from '../api/console-documents';
import { consoleExports } from '../api/console-exports';
import { useRetireDocument } from '../api/console-retire-document';
import { documentCategories } from '../lib/document-upload';
import { useDocumentColumns, type LibraryDocument } from './document-columns';
import styles from './console.module.css';

const libraryPageSize = 25;

/** The library's view in the address: ?category=&q=&sort=&dir=&page= */
const libraryOptions: ListOptions<ConsoleDocumentSort, 'category'> = {
  sorts: ['updated', 'title', 'category', 'size'],
  defaultSort: 'updated',
  defaultDirection: 'DESC',
  filters: ['category'],
};

/** The live documents of every customer and language, to check, download and retire. */
export function DocumentLibrary({
  canAct,
  feedback,
}: {
  canAct: boolean;
  feedback: ReturnType<typeof useActionNotice>;
}) {
  const { t } = useTranslation();
  const list = useListView(libraryOptions);
  const { view } = list;
  const category = documentCategories.find((value) => value === view.filters.category) ?? null;
  const [retiring, setRetiring] = useState<LibraryDocument | null>(null);
  const retire = useRetireDocument();
  const documents = useConsoleDocuments({
    text: view.text || null,
    category,
    page: view.page,
    page_size: libraryPageSize,
    sort: view.sort,
    direction: view.direction,
  });
  const columns = useDocumentColumns({
    canAct,
    onRetire: (document) => {
      feedback.clear();
      setRetiring(document);
    },
  });

  const confirmRetire = (document: LibraryDocument) =>
    retire.mutate(
      { id: document.id },
      {
        onSuccess: () =>
          feedback.succeeded(t('console.documents.retire.done', { title: document.title })),
        onError: (error) => feedback.failed(t(errorMessage(error, 'consoleRetireDocument').key)),
        onSettled: () => setRetiring(null),
      },
    );

  let content: ReactNode;
  if (documents.isPending) {
    content = (
      <div role="status" className={styles.loading}>
        <Spinner size={40} />
        <span>{t('common.loading')}</span>
      </div>
    );
  } else if (documents.isError) {
    content = (
      <ErrorState
        message={t('console.documents.loadFailed')}
        onRetry={() => void documents.refetch()}
        retrying={documents.isFetching}
      />
    );
  } else {
    const page = documents.data.console_documents;
    content = (
      <DataTable
        caption={t('console.documents.caption')}
        columns={columns}
        rows={page.items}
        rowKey={(document) => document.id}
        total={page.total}
        page={view.page}
        pageSize={libraryPageSize}
        sort={view.sort}
        direction={view.direction}
        onSort={list.sortBy}
        onPage={list.setPage}
        empty={t(isFiltered(view) ? 'console.documents.noMatch' : 'console.documents.empty')}
      />
    );
  }

  return (
    // Not a landmark of its own: the table's scroll region already carries this name.
    <section className={styles.section}>
      <h2 className={styles.sectionHeading}>{t('console.documents.listHeading')}</h2>
      <ListFilterBar
        search={
          <ListTextFilter
            value={view.text}
            onChange={list.setText}
            label={t('console.documents.filter')}
            hint={t('console.documents.filterHint')}
          />
        }
        filtered={isFiltered(view)}
        onClear={list.clear}
        exports={
          <ListExportButtons
            name="documents"
            query={exportQueryOf({ ...view, filters: { category } })}
            target={consoleExports}
            disabled={documents.data?.console_documents.total === 0}
          />
        }
      >
        <SelectField
          label={t('console.documents.columns.group')}
          value={category ?? ''}
          onChange={(event) => list.setFilter('category', event.target.value || null)}
        >
          <option value="">{t('console.documents.allGroups')}</option>
          {documentCategories.map((value) => (
            <option key={value} value={value}>
              {t(`console.documents.groups.${value}`)}
            </option>
          ))}
        </SelectField>
      </ListFilterBar>
      {content}
      <ConfirmDialog
        open={retiring !== null}
        onOpenChange={(open) => {
          if (!open && !retire.isPending) setRetiring(null);
        }}
        title={t('console.documents.retire.title')}
        message={t('console.documents.retire.question', { title: retiring?.title ?? '' })}
        confirmLabel={t('console.documents.retire.confirm')}
        destructive
        pending={retire.isPending}
        onConfirm={() => {
          if (retiring) confirmRetire(retiring);
        }}
      />
    </section>
  );
}
