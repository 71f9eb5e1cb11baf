import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../shared/components/error-state';
import { SelectField } from '../../../shared/components/form-field';
import { Spinner } from '../../../shared/components/spinner';
import type {
  DocumentCategory,
  DocumentSort,
  GetDocumentPageQuery,
} from '../../../shared/graphql/generated/graphql';
import { DownloadButton } from '../../../shared/components/download-button';
import { formatDate } from '../../../shared/lib/format-date';
import { formatFileSize } from '../../../shared/lib/format-size';
import { DataTable, type DataTableColumn } from '../../../shared/lists/data-table';
import { exportQueryOf, isFiltered, type ListOptions } from '../../../shared/lists/list-state';
import { ListExportButtons, ListTextFilter } from '../../../shared/lists/list-toolbar';
import { ListFilterBar } from '../../../shared/lists/list-filter-bar';
import { useListView } from '../../../shared/lists/use-list-view';
import { useDocumentPage } from '../api/get-document-page';
import styles from './documents.module.css';

type DocumentItem = GetDocumentPageQuery['get_document_page']['documents'][number];

const documentsPageSize = 20;
const documentCategories: readonly DocumentCategory[] = [
  'about',
  'certifications',
  'packing_instructions',
  'user_guides',
];

/** The list's view in the address: ?q=&category=&sort=&dir=&page= */
const documentListOptions: ListOptions<DocumentSort, 'category'> = {
  sorts: ['category', 'title', 'updated', 'size'],
  defaultSort: 'category',
  defaultDirection: 'ASC',
  filters: ['category'],
};

/**
 * The documents page: the provider's files in their groups (group order unless sorted
 * otherwise), titles in the reader's language, searched, filtered by group, paged and exported
 * on the server, each downloadable.
 */
export function DocumentsPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const list = useListView(documentListOptions);
  const { view } = list;
  const category = documentCategories.find((value) => value === view.filters.category) ?? null;
  const documents = useDocumentPage({
    filter: { text: view.text || null, category },
    page: view.page,
    page_size: documentsPageSize,
    sort: view.sort,
    direction: view.direction,
  });

  if (documents.isPending) {
    return (
      <div role="status" className={styles.loading}>
        <Spinner size={40} />
        <span>{t('common.loading')}</span>
      </div>
    );
  }
  if (documents.isError) {
    return (
      <ErrorState
        message={t('errors.fetchDocuments')}
        onRetry={() => void documents.refetch()}
        retrying={documents.isFetching}
      />
    );
  }
  const page = documents.data.get_document_page;
  const columns: DataTableColumn<DocumentItem, DocumentSort>[] = [
    {
      key: 'title',
      header: t('documents.columns.title'),
      sort: 'title',
      rowHeader: true,
      className: styles.title,
      cell: (document) => document.title,
    },
    {
      key: 'group',
      header: t('documents.columns.group'),
      sort: 'category',
      cell: (document) => t(`documents.groups.${document.category}`),
    },
    {
      key: 'file',
      header: t('documents.columns.file'),
      sort: 'size',
      className: styles.nowrap,
      cell: (document) =>
        t('documents.fileDetails', {
          extension: document.extension,
          size: formatFileSize(document.size, language),
        }),
    },
    {
      key: 'updated',
      header: t('documents.columns.updated'),
      sort: 'updated',
      className: styles.nowrap,
      cell: (document) => formatDate(document.updated_at, language),
    },
    {
      key: 'download',
      header: t('documents.columns.download'),
      cell: (document) => <DocumentDownload document={document} />,
    },
  ];

  return (
    <div className={styles.page}>
      <p className={styles.intro}>{t('documents.intro')}</p>
      <section className={styles.section} aria-labelledby="documents-list-heading">
        <h2 id="documents-list-heading" className={styles.heading}>
          {t('documents.listHeading')}
        </h2>
        <ListFilterBar
          search={
            <ListTextFilter
              value={view.text}
              onChange={list.setText}
              label={t('documents.filter')}
              hint={t('documents.filterHint')}
            />
          }
          filtered={isFiltered(view)}
          onClear={list.clear}
          exports={
            <ListExportButtons
              name="documents"
              query={exportQueryOf({ ...view, filters: { category } })}
              disabled={page.total === 0}
            />
          }
        >
          <SelectField
            label={t('documents.columns.group')}
            value={category ?? ''}
            onChange={(event) => list.setFilter('category', event.target.value || null)}
          >
            <option value="">{t('documents.allGroups')}</option>
            {documentCategories.map((value) => (
              <option key={value} value={value}>
                {t(`documents.groups.${value}`)}
              </option>
            ))}
          </SelectField>
        </ListFilterBar>
        <DataTable
          caption={t('documents.caption')}
          columns={columns}
          rows={page.documents}
          rowKey={(document) => document.id}
          total={page.total}
          page={view.page}
          pageSize={documentsPageSize}
          sort={view.sort}
          direction={view.direction}
          onSort={list.sortBy}
          onPage={list.setPage}
          empty={view.text || category ? undefined : t('documents.empty')}
        />
      </section>
    </div>
  );
}

function DocumentDownload({ document }: { document: DocumentItem }) {
  const { t } = useTranslation();
  return (
    <DownloadButton
      path={document.path}
      fileName={`${document.title}.${document.extension.toLowerCase()}`}
      busyLabel={t('documents.downloading')}
      failedMessage={t('documents.downloadFailed')}
      aria-label={t('documents.downloadNamed', { title: document.title })}
    >
      {t('documents.download')}
    </DownloadButton>
  );
}
