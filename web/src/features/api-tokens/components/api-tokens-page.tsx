import styles from './api-tokens.module.css';
import { ApiReferenceSection } from './api-reference-section';
import { ApiTokensSection } from './api-tokens-section';

/** /account/api: the organisation's API tokens and the API reference with examples. */
export function ApiTokensPage() {
  return (
    <div className={styles.page}>
      <ApiTokensSection />
      <ApiReferenceSection />
    </div>
  );
}
