import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/components/button';
import { DownloadButton } from '../../../shared/components/download-button';
import type {
  ConsoleDocumentSort,
  ConsoleDocumentsQuery,
} from '../../../shared/graphql/generated/graphql';
import { htmlLanguageTag } from '../../../shared/i18n/languages';
import { formatDateTimeForColumn } from '../../../shared/lib/format-date';
import { formatFileSize } from '../../../shared/lib/format-size';
import type { DataTableColumn } from '../../../shared/lists/data-table';
import { downloadConsoleFile } from '../api/console-download';
import styles from './console.module.css';

export type LibraryDocument = ConsoleDocumentsQuery['console_documents']['items'][number];
type DocumentColumn = DataTableColumn<LibraryDocument, ConsoleDocumentSort>;

/**
 * The library's columns: the title with its translations and key, the group, who reads it, its
 * size and upload, then download and (for staff who act) retire.
 */
export function useDocumentColumns({
  canAct,
  onRetire,
}: {
  canAct: boolean;
  onRetire: (document: LibraryDocument) => void;
}): DocumentColumn[] {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return [
    {
      key: 'title',
      header: t('console.documents.columns.title'),
      sort: 'title',
      rowHeader: true,
      cell: (document) => (
        <>
          <span lang="en">{document.title}</span>
          {document.title_translations.map((translation) => (
            <span
              key={translation.language}
              className={styles.secondary}
              lang={htmlLanguageTag(translation.language)}
            >
              {translation.language}: {translation.title}
            </span>
          ))}
          <span className={styles.secondary}>
            {t('console.documents.columns.key', { key: document.key })}
          </span>
        </>
      ),
    },
    {
      key: 'group',
      header: t('console.documents.columns.group'),
      sort: 'category',
      cell: (document) => t(`console.documents.groups.${document.category}`),
    },
    {
      key: 'readers',
      header: t('console.documents.columns.readers'),
      cell: (document) =>
        document.language
          ? t(`console.documents.languages.${document.language}`)
          : t('console.documents.allLanguages'),
    },
    {
      key: 'customer',
      header: t('console.documents.columns.customer'),
      cell: (document) => document.customer ?? t('console.documents.allCustomers'),
    },
    {
      key: 'size',
      header: t('console.documents.columns.size'),
      sort: 'size',
      noWrap: true,
      cell: (document) => formatFileSize(document.size, language),
    },
    {
      key: 'uploaded',
      header: t('console.documents.columns.uploaded'),
      sort: 'updated',
      noWrap: true,
      cell: (document) => formatDateTimeForColumn(document.updated_at, language),
    },
    {
      key: 'actions',
      header: t('console.documents.columns.actions'),
      rowActions: true,
      cell: (document) => (
        <div className={styles.rowButtons}>
          <DownloadButton
            path={document.path}
            fileName={document.file_name}
            download={downloadConsoleFile}
            busyLabel={t('console.documents.downloading')}
            failedMessage={t('console.documents.downloadFailed')}
            aria-label={t('console.documents.downloadNamed', { title: document.title })}
          >
            {t('console.documents.download')}
          </DownloadButton>
          {canAct ? (
            <Button
              variant="secondary"
              onClick={() => onRetire(document)}
              aria-label={t('console.documents.retire.for', { title: document.title })}
            >
              {t('console.documents.retire.action')}
            </Button>
          ) : null}
        </div>
      ),
    },
  ];
}
