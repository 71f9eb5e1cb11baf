/**
 * One virtual user of the mixed load: signs in from its own client address, then browses like a
 * person does (dashboard, lists, profile) with short pauses, now and then orders a pickup or saves
 * its profile, and signs out and in again every few pages.
 */
import { randomUUID } from 'node:crypto';
import { firstBookableDate } from '@itad-portal/validation';
import { graphql, signIn, type Answer, type Country, type Recorder } from './client.js';
import { sleep } from './processes.js';

export interface DemoAccount {
  country: Country;
  email: string;
  isAdmin: boolean;
}

export const demoAccounts: DemoAccount[] = [
  { country: 'no', email: 'admin@demo.no', isAdmin: true },
  { country: 'no', email: 'user@demo.no', isAdmin: false },
  { country: 'no', email: 'limited@demo.no', isAdmin: false },
  { country: 'dk', email: 'user@demo.dk', isAdmin: false },
  { country: 'se', email: 'user@demo.se', isAdmin: false },
];

/** A distinct client address per virtual user (sign-in throttling counts per address). */
export const clientAddressOf = (index: number, network = 10) =>
  `${network}.${Math.floor(index / 250) % 250}.${index % 250}.${1 + Math.floor(index / 62_500)}`;

const startupQuery = `query get_startup { get_startup { user { id name language }
  permissions { has_report_access can_upload is_admin can_switch_supplier }
  shipment_items { name } webshop_url session_expires_at } }`;
const userQuery = `query get_user { get_user { id email name first_name last_name phone job_title
  language is_admin supplier { id company is_master_account can_upload } } }`;
const summaryQuery = `query get_unit_summary($period: SummaryPeriod) {
  get_unit_summary(filter: { period: $period }) { recycled_units reused_units stocked_units
  in_process_units co2_savings_tons equivalents { equivalent amount }
  chart { category processed_units } } }`;
const suppliersQuery = `query get_suppliers { get_suppliers { id company is_master_account
  sub_suppliers { id company } contact { contact_name } customer_contacts { name } } }`;
// The paged lists the web app asks for (the serial search, the users page).
const searchQuery = `query search_unit_page($serial: String!) {
  search_unit_page(serial_number: $serial, page_size: 20) { units { serial_number } total } }`;
const supplierUsersQuery = `query get_supplier_user_page { get_supplier_user_page(page_size: 20) {
  users { id email status } total } }`;
const orderMutation = `mutation order_assignment($idempotency_key: String!, $assignment: AssignmentInput!) {
  order_assignment(idempotency_key: $idempotency_key, assignment: $assignment) { id job_number }
}`;

/** A valid pickup of two boxes on the first bookable day. */
function pickupOrder(email: string) {
  const todayInOslo = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Oslo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
  return {
    kind: 'COLLECTION',
    address: 'Karl Johans gate 1',
    city: 'Oslo',
    zip_code: '0154',
    country: 'norway',
    company_name: 'Load Test AS',
    contact_first_name: 'Kari',
    contact_last_name: 'Nordmann',
    email,
    phone: '+47 22 33 44 55',
    date: firstBookableDate(todayInOslo),
    recipient_name: 'Kari Nordmann',
    recipient_email: email,
    storage_units: [{ type: 'BOX', quantity: 2 }],
  };
}

const updateProfileMutation = `mutation update_user_information($first_name: String!,
  $last_name: String!, $phone: String!, $job_title: String!, $language: String!) {
  update_user_information(first_name: $first_name, last_name: $last_name, phone: $phone,
  job_title: $job_title, language: $language) { id } }`;

const periods = ['TOTAL', 'YEAR', 'YEAR_TO_DATE', 'LAST_SIX_MONTHS', 'Q1', 'Q2', 'Q3', 'Q4'];
const serialStarts = ['DE', 'HP', 'LE', 'AP', 'MI'];
const serialCharacters = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

interface Profile {
  email: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  job_title: string | null;
  language: string;
}

export interface VirtualUserOptions {
  baseUrl: string;
  index: number;
  /** When to stop (Date.now() milliseconds); read again before every page. */
  deadline: () => number;
  recorder: Recorder;
  /** Sign-ins (slow by design: password hashing) are also recorded here when given. */
  signInRecorder?: Recorder;
  /** The writes (pickup orders, profile saves) are also recorded here when given. */
  writeRecorder?: Recorder;
  /** Pause between pages, milliseconds: [minimum, maximum]. */
  thinkMilliseconds: [number, number];
  pagesPerSession?: number;
}

export async function runVirtualUser(options: VirtualUserOptions): Promise<void> {
  const account = demoAccounts[options.index % demoAccounts.length]!;
  const clientAddress = clientAddressOf(options.index);
  const { baseUrl, recorder } = options;
  const call = async <Data>(
    query: string,
    token: string | undefined,
    variables?: Record<string, unknown>,
  ): Promise<Answer<Data>> => {
    const answer = await graphql<Data>({
      baseUrl,
      country: account.country,
      query,
      token,
      variables,
      clientAddress,
    });
    recorder.record(answer);
    return answer;
  };
  const think = () => {
    const [minimum, maximum] = options.thinkMilliseconds;
    return sleep(minimum + Math.random() * (maximum - minimum));
  };
  // Spread the first sign-ins over a second, as real users do not arrive in the same instant.
  await sleep(Math.random() * 1_000);
  while (Date.now() < options.deadline()) {
    const auth = await signIn(baseUrl, account.country, account.email, clientAddress);
    recorder.record(auth);
    options.signInRecorder?.record(auth);
    const token = auth.data?.auth.token;
    if (!token) {
      await think();
      continue;
    }
    for (let page = 0; page < (options.pagesPerSession ?? 12); page += 1) {
      if (Date.now() >= options.deadline()) break;
      // Every protected page asks for the start-up data first.
      await call(startupQuery, token);
      const roll = Math.random();
      if (roll < 0.4) {
        await call(summaryQuery, token, { period: pick(periods) });
      } else if (roll < 0.6) {
        const serial = `${pick(serialStarts)}${pick([...serialCharacters])}`;
        await call(searchQuery, token, { serial });
      } else if (roll < 0.75) {
        await call(suppliersQuery, token);
      } else if (roll < 0.85 && account.isAdmin) {
        await call(supplierUsersQuery, token);
      } else {
        const user = await call<{ get_user: Profile }>(userQuery, token);
        // "An order now and then": a pickup for the Norwegian users (the order's address is in
        // Norway), otherwise the user saves their own profile unchanged.
        if (user.data && Math.random() < 0.3) {
          if (account.country === 'no' && Math.random() < 0.5) {
            const ordered = await call(orderMutation, token, {
              idempotency_key: randomUUID(),
              assignment: pickupOrder(user.data.get_user.email),
            });
            options.writeRecorder?.record(ordered);
          } else {
            const { first_name, last_name, phone, job_title, language } = user.data.get_user;
            const saved = await call(updateProfileMutation, token, {
              first_name,
              last_name,
              phone: phone ?? '',
              job_title: job_title ?? '',
              language,
            });
            options.writeRecorder?.record(saved);
          }
        }
      }
      await think();
    }
    await call('mutation logout { logout }', token);
  }
}
