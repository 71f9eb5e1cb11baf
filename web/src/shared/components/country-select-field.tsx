import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { selectableCountries } from '../country/country';
import { SelectField } from './form-field';

type CountrySelectFieldProps = Omit<ComponentProps<typeof SelectField>, 'label' | 'children'>;

/** The country whose back end serves the visitor: each country has its own users. */
export function CountrySelectField(props: CountrySelectFieldProps) {
  const { t } = useTranslation();
  return (
    <SelectField label={t('login.country')} {...props}>
      {selectableCountries.map((country) => (
        <option key={country} value={country}>
          {t(`country.${country}`)}
        </option>
      ))}
    </SelectField>
  );
}
