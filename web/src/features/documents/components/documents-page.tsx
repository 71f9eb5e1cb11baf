import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/components/button';
import { Spinner } from '../../../shared/components/spinner';
import type { GetDocumentsQuery } from '../../../shared/graphql/generated/graphql';
import { downloadFile } from '../../../shared/lib/download-file';
import { useDocuments } from '../api/get-documents';
import { formatFileSize } from '../lib/format-size';
import styles from './documents.module.css';
import { ErrorState } from '../../../shared/components/error-state';

type DocumentItem = GetDocumentsQuery['get_documents'][number]['documents'][number];

/** The documents page: the provider's files in their groups, each downloadable. */
export function DocumentsPage() {
  const { t } = useTranslation();
  const documents = useDocuments();

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
  return (
    <div className={styles.page}>
      <p className={styles.intro}>{t('documents.intro')}</p>
      {documents.data.get_documents.map((group) => (
        <section
          key={group.category}
          aria-labelledby={`documents-${group.category}`}
          className={styles.section}
        >
          <h2 id={`documents-${group.category}`} className={styles.heading}>
            {t(`documents.groups.${group.category}`)}
          </h2>
          {group.documents.length ? (
            <ul className={styles.list}>
              {group.documents.map((document) => (
                <DocumentEntry key={document.id} document={document} />
              ))}
            </ul>
          ) : (
            <p className={styles.empty}>{t('documents.empty')}</p>
          )}
        </section>
      ))}
    </div>
  );
}

function DocumentEntry({ document }: { document: DocumentItem }) {
  const { t, i18n } = useTranslation();
  const [state, setState] = useState<'idle' | 'downloading' | 'failed'>('idle');
  const size = formatFileSize(document.size, i18n.resolvedLanguage ?? 'en');
  const onDownload = async () => {
    setState('downloading');
    try {
      await downloadFile(document.path, `${document.title}.${document.extension.toLowerCase()}`);
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return (
    <li className={styles.item}>
      <span className={styles.fileIcon} aria-hidden="true">
        {document.extension}
      </span>
      <div className={styles.details}>
        <p className={styles.title}>{document.title}</p>
        <p className={styles.meta}>
          {t('documents.fileDetails', { extension: document.extension, size })}
        </p>
        {state === 'failed' ? (
          <p role="alert" className={styles.meta}>
            {t('documents.downloadFailed')}
          </p>
        ) : null}
      </div>
      <Button
        variant="secondary"
        onClick={() => void onDownload()}
        disabled={state === 'downloading'}
        aria-label={t('documents.downloadNamed', { title: document.title })}
      >
        {state === 'downloading' ? t('documents.downloading') : t('documents.download')}
      </Button>
    </li>
  );
}
