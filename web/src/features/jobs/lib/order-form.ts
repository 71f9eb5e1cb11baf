import {
  assignmentSchema,
  storageUnitTypes,
  type AssignmentCountry,
  type AssignmentKind,
  type StorageUnitType,
} from '@itad-portal/validation';
import type {
  AssignmentInput,
  GetAssignmentDefaultsQuery,
} from '../../../shared/graphql/generated/graphql';

export interface OrderFormValues {
  kind: AssignmentKind;
  address: string;
  city: string;
  zip_code: string;
  country: AssignmentCountry | '';
  company_name: string;
  contact_first_name: string;
  contact_last_name: string;
  email: string;
  phone: string;
  case_reference: string;
  date: string;
  delivery_info: string;
  recipientIsUser: boolean;
  recipient_name: string;
  recipient_email: string;
  /** For a pickup: which of the supplier's usual shipment items it collects. */
  equipment: string[];
  /** Quantities as typed, per type; empty means none. */
  quantities: Partial<Record<StorageUnitType, string>>;
}

export type OrderFormField = Exclude<
  keyof OrderFormValues,
  'quantities' | 'recipientIsUser' | 'equipment'
>;

type Defaults = GetAssignmentDefaultsQuery['get_assignment_defaults'];

const isAssignmentCountry = (value: string): value is AssignmentCountry =>
  ['denmark', 'finland', 'norway', 'sweden'].includes(value);

/** The form prefilled from the supplier (company, address) and the user (contact, recipient). */
export function initialOrderValues(defaults: Defaults): OrderFormValues {
  return {
    kind: 'COLLECTION',
    address: defaults.address ?? '',
    city: defaults.city ?? '',
    zip_code: defaults.zip_code ?? '',
    country: isAssignmentCountry(defaults.country) ? defaults.country : '',
    company_name: defaults.company_name,
    contact_first_name: defaults.contact_first_name,
    contact_last_name: defaults.contact_last_name,
    email: defaults.email,
    phone: defaults.phone ?? '',
    case_reference: '',
    date: '',
    delivery_info: '',
    recipientIsUser: true,
    recipient_name: defaults.recipient_name,
    recipient_email: defaults.recipient_email,
    equipment: [],
    quantities: {},
  };
}

/** What the API receives; quantities that are not whole numbers are kept for the rule to refuse. */
export function toAssignmentInput(
  values: OrderFormValues,
  defaults: Defaults,
  attachmentIds: string[],
): AssignmentInput {
  const recipient = values.recipientIsUser
    ? { recipient_name: defaults.recipient_name, recipient_email: defaults.recipient_email }
    : { recipient_name: values.recipient_name, recipient_email: values.recipient_email };
  return {
    kind: values.kind,
    address: values.address,
    city: values.city,
    zip_code: values.zip_code,
    country: values.country,
    company_name: values.company_name,
    contact_first_name: values.contact_first_name,
    contact_last_name: values.contact_last_name,
    email: values.email,
    phone: values.phone,
    case_reference: values.case_reference.trim() || null,
    date: values.date,
    delivery_info: values.delivery_info.trim() || null,
    ...recipient,
    storage_units: storageUnitTypes
      .filter((type) => (values.quantities[type] ?? '').trim() !== '')
      .map((type) => ({ type, quantity: Number(values.quantities[type]) })),
    equipment: values.kind === 'COLLECTION' ? values.equipment : [],
    attachment_ids: attachmentIds,
  };
}

/** Problems per field (translation keys), by the one rule the API applies too. */
export type OrderFormErrors = Partial<Record<string, string>>;

export function validateOrder(input: AssignmentInput, today: string): OrderFormErrors {
  const result = assignmentSchema(today).safeParse(input);
  if (result.success) return {};
  const errors: OrderFormErrors = {};
  for (const issue of result.error.issues) {
    const [field, index, part] = issue.path.map(String);
    // A storage unit's problem belongs to its quantity input.
    const key =
      field === 'storage_units' && index !== undefined && part === 'quantity'
        ? `quantity.${input.storage_units[Number(index)]?.type ?? ''}`
        : (field ?? 'form');
    errors[key] ??= issue.message;
  }
  return errors;
}
