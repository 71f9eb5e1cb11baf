import { useTranslation } from 'react-i18next';
import { selectableCountries, type SelectableCountry } from '../../../shared/country/country';
import styles from './login.module.css';

interface OtherCountriesProps {
  /** The country the failed sign-in went to. */
  tried: SelectableCountry;
  /** Signs in again with the same address and password in the chosen country. */
  onTry: (country: SelectableCountry) => void;
}

/**
 * Each country has its own accounts, so a Danish user who left Norway selected fails to sign in.
 * Shown after every failed address and password alike, it reveals nothing about which accounts
 * exist, and lets the user try the other countries in one click.
 */
export function OtherCountries({ tried, onTry }: OtherCountriesProps) {
  const { t } = useTranslation();
  const others = selectableCountries.filter((country) => country !== tried);
  return (
    <div className={styles.otherCountries}>
      <p>{t('login.otherCountries.hint', { country: t(`country.${tried}`) })}</p>
      <div className={styles.otherCountryButtons}>
        {others.map((country) => (
          <button
            key={country}
            type="button"
            className={styles.otherCountry}
            onClick={() => onTry(country)}
          >
            {t('login.otherCountries.try', { country: t(`country.${country}`) })}
          </button>
        ))}
      </div>
    </div>
  );
}
