import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/components/button';
import { graphqlEndpoint, selectedCountry } from '../../../shared/country/country';
import reference from '../generated/api-reference.json';
import { exampleCode, type ExampleLanguage } from '../lib/api-examples';
import styles from './api-tokens.module.css';

const exampleLanguages: readonly ExampleLanguage[] = ['curl', 'javascript', 'python'];

function ExampleBlock({
  example,
  endpoint,
}: {
  example: (typeof reference.examples)[number];
  endpoint: string;
}) {
  const { t } = useTranslation();
  const [language, setLanguage] = useState<ExampleLanguage>('curl');
  const code = exampleCode(example, endpoint, language);
  const headingId = `api-example-${example.key}`;
  return (
    <section aria-labelledby={headingId} className={styles.operation}>
      <h4 id={headingId}>{t(`apiTokens.examples.${example.key}`)}</h4>
      <div className={styles.tabs} role="group" aria-label={t('apiTokens.exampleLanguage')}>
        {exampleLanguages.map((candidate) => (
          <Button
            key={candidate}
            variant={candidate === language ? 'primary' : 'secondary'}
            aria-pressed={candidate === language}
            onClick={() => setLanguage(candidate)}
          >
            {t(`apiTokens.languages.${candidate}`)}
          </Button>
        ))}
        <Button variant="secondary" onClick={() => void navigator.clipboard?.writeText(code)}>
          {t('apiTokens.copy')}
        </Button>
      </div>
      <pre className={styles.code} aria-label={t(`apiTokens.examples.${example.key}`)}>
        {code}
      </pre>
    </section>
  );
}

/** The API reference generated from the schema (operations a token may call, their types). */
export function ApiReferenceSection() {
  const { t } = useTranslation();
  const endpoint = `${window.location.origin}${graphqlEndpoint(selectedCountry())}`;
  return (
    <section aria-labelledby="api-reference-heading" className={styles.section}>
      <h2 id="api-reference-heading" className={styles.heading}>
        {t('apiTokens.referenceTitle')}
      </h2>
      <p className={styles.intro}>{t('apiTokens.referenceIntro', { endpoint })}</p>
      <h3>{t('apiTokens.examplesTitle')}</h3>
      {reference.examples.map((example) => (
        <ExampleBlock key={example.key} example={example} endpoint={endpoint} />
      ))}
      <h3>{t('apiTokens.operationsTitle')}</h3>
      {reference.operations.map((operation) => (
        <div key={operation.name} className={styles.operation}>
          <p>
            <code>
              {operation.kind} {operation.name}(
              {operation.arguments
                .map((argument) => `${argument.name}: ${argument.type}`)
                .join(', ')}
              ): {operation.type}
            </code>{' '}
            — {t(`apiTokens.scopes.${operation.scope}`)}
          </p>
          <p lang="en">{operation.description}</p>
        </div>
      ))}
      <h3>{t('apiTokens.typesTitle')}</h3>
      {reference.types.map((type) => (
        <details key={type.name}>
          <summary>
            <code>{type.name}</code>
          </summary>
          {type.description ? <p lang="en">{type.description}</p> : null}
          <ul>
            {'values' in type && type.values
              ? type.values.map((value) => (
                  <li key={value.name}>
                    <code>{value.name}</code> <span lang="en">{value.description}</span>
                  </li>
                ))
              : null}
            {'fields' in type && type.fields
              ? type.fields.map((field) => (
                  <li key={field.name}>
                    <code>
                      {field.name}: {field.type}
                    </code>{' '}
                    <span lang="en">{field.description}</span>
                  </li>
                ))
              : null}
          </ul>
        </details>
      ))}
    </section>
  );
}
