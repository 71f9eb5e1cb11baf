import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../shared/lib/use-page-title';
import { paths } from '../../shared/routing/paths';
import styles from './panel-page.module.css';

/** Heading and text for a page in the auth panel, with a link back (to login by default). */
interface PanelPageProps {
  title: string;
  children?: ReactNode;
  /** Where the link under the text leads; the login screen unless told otherwise. */
  back?: { to: string; label: string };
}

export function PanelPage({ title, children, back }: PanelPageProps) {
  const { t } = useTranslation();
  usePageTitle(title);
  return (
    <>
      <h1 className={styles.heading}>{title}</h1>
      {children}
      <p className={styles.back}>
        <Link to={back?.to ?? paths.login}>{back?.label ?? t('common.backToLogin')}</Link>
      </p>
    </>
  );
}
