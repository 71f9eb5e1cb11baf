/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** The state of an access request. */
export type AccessRequestStatus = 'approved' | 'pending' | 'rejected';

export type AgreementStatus = 'active' | 'expired' | 'upcoming';

/**
 * What an organisation API token may do. READ: every query about the supplier's (or group's)
 * units, jobs, reports, certificates, documents and settlements. READ_ORDER: also order pickups and
 * deliveries (order_assignment), reports (order_report, not regular ones; retry_report) and
 * evidence packs. No token may manage users, tokens or account settings.
 */
export type ApiTokenScope = 'READ' | 'READ_ORDER';

export type ApiTokenStatus = 'ACTIVE' | 'EXPIRED' | 'REVOKED';

export type AssetResolution = 'CONFIRMED_MISSING' | 'FOUND_LATER';

/**
 * An order. Rules (shared with the web app): every text required except case_reference and
 * delivery_info; zip_code as the country writes it; date (YYYY-MM-DD) a business day (no weekend,
 * no Norwegian public holiday) from the next business day and within a year; at least one storage
 * unit, each type once, quantity 1-999; at most 10 attachments.
 */
export type AssignmentInput = {
  address: string;
  attachment_ids?: Array<string> | null | undefined;
  case_reference?: string | null | undefined;
  city: string;
  company_name: string;
  contact_first_name: string;
  contact_last_name: string;
  /** denmark, finland, norway or sweden. */
  country: string;
  date: string;
  delivery_info?: string | null | undefined;
  email: string;
  /** For a pickup: the kinds of equipment it collects (from equipment_options, or free text). */
  equipment?: Array<string> | null | undefined;
  kind: AssignmentKind;
  phone: string;
  recipient_email: string;
  recipient_name: string;
  storage_units: Array<StorageUnitInput>;
  zip_code: string;
};

export type AssignmentKind = 'COLLECTION' | 'DELIVERY';

/** What an attention item is about, and what resolves it. */
export type AttentionKind =
  /**
   * Admins: an API token that expires within 14 days or expired in the last 7; goes once revoked
   * (after a replacement is made), or 7 days after it expired.
   */
  | 'API_TOKEN_EXPIRING'
  /** An evidence pack ready in the last 14 days; goes once first downloaded, or after 14 days. */
  | 'EVIDENCE_PACK_READY'
  /** A job with assets expected but not received; goes once the reconciliation resolves them all. */
  | 'JOB_MISSING_ASSETS'
  /** A report ready in the last 14 days; goes once its file is first downloaded, or after 14 days. */
  | 'REPORT_READY'
  /**
   * A settlement published in the last 14 days (not unpaid); goes once someone opens it (its lines
   * or its document), or after 14 days.
   */
  | 'SETTLEMENT_PUBLISHED'
  /** An unpaid settlement; goes once it is paid or settled. */
  | 'SETTLEMENT_UNPAID'
  /**
   * Units the provider holds until the customer answers (one item for all open holds, see
   * get_unit_holds): count is how many, overdue_count how many wait past their respond-by, date
   * the first respond-by; goes once every hold is answered.
   */
  | 'UNITS_ON_HOLD'
  /** A pickup or delivery not yet collected (ORDERED, CONFIRMED or SCHEDULED); goes once collected. */
  | 'UPCOMING_JOB'
  /**
   * Admins: a webhook endpoint whose events fail, or that was switched off for failing; goes once
   * it delivers again, or an admin enables or disables it.
   */
  | 'WEBHOOK_FAILING';

/** Where an attention item stands. */
export type AttentionStatus =
  | 'CONFIRMED'
  | 'DISABLED'
  | 'EXPIRED'
  | 'EXPIRING'
  | 'FAILING'
  | 'MISSING'
  /** Units wait on hold, none past its respond-by. */
  | 'ON_HOLD'
  | 'ORDERED'
  /** Units wait on hold, some past their respond-by. */
  | 'OVERDUE'
  | 'PUBLISHED'
  | 'READY'
  | 'SCHEDULED'
  | 'UNPAID';

export type AuditLogFilter = {
  /** Only this action, e.g. sign_in.failed (AuditLogPage.actions lists them). */
  action?: string | null | undefined;
  /** Only what this person did (an AuditLogActor id). */
  actor_id?: string | null | undefined;
  /** First day, YYYY-MM-DD (Europe/Oslo), inclusive. */
  from?: string | null | undefined;
  /** One company of a master account's group; the whole group (or the own supplier) when null. */
  supplier_id?: string | null | undefined;
  /** Last day, YYYY-MM-DD (Europe/Oslo), inclusive. */
  to?: string | null | undefined;
};

export type CertificateFilter = {
  /** Part of the certificate number or the department's name. */
  text?: string | null | undefined;
};

/** What the certificates can be sorted by. */
export type CertificateSort =
  | 'certificate_number'
  | 'department'
  | 'issued'
  /** By the first day the certificate covers. */
  | 'period'
  | 'units';

/** The order of the access requests: when they came (default, oldest first), company, e-mail, decided. */
export type ConsoleAccessRequestSort = 'company_name' | 'created_at' | 'decided_at' | 'email';

/**
 * The order of a customer's agreements: main (default, descending: the main agreement first, then
 * the newest start), valid from, valid to (running ones last), agreement number, title.
 */
export type ConsoleAgreementSort =
  'agreement_number' | 'main' | 'title' | 'valid_from' | 'valid_to';

export type ConsoleCo2EquivalentInput = {
  /** households, persons, water_liters or spruce_forest_hectares. */
  equivalent: string;
  /** Above 0, at most 4 decimals. */
  per_ton_co2e: number;
  source: string;
  source_url?: string | null | undefined;
  source_year: number;
  /** YYYY-MM-DD, tomorrow (Oslo) at the earliest: published figures never change. */
  valid_from: string;
};

/** The order of the everyday equivalents: kind (default: the country's own before the European one, then by start), start, source. */
export type ConsoleCo2EquivalentSort = 'equivalent' | 'source' | 'valid_from';

export type ConsoleCo2FactorInput = {
  category: string;
  kg_co2e: number;
  kg_co2e_high: number;
  kg_co2e_low: number;
  manufacturer?: string | null | undefined;
  model?: string | null | undefined;
  source: string;
  source_url?: string | null | undefined;
  source_year: number;
  /** YYYY-MM-DD, tomorrow (Oslo) at the earliest: published figures never change. */
  valid_from: string;
};

/**
 * The orders of the console's CO2 factors: model (the default: category, manufacturer, model,
 * start), valid_from, kg_co2e and source; equal values keep the default order.
 */
export type ConsoleCo2FactorSort = 'kg_co2e' | 'model' | 'source' | 'valid_from';

/** The order of the console's customers: company (default), newest. */
export type ConsoleCustomerSort = 'company' | 'created_at';

/** The order of a customer's users: status (default: active, invited, deactivated; by name), name, e-mail, last sign-in. */
export type ConsoleCustomerUserSort = 'email' | 'last_sign_in_at' | 'name' | 'status';

/** The groups a document can be filed in: the library's four, and a customer's own agreement terms. */
export type ConsoleDocumentCategory =
  'about' | 'agreement' | 'certifications' | 'packing_instructions' | 'user_guides';

/** The order of the console's documents: uploaded (default, newest first), title, group, size. */
export type ConsoleDocumentSort = 'category' | 'size' | 'title' | 'updated';

/** The order of the failed mails: queued (created_at, default: newest first), recipient, attempts. */
export type ConsoleFailedMailSort = 'attempts' | 'created_at' | 'recipient';

/**
 * The order of the failing webhook endpoints: failures (consecutive_failed_events, default: most
 * first), customer (company), url.
 */
export type ConsoleFailingWebhookEndpointSort = 'customer' | 'failures' | 'url';

/** The order of the jobs board: requested date (default, soonest first), number, customer, status, ordered. */
export type ConsoleJobSort = 'created_at' | 'customer' | 'job_number' | 'requested_date' | 'status';

/** A customer the console creates (as the command line's create-supplier). */
export type ConsoleNewCustomerInput = {
  /** 1-200 characters. */
  company: string;
  /** A master account: a group whose companies its users may act for. */
  is_master_account?: boolean | null | undefined;
  /** At most 50 characters. */
  org_number?: string | null | undefined;
  /** The master account the new company joins; not with is_master_account. */
  parent_id?: string | null | undefined;
};

/** The orders of the console's open holds (the default: respond_by, ascending). */
export type ConsoleOpenHoldSort =
  'customer' | 'placed_at' | 'respond_by' | 'serial_number' | 'value_at_stake';

export type ConsoleProviderContactInput = {
  email: string;
  job_title?: string | null | undefined;
  job_title_translations?: Array<TranslatedTitleInput> | null | undefined;
  name: string;
  phone?: string | null | undefined;
};

/** The order of the provider's contact people: name (default), e-mail, job title (English), number of customers. */
export type ConsoleProviderContactSort = 'customer_count' | 'email' | 'job_title' | 'name';

/** What documents issued from now on carry. Empty optional fields are left off the documents. */
export type ConsoleProviderIdentityInput = {
  /** At most 300 characters. */
  address?: string | null | undefined;
  /** NO, DK, SE, FI, DE, NL or GB. */
  address_country: string;
  /** At most 60 characters. */
  bank_account?: string | null | undefined;
  /** A BIC of 8 or 11 characters. */
  bic?: string | null | undefined;
  /** An IBAN with right check digits, with or without spaces. */
  iban?: string | null | undefined;
  /** 1-200 characters. */
  legal_name: string;
  /** At most 60 characters. */
  organisation_number?: string | null | undefined;
  /** At most 200 characters. */
  signatory_name?: string | null | undefined;
  /** At most 200 characters; only with a signatory. */
  signatory_title?: string | null | undefined;
};

/**
 * The orders of the console's staff list: status (the default: active first, then by name), name,
 * role (administrators, account managers, support) and last sign-in.
 */
export type ConsoleStaffMemberSort = 'last_sign_in_at' | 'name' | 'role' | 'status';

export type ContactRole =
  | 'account_manager'
  | 'account_manager_itad'
  | 'account_manager_sales'
  | 'invoice'
  | 'sales_director'
  | 'sales_support';

export type CreateWebhookEndpointInput = {
  description?: string | null | undefined;
  events: Array<WebhookEventType>;
  /** https:// (in production); the host must resolve to public addresses only. */
  url: string;
};

export type DateColumn = 'COMPLETED_DATE' | 'CREATED_AT' | 'GRADED_DATE';

export type DocumentCategory = 'about' | 'certifications' | 'packing_instructions' | 'user_guides';

export type DocumentFilter = {
  category?: DocumentCategory | null | undefined;
  /** Part of the title in the reader's language. */
  text?: string | null | undefined;
};

/** What the documents can be sorted by. */
export type DocumentSort =
  /** The page's groups in their order, the provider's order within each. */
  | 'category'
  | 'size'
  /** The title in the reader's language. */
  | 'title'
  | 'updated';

export type EquivalentKind = 'households' | 'persons' | 'spruce_forest_hectares' | 'water_liters';

export type EvidencePackStatus = 'FAILED' | 'GENERATING' | 'QUEUED' | 'READY';

export type IssuedDocumentKind =
  | 'certificate_of_destruction'
  | 'evidence_manifest'
  | 'evidence_pack'
  | 'provider_certificate'
  | 'reconciliation_csv'
  | 'sanitisation_carriers_csv'
  | 'sanitisation_units_csv'
  | 'unit_certificate'
  | 'unit_holds_csv';

export type JobFilter = {
  /** Ordered on or after this local date (YYYY-MM-DD). */
  from?: string | null | undefined;
  kind?: AssignmentKind | null | undefined;
  status?: JobStatus | null | undefined;
  /** One company of a master account's group (see JobPage.companies); the whole group when absent. */
  supplier_id?: string | null | undefined;
  /** Part of the job number, case number, address, city, company or contact person. */
  text?: string | null | undefined;
  /** Ordered on or before this local date (YYYY-MM-DD). */
  to?: string | null | undefined;
};

/** What a job list can be sorted by. */
export type JobSort =
  | 'case_reference'
  | 'company'
  | 'created_at'
  | 'date'
  | 'job_number'
  | 'kind'
  /** By the status's place in a job's life (ordered first). */
  | 'status';

export type JobStatus =
  'COLLECTED' | 'COMPLETED' | 'CONFIRMED' | 'ORDERED' | 'PROCESSING' | 'RECEIVED' | 'SCHEDULED';

export type JobUnitFilter = {
  /** Part of the serial number, manufacturer, model or category. */
  text?: string | null | undefined;
};

/** What a job's units can be sorted by. */
export type JobUnitSort =
  'category' | 'created_at' | 'grade' | 'manufacturer' | 'model' | 'outcome' | 'serial_number';

export type NotificationEmailChoiceInput = {
  email: boolean;
  kind: NotificationKind;
};

/** What a notification tells of. */
export type NotificationKind =
  /** An API token of the supplier expires within 14 days (to admins). */
  | 'API_TOKEN_EXPIRING'
  /** An evidence pack the user ordered is ready to download. */
  | 'EVIDENCE_PACK_READY'
  /** A pickup or delivery of the supplier changed its status. */
  | 'JOB_STATUS_CHANGED'
  /** A report the user ordered is ready to download. */
  | 'REPORT_READY'
  /** A settlement of the supplier was published (to users with report access). */
  | 'SETTLEMENT_PUBLISHED'
  /** A webhook endpoint of the supplier failed repeatedly and was disabled (to admins). */
  | 'WEBHOOK_ENDPOINT_FAILING';

export type OrderEvidencePackInput = {
  /** A period's pack: units completed from this local date... */
  from?: string | null | undefined;
  /** Made by the client once per order (8-100 letters, digits, - or _). */
  idempotency_key: string;
  /** A job's pack: the job's id. */
  job_id?: string | null | undefined;
  /** A period's pack for one department of the group. */
  supplier_id?: string | null | undefined;
  /** ...to this one, inclusive. */
  to?: string | null | undefined;
};

export type OrderReportInput = {
  date_column: ReportDateColumn;
  free_text?: string | null | undefined;
  /** First and last day included (YYYY-MM-DD, Europe/Oslo). */
  from: string;
  idempotency_key: string;
  interval?: ReportInterval | null | undefined;
  kind: ReportKind;
  recipients: Array<string>;
  regular?: boolean | null | undefined;
  serial_or_product?: string | null | undefined;
  /** A department (sub-supplier) of the group; omitted for the whole group. */
  supplier_id?: string | null | undefined;
  to: string;
};

/** The identity's images: the letterhead's logo and the signatory's signature. */
export type ProviderIdentityImage = 'logo' | 'signature';

export type ReconciliationFilter = {
  status?: ReconciliationStatus | null | undefined;
  /** Part of the serial number, asset tag, device ID, device name or model. */
  text?: string | null | undefined;
};

export type ReconciliationSort = {
  direction?: ReconciliationSortDirection | null | undefined;
  field: ReconciliationSortField;
};

export type ReconciliationSortDirection = 'ASC' | 'DESC';

export type ReconciliationSortField =
  | 'ASSET_TAG'
  | 'EXPECTED_MODEL'
  | 'LINE_NUMBER'
  | 'RECEIVED_AT'
  | 'RECEIVED_MODEL'
  | 'SERIAL_NUMBER'
  | 'STATUS';

export type ReconciliationStatus = 'MATCHED' | 'MISSING' | 'UNEXPECTED';

/**
 * What became of a received unit, in the terms of the customer's asset register (the same mapping as
 * GET /api/units/{country}/outcomes): an open processing hold is ON_HOLD; a recycled unit whose
 * sanitisation was physical destruction is DESTROYED.
 */
export type RegisterOutcome =
  'DESTROYED' | 'IN_PROCESS' | 'ON_HOLD' | 'RECYCLED' | 'RETURNED' | 'REUSED' | 'STOCKED';

export type ReportDateColumn = 'COMPLETED_DATE' | 'CREATED_AT';

export type ReportFileFormat = 'CSV' | 'PDF' | 'XLSX';

export type ReportFilter = {
  status?: ReportStatus | null | undefined;
  /** A master account: only the reports made for this company (department) of its group. */
  supplier_id?: string | null | undefined;
  /** Part of the department's name, the orderer's name, a recipient, the certificate number or the report's own filters. */
  text?: string | null | undefined;
};

export type ReportInterval = 'MONTHLY' | 'QUARTERLY' | 'WEEKLY' | 'YEARLY';

export type ReportKind =
  | 'CERTIFICATE_OF_DESTRUCTION'
  | 'COMPLETE'
  | 'HIGH_LEVEL'
  /**
   * Sustainability figures for a CSRD report: resource outflows by treatment route (ESRS E5-5) and
   * avoided emissions apart from the inventory (ESRS E1), with the method versions and factors, as
   * XLSX and PDF, and a CSV of every unit's figures. Reads the daily totals, so free_text and
   * serial_or_product do not apply to it (they are ignored).
   */
  | 'SUSTAINABILITY';

/** What the reports can be sorted by. */
export type ReportSort =
  | 'available_until'
  | 'created'
  | 'department'
  /** By the first day the report covers. */
  | 'period'
  /** By kind. */
  | 'report'
  /** Queued, generating, ready, failed. */
  | 'status';

export type ReportStatus = 'FAILED' | 'GENERATING' | 'QUEUED' | 'READY';

export type ReportSubscriptionFilter = {
  /** A master account: only the regular reports made for this company (department) of its group. */
  supplier_id?: string | null | undefined;
  /** Part of the department's name, a recipient, the creator's name or the report's own filters. */
  text?: string | null | undefined;
};

export type ReportSubscriptionInput = {
  date_column: ReportDateColumn;
  free_text?: string | null | undefined;
  interval: ReportInterval;
  kind: ReportKind;
  recipients: Array<string>;
  serial_or_product?: string | null | undefined;
  supplier_id?: string | null | undefined;
};

export type ReportSubscriptionPausedReason =
  /** The creator's account was deactivated or removed. */
  | 'CREATOR_DEACTIVATED'
  /** The creator no longer belongs to the supplier (or its group) the regular report is for. */
  | 'CREATOR_LEFT_SUPPLIER'
  /** The creator no longer has report access. */
  | 'CREATOR_LOST_REPORT_ACCESS';

/** What the regular reports can be sorted by. */
export type ReportSubscriptionSort =
  | 'created'
  | 'created_by'
  | 'department'
  /** Weekly, monthly, quarterly, yearly. */
  | 'interval'
  /** By kind. */
  | 'report'
  /** Active before paused. */
  | 'status';

export type ReportSubscriptionStatus =
  | 'ACTIVE'
  /** Its creator can no longer order the report: nothing is ordered or mailed until taken over. */
  | 'PAUSED';

/** What a search result is, and so which page opens it. */
export type SearchResultKind = 'CERTIFICATE' | 'JOB' | 'REPORT' | 'SETTLEMENT' | 'UNIT';

export type SettlementFilter = {
  /** One company of a master account's group (see SettlementList.companies); the group when absent. */
  supplier_id?: string | null | undefined;
  /** Part of the settlement number, the company, or a line's description or category. */
  text?: string | null | undefined;
};

export type SettlementLineFilter = {
  /** Part of the description or the category. */
  text?: string | null | undefined;
};

/** What a settlement's lines can be sorted by. */
export type SettlementLineSort =
  | 'category'
  | 'description'
  | 'net_amount'
  /** The order the provider gave them. */
  | 'position'
  | 'quantity'
  | 'resale_value'
  | 'service_costs';

export type SettlementListType = 'monthly' | 'paid' | 'quarterly' | 'settled' | 'unpaid' | 'yearly';

export type SettlementPeriodType = 'monthly' | 'quarterly' | 'yearly';

/** What a settlement list can be sorted by. */
export type SettlementSort =
  | 'company'
  | 'net_amount'
  | 'period_start'
  | 'resale_value'
  | 'service_costs'
  | 'settlement_number'
  /** By the status's place in a settlement's life (unpaid first). */
  | 'status';

export type SettlementStatus = 'paid' | 'settled' | 'unpaid';

/** The order of a list: ascending (A-Z, oldest first) or descending. */
export type SortDirection = 'ASC' | 'DESC';

/**
 * What a member of the provider's staff may do in the console: support reads, account managers
 * and administrators also act on customers, and administrators manage staff and the provider's
 * settings. A member belongs to one country's database.
 */
export type StaffRole = 'account_manager' | 'administrator' | 'support';

export type StorageUnitInput = {
  quantity: number;
  type: StorageUnitType;
};

export type StorageUnitType =
  | 'BOX'
  | 'BOX_RETURN_LABEL'
  | 'DESKTOP_BOX'
  | 'EURO_PALLET'
  | 'IT_WASTE'
  | 'LAPTOP_BOX'
  | 'MOBILE_BOX'
  | 'PALLET'
  | 'PC_EXCHANGE_RETURN_LABEL'
  | 'PICK_UP'
  | 'SECURITY_BAG'
  | 'SECURITY_BRIEFCASE'
  | 'SECURITY_CABINET_FULL'
  | 'SECURITY_CABINET_HALF'
  | 'SECURITY_CASE_S'
  | 'SECURITY_CASE_WHEEL_L'
  | 'SECURITY_CASE_WHEEL_M'
  | 'SECURITY_CASE_WHEEL_S'
  | 'SECURITY_CASE_WHEEL_XS'
  | 'SECURITY_TROLLEY'
  | 'SMALL_CABINET'
  | 'WHITE_GLOVE_SERVICE';

export type SummaryPeriod =
  'LAST_SIX_MONTHS' | 'Q1' | 'Q2' | 'Q3' | 'Q4' | 'TOTAL' | 'YEAR' | 'YEAR_TO_DATE';

export type SupplierUserFilter = {
  /** Only users with this status (an address invitation is invited). */
  status?: SupplierUserStatus | null | undefined;
  /** Part of the name or the e-mail address. */
  text?: string | null | undefined;
};

/** What the users can be sorted by. */
export type SupplierUserSort =
  | 'email'
  | 'last_sign_in'
  | 'name'
  /** Active, invited, deactivated; by name within each. */
  | 'status';

export type SupplierUserStatus = 'ACTIVE' | 'DEACTIVATED' | 'INVITED';

/** A title in a portal language other than English. */
export type TranslatedTitleInput = {
  /** da, fi, no or se. */
  language: string;
  title: string;
};

/**
 * Where units went, from their outcome: reused -> PREPARED_FOR_REUSE, recycled -> RECYCLING;
 * stocked (awaiting resale) and in-process units -> NOT_YET_TREATED. No outcome records energy
 * recovery or disposal yet, so OTHER_RECOVERY and DISPOSAL are zero until one does.
 */
export type TreatmentRoute =
  'DISPOSAL' | 'NOT_YET_TREATED' | 'OTHER_RECOVERY' | 'PREPARED_FOR_REUSE' | 'RECYCLING';

export type UnitHoldDecision = 'destroy' | 'release';

export type UnitHoldFilter = {
  job_id?: string | null | undefined;
  reason?: UnitHoldReason | null | undefined;
  state?: UnitHoldState | null | undefined;
  /** A master account's company (NOT_FOUND outside its group). */
  supplier_id?: string | null | undefined;
  /** Part of the serial number, asset tag, device name, job number or model. */
  text?: string | null | undefined;
};

/** Why the provider cannot process a unit as planned. */
export type UnitHoldReason =
  /** Activation Lock / Find My is on. */
  | 'activation_lock'
  /** The device is registered in Windows Autopilot. */
  | 'autopilot'
  /** A BIOS, UEFI or firmware password is set. */
  | 'firmware_password'
  /** The device is enrolled in the customer's MDM. */
  | 'mdm_enrolment'
  /** Parts are missing. */
  | 'missing_parts'
  | 'other';

export type UnitHoldSort =
  | 'job_number'
  | 'placed_at'
  | 'reason'
  | 'respond_by'
  | 'serial_number'
  | 'state'
  | 'value_at_stake';

export type UnitHoldState =
  /** The customer asked the provider to destroy the unit instead. */
  | 'destroy_requested'
  /** Waiting for the customer. */
  | 'open'
  /** The customer released the unit. */
  | 'released';

/** What the serial search's results can be sorted by. */
export type UnitSearchSort =
  /** The company the unit belongs to. */
  | 'company'
  | 'completed'
  | 'job_number'
  | 'outcome'
  /** When the provider received the unit. */
  | 'received'
  | 'serial_number';

export type UnitSummaryFilter = {
  /** Which date decides what a period includes. Default COMPLETED_DATE. */
  date_column?: DateColumn | null | undefined;
  /** An explicit range of local dates (YYYY-MM-DD, both inclusive); overrides `period`. */
  from?: string | null | undefined;
  /** A period; Q1-Q4 and YEAR are of `year` (default: the current year). Default TOTAL. */
  period?: SummaryPeriod | null | undefined;
  /**
   * One supplier of the group. Omitted: the whole group when acting for a master account,
   * otherwise the supplier acted for.
   */
  supplier_id?: string | null | undefined;
  to?: string | null | undefined;
  year?: number | null | undefined;
};

export type UnitValueKind =
  /** What the unit fetched, or will fetch, reused. */
  | 'resale'
  /** What its materials are worth when it cannot be reused. */
  | 'scrap';

export type WebhookDeliveryFilter = {
  status?: WebhookDeliveryStatus | null | undefined;
  /** Part of the event id or type. */
  text?: string | null | undefined;
};

export type WebhookDeliverySort =
  'attempts' | 'created' | 'event_type' | 'last_attempt' | 'response_status' | 'status';

export type WebhookDeliveryStatus = 'DELIVERED' | 'FAILED' | 'PENDING';

export type WebhookDisabledReason = 'ADMIN' | 'FAILING';

/**
 * An event an endpoint may subscribe to. On the wire (Standard Webhooks' `type`):
 * job.status_changed, units.completed, report.ready, certificate.issued,
 * reconciliation.completed, evidence_pack.ready, unit.hold_placed, unit.hold_answered.
 */
export type WebhookEventType =
  /** A certificate of destruction was issued; data: report_id, certificate_number. */
  | 'CERTIFICATE_ISSUED'
  /** An evidence pack is ready; data: evidence_pack_id, job_id. */
  | 'EVIDENCE_PACK_READY'
  /** A job's status changed; data: job_id, job_number, kind, status, previous_status. */
  | 'JOB_STATUS_CHANGED'
  /** A job's expected-asset list was fully resolved at completion; data: job_id, job_number, matched, missing, unexpected. */
  | 'RECONCILIATION_COMPLETED'
  /** A report is ready to download; data: report_id, kind, formats. */
  | 'REPORT_READY'
  /** Units were completed; per job in one event, data: job_id (or null), units with their id, serial_number and changed fields. */
  | 'UNITS_COMPLETED'
  /** A processing hold was answered; data: hold_id, unit_id, serial_number, decision (release or destroy), note, answered_at. */
  | 'UNIT_HOLD_ANSWERED'
  /** The provider placed a processing hold on a unit; data: hold_id, unit_id, serial_number, job_number, reason, respond_by. */
  | 'UNIT_HOLD_PLACED'
  /** Units' outcomes were recorded or corrected, keyed for the asset register; per job in one event, data: job_id, job_number, units (each as GET /api/units/{country}/outcomes lists it). */
  | 'UNIT_OUTCOME_RECORDED';

export type RequestAccessMutationVariables = Exact<{
  company_name: string;
  org_number: string;
  first_name: string;
  last_name: string;
  phone: string;
  email: string;
  language?: string | null | undefined;
}>;

export type RequestAccessMutation = { request_access: boolean };

export type AccountProfileQueryVariables = Exact<{ [key: string]: never }>;

export type AccountProfileQuery = {
  get_user: {
    id: string;
    email: string;
    first_name: string;
    last_name: string;
    phone: string | null;
    job_title: string | null;
    language: string;
    country: string;
    is_admin: boolean;
  };
};

export type AuthSwapMutationVariables = Exact<{
  supplier_id: string;
}>;

export type AuthSwapMutation = { auth_swap: { id: string; token: string | null } };

export type SwitchableSuppliersQueryVariables = Exact<{ [key: string]: never }>;

export type SwitchableSuppliersQuery = { get_suppliers: Array<{ id: string; company: string }> };

export type UpdateUserInformationMutationVariables = Exact<{
  first_name: string;
  last_name: string;
  phone: string;
  job_title: string;
  language: string;
  old_password?: string | null | undefined;
  new_password?: string | null | undefined;
}>;

export type UpdateUserInformationMutation = {
  update_user_information: {
    id: string;
    first_name: string;
    last_name: string;
    phone: string | null;
    job_title: string | null;
    language: string;
  };
};

export type CreateApiTokenMutationVariables = Exact<{
  name: string;
  scope: ApiTokenScope;
  expires_in_days: number;
}>;

export type CreateApiTokenMutation = {
  create_api_token: { secret: string; api_token: { id: string; name: string } };
};

export type GetApiTokensQueryVariables = Exact<{ [key: string]: never }>;

export type GetApiTokensQuery = {
  get_api_tokens: Array<{
    id: string;
    name: string;
    scope: ApiTokenScope;
    status: ApiTokenStatus;
    created_by: string;
    created_by_active: boolean;
    created_at: string;
    expires_at: string;
    last_used_at: string | null;
    revoked_at: string | null;
  }>;
};

export type RevokeApiTokenMutationVariables = Exact<{
  id: string;
}>;

export type RevokeApiTokenMutation = { revoke_api_token: { id: string; status: ApiTokenStatus } };

export type GetAttentionItemsQueryVariables = Exact<{ [key: string]: never }>;

export type GetAttentionItemsQuery = {
  get_attention_items: {
    items: Array<{
      kind: AttentionKind;
      status: AttentionStatus;
      target_id: string;
      label: string;
      date: string | null;
      count: number | null;
      overdue_count: number | null;
      job_kind: AssignmentKind | null;
      settlement_period_type: SettlementPeriodType | null;
    }>;
    more: Array<{ kind: AttentionKind; count: number }>;
  };
};

export type GetAuditLogPeopleQueryVariables = Exact<{
  supplier_id?: string | null | undefined;
}>;

export type GetAuditLogPeopleQuery = {
  get_audit_log_actors: Array<{ id: string; name: string; email: string }>;
  get_suppliers: Array<{ id: string; company: string }>;
};

export type GetAuditLogQueryVariables = Exact<{
  filter?: AuditLogFilter | null | undefined;
  page?: number | null | undefined;
  page_size?: number | null | undefined;
}>;

export type GetAuditLogQuery = {
  get_audit_log: {
    total: number;
    page: number;
    page_size: number;
    actions: Array<string>;
    retention_months: number;
    entries: Array<{
      id: string;
      occurred_at: string;
      supplier_id: string;
      supplier_name: string | null;
      ip_address: string | null;
      user_agent: string | null;
      action: string;
      target_type: string | null;
      target_label: string | null;
      details: string;
      actor: { type: string; id: string | null; name: string; email: string };
    }>;
  };
};

export type AuthMicrosoftChooseMutationVariables = Exact<{
  choice_code: string;
  company: number;
}>;

export type AuthMicrosoftChooseMutation = {
  auth_microsoft_choose: { id: string; token: string | null };
};

export type AuthMicrosoftMutationVariables = Exact<{
  callback_code: string;
  state: string;
}>;

export type AuthMicrosoftMutation = { auth_microsoft: { id: string; token: string | null } };

export type AuthMutationVariables = Exact<{
  email: string;
  password: string;
}>;

export type AuthMutation = { auth: { id: string; token: string | null; language: string } };

export type LogoutMutationVariables = Exact<{ [key: string]: never }>;

export type LogoutMutation = { logout: boolean };

export type RenewTokenMutationVariables = Exact<{ [key: string]: never }>;

export type RenewTokenMutation = { renew_token: { token: string } };

export type ResetCodeValidationQueryVariables = Exact<{
  reset_code: string;
}>;

export type ResetCodeValidationQuery = {
  reset_code_validation: { valid: boolean; email: string | null };
};

export type ResetPasswordMutationVariables = Exact<{
  email: string;
}>;

export type ResetPasswordMutation = { reset_password: boolean };

export type StartCustomerViewMutationVariables = Exact<{
  code: string;
}>;

export type StartCustomerViewMutation = { start_customer_view: { token: string } };

export type UpdatePasswordMutationVariables = Exact<{
  email: string;
  password: string;
  reset_code: string;
}>;

export type UpdatePasswordMutation = {
  update_password: { id: string; token: string | null; language: string };
};

export type ConsoleAccessRequestsQueryVariables = Exact<{
  status?: AccessRequestStatus | null | undefined;
  text?: string | null | undefined;
  page?: number | null | undefined;
  page_size?: number | null | undefined;
  sort?: ConsoleAccessRequestSort | null | undefined;
  direction?: SortDirection | null | undefined;
}>;

export type ConsoleAccessRequestsQuery = {
  console_access_requests: {
    total: number;
    page: number;
    page_size: number;
    items: Array<{
      id: string;
      company_name: string;
      org_number: string;
      first_name: string;
      last_name: string;
      phone: string;
      email: string;
      language: string;
      status: AccessRequestStatus;
      created_at: string;
      decided_at: string | null;
      rejection_reason: string | null;
      decided_by: string | null;
      matching_suppliers: Array<{ id: string; company: string }>;
    }>;
  };
};

export type ConsoleAddCo2EquivalentMutationVariables = Exact<{
  equivalent: ConsoleCo2EquivalentInput;
}>;

export type ConsoleAddCo2EquivalentMutation = {
  console_add_co2_equivalent: { equivalent: string; valid_from: string };
};

export type ConsoleAddCo2FactorMutationVariables = Exact<{
  factor: ConsoleCo2FactorInput;
}>;

export type ConsoleAddCo2FactorMutation = {
  console_add_co2_factor: {
    category: string;
    manufacturer: string | null;
    model: string | null;
    valid_from: string;
  };
};

export type ConsoleAddStaffMemberMutationVariables = Exact<{
  email: string;
  name: string;
  role: StaffRole;
  language: string;
}>;

export type ConsoleAddStaffMemberMutation = {
  console_add_staff_member: {
    first_password: string;
    member: { id: string; email: string; name: string };
  };
};

export type ConsoleAdvanceJobMutationVariables = Exact<{
  id: string;
  status: JobStatus;
  occurred_at?: string | null | undefined;
}>;

export type ConsoleAdvanceJobMutation = {
  console_advance_job: { id: string; job_number: string; status: JobStatus };
};

export type ConsoleApproveAccessRequestMutationVariables = Exact<{
  id: string;
  supplier_id?: string | null | undefined;
}>;

export type ConsoleApproveAccessRequestMutation = {
  console_approve_access_request: {
    supplier_id: string;
    supplier_created: boolean;
    invited_email: string;
  };
};

export type ConsoleAssignCustomerContactMutationVariables = Exact<{
  customer_id: string;
  contact_id: string;
  role: ContactRole;
}>;

export type ConsoleAssignCustomerContactMutation = {
  console_assign_customer_contact: Array<{ role: ContactRole }>;
};

export type ConsoleCo2EquivalentsQueryVariables = Exact<{
  equivalent?: string | null | undefined;
  at?: string | null | undefined;
  page?: number | null | undefined;
  page_size?: number | null | undefined;
  sort?: ConsoleCo2EquivalentSort | null | undefined;
  direction?: SortDirection | null | undefined;
}>;

export type ConsoleCo2EquivalentsQuery = {
  console_co2_equivalents: {
    total: number;
    page: number;
    page_size: number;
    kinds: Array<string>;
    items: Array<{
      equivalent: string;
      country: string | null;
      valid_from: string;
      per_ton_co2e: number;
      source: string;
      source_year: number | null;
      source_url: string | null;
    }>;
  };
};

export type ConsoleCo2FactorsQueryVariables = Exact<{
  category?: string | null | undefined;
  at?: string | null | undefined;
  page?: number | null | undefined;
  page_size?: number | null | undefined;
  sort?: ConsoleCo2FactorSort | null | undefined;
  direction?: SortDirection | null | undefined;
}>;

export type ConsoleCo2FactorsQuery = {
  console_co2_factors: {
    total: number;
    page: number;
    page_size: number;
    categories: Array<string>;
    items: Array<{
      category: string;
      manufacturer: string | null;
      model: string | null;
      valid_from: string;
      kg_co2e: number;
      kg_co2e_low: number;
      kg_co2e_high: number;
      source: string;
      source_year: number;
      source_url: string | null;
    }>;
  };
};

export type ConsoleConfirmCodeMutationVariables = Exact<{
  challenge: string;
  code: string;
}>;

export type ConsoleConfirmCodeMutation = {
  console_confirm_code: {
    token: string;
    expires_at: string;
    recovery_codes: Array<string> | null;
    staff: { id: string; name: string };
  };
};

export type ConsoleCreateCustomerMutationVariables = Exact<{
  customer: ConsoleNewCustomerInput;
}>;

export type ConsoleCreateCustomerMutation = {
  console_create_customer: { id: string; company: string };
};

export type ConsoleCreateProviderKeyMutationVariables = Exact<{
  name: string;
}>;

export type ConsoleCreateProviderKeyMutation = {
  console_create_provider_key: { secret: string; key: { id: string; name: string } };
};

export type ConsoleCustomerAgreementsQueryVariables = Exact<{
  customer_id: string;
  text?: string | null | undefined;
  page?: number | null | undefined;
  page_size?: number | null | undefined;
  sort?: ConsoleAgreementSort | null | undefined;
  direction?: SortDirection | null | undefined;
}>;

export type ConsoleCustomerAgreementsQuery = {
  console_customer_agreements: {
    total: number;
    page: number;
    page_size: number;
    items: Array<{
      id: string;
      agreement_number: string;
      title: string;
      is_main: boolean;
      valid_from: string;
      valid_to: string | null;
      status: string;
      terms_path: string | null;
    }>;
  };
};

export type ConsoleCustomerContactsQueryVariables = Exact<{
  customer_id: string;
}>;

export type ConsoleCustomerContactsQuery = {
  console_customer_contacts: Array<{
    role: ContactRole;
    contact: {
      id: string;
      name: string;
      email: string;
      phone: string | null;
      job_title: string | null;
      customer_count: number;
      job_title_translations: Array<{ language: string; title: string }>;
    };
  }>;
};

export type ConsoleCustomerLogoQueryVariables = Exact<{
  customer_id: string;
}>;

export type ConsoleCustomerLogoQuery = { console_customer_logo: string | null };

export type ConsoleCustomerShipmentItemsQueryVariables = Exact<{
  customer_id: string;
}>;

export type ConsoleCustomerShipmentItemsQuery = { console_customer_shipment_items: Array<string> };

export type ConsoleCustomerUsersQueryVariables = Exact<{
  customer_id: string;
  text?: string | null | undefined;
  page?: number | null | undefined;
  page_size?: number | null | undefined;
  sort?: ConsoleCustomerUserSort | null | undefined;
  direction?: SortDirection | null | undefined;
}>;

export type ConsoleCustomerUsersQuery = {
  console_customer_users: {
    total: number;
    page: number;
    page_size: number;
    items: Array<{
      id: string;
      email: string;
      first_name: string;
      last_name: string;
      status: SupplierUserStatus;
      is_admin: boolean;
      has_report_access: boolean;
      language: string;
      last_sign_in_at: string | null;
      invited_at: string | null;
    }>;
  };
};

export type ConsoleCustomerQueryVariables = Exact<{
  id: string;
}>;

export type ConsoleCustomerQuery = {
  console_customer: {
    id: string;
    company: string;
    org_number: string | null;
    is_master_account: boolean;
    master_id: string | null;
    master_company: string | null;
    sub_supplier_count: number;
    can_upload: boolean;
    report_access_default: boolean;
    active_users: number;
    invited_users: number;
    last_sign_in_at: string | null;
    created_at: string;
  };
};

export type ConsoleCustomersQueryVariables = Exact<{
  text?: string | null | undefined;
  page?: number | null | undefined;
  page_size?: number | null | undefined;
  sort?: ConsoleCustomerSort | null | undefined;
  direction?: SortDirection | null | undefined;
}>;

export type ConsoleCustomersQuery = {
  console_customers: {
    total: number;
    page: number;
    page_size: number;
    items: Array<{
      id: string;
      company: string;
      org_number: string | null;
      is_master_account: boolean;
      master_company: string | null;
      sub_supplier_count: number;
      can_upload: boolean;
      active_users: number;
      invited_users: number;
      last_sign_in_at: string | null;
      created_at: string;
    }>;
  };
};

export type ConsoleDeactivateCustomerUserMutationVariables = Exact<{
  user_id: string;
}>;

export type ConsoleDeactivateCustomerUserMutation = {
  console_deactivate_customer_user: {
    id: string;
    first_name: string;
    last_name: string;
    status: SupplierUserStatus;
  };
};

export type ConsoleDeactivateStaffMemberMutationVariables = Exact<{
  id: string;
}>;

export type ConsoleDeactivateStaffMemberMutation = {
  console_deactivate_staff_member: { id: string; status: string };
};

export type ConsoleDocumentsQueryVariables = Exact<{
  text?: string | null | undefined;
  category?: ConsoleDocumentCategory | null | undefined;
  page?: number | null | undefined;
  page_size?: number | null | undefined;
  sort?: ConsoleDocumentSort | null | undefined;
  direction?: SortDirection | null | undefined;
}>;

export type ConsoleDocumentsQuery = {
  console_documents: {
    total: number;
    page: number;
    page_size: number;
    items: Array<{
      id: string;
      key: string;
      category: ConsoleDocumentCategory;
      title: string;
      language: string | null;
      supplier_id: string | null;
      customer: string | null;
      file_name: string;
      size: number;
      position: number;
      updated_at: string;
      path: string;
      title_translations: Array<{ language: string; title: string }>;
    }>;
  };
};

export type ConsoleFailedMailsQueryVariables = Exact<{
  text?: string | null | undefined;
  page?: number | null | undefined;
  page_size?: number | null | undefined;
  sort?: ConsoleFailedMailSort | null | undefined;
  direction?: SortDirection | null | undefined;
}>;

export type ConsoleFailedMailsQuery = {
  console_failed_mails: {
    total: number;
    page: number;
    page_size: number;
    items: Array<{
      id: string;
      recipient: string;
      subject: string;
      template: string;
      attempts: number;
      last_error: string;
      created_at: string;
    }>;
  };
};

export type ConsoleFailingWebhookEndpointsQueryVariables = Exact<{
  text?: string | null | undefined;
  page?: number | null | undefined;
  page_size?: number | null | undefined;
  sort?: ConsoleFailingWebhookEndpointSort | null | undefined;
  direction?: SortDirection | null | undefined;
}>;

export type ConsoleFailingWebhookEndpointsQuery = {
  console_failing_webhook_endpoints: {
    total: number;
    page: number;
    page_size: number;
    items: Array<{
      id: string;
      supplier_id: string;
      customer: string;
      url: string;
      enabled: boolean;
      consecutive_failed_events: number;
      disabled_reason: string | null;
    }>;
  };
};

export type ConsoleInboxSummaryQueryVariables = Exact<{ [key: string]: never }>;

export type ConsoleInboxSummaryQuery = {
  console_inbox_summary: {
    pending_access_requests: number;
    new_orders: number;
    open_holds: number;
    overdue_holds: number;
    failed_mails: number;
    failing_webhook_endpoints: number;
  };
};

export type ConsoleInviteCustomerUserMutationVariables = Exact<{
  customer_id: string;
  email: string;
  first_name: string;
  last_name: string;
  language: string;
  is_admin: boolean;
  has_report_access: boolean;
}>;

export type ConsoleInviteCustomerUserMutation = {
  console_invite_customer_user: { id: string; email: string };
};

export type ConsoleJobSealsQueryVariables = Exact<{
  id: string;
}>;

export type ConsoleJobSealsQuery = { console_job_seals: Array<string> };

export type ConsoleJobQueryVariables = Exact<{
  id: string;
}>;

export type ConsoleJobQuery = {
  console_job: {
    id: string;
    job_number: string;
    kind: AssignmentKind;
    status: JobStatus;
    requested_date: string;
    created_at: string;
    customer_id: string;
    customer: string;
    company_name: string;
    address: string;
    zip_code: string;
    city: string;
    country: string;
    contact_first_name: string;
    contact_last_name: string;
    contact_email: string;
    contact_phone: string;
    recipient_name: string;
    recipient_email: string;
    case_reference: string | null;
    delivery_info: string | null;
    equipment: Array<string>;
    ordered_by: string | null;
    seals: Array<string>;
    storage_units: Array<{ type: StorageUnitType; quantity: number }>;
    attachments: Array<{
      id: string;
      file_name: string;
      size_bytes: number;
      download_path: string;
    }>;
    status_history: Array<{ status: JobStatus; occurred_at: string }>;
  };
};

export type ConsoleJobsQueryVariables = Exact<{
  statuses?: Array<JobStatus> | JobStatus | null | undefined;
  text?: string | null | undefined;
  from?: string | null | undefined;
  to?: string | null | undefined;
  page?: number | null | undefined;
  page_size?: number | null | undefined;
  sort?: ConsoleJobSort | null | undefined;
  direction?: SortDirection | null | undefined;
}>;

export type ConsoleJobsQuery = {
  console_jobs: {
    total: number;
    page: number;
    page_size: number;
    items: Array<{
      id: string;
      job_number: string;
      kind: AssignmentKind;
      status: JobStatus;
      requested_date: string;
      created_at: string;
      customer: string;
      city: string;
      recipient_name: string;
      unresolved_missing_assets: number;
    }>;
  };
};

export type ConsoleLinkJobUnitsMutationVariables = Exact<{
  id: string;
  serial_numbers: Array<string> | string;
}>;

export type ConsoleLinkJobUnitsMutation = {
  console_link_job_units: {
    job_number: string;
    linked: number;
    unknown_serial_numbers: Array<string>;
  };
};

export type ConsoleMeQueryVariables = Exact<{ [key: string]: never }>;

export type ConsoleMeQuery = {
  console_me: {
    id: string;
    email: string;
    name: string;
    role: StaffRole;
    language: string;
    session_expires_at: string | null;
  };
};

export type ConsoleMicrosoftLoginUrlQueryVariables = Exact<{ [key: string]: never }>;

export type ConsoleMicrosoftLoginUrlQuery = {
  console_microsoft_login_url: { url: string; state: string };
};

export type ConsoleMicrosoftSignInAvailableQueryVariables = Exact<{ [key: string]: never }>;

export type ConsoleMicrosoftSignInAvailableQuery = { console_microsoft_sign_in_available: boolean };

export type ConsoleOpenHoldsQueryVariables = Exact<{
  text?: string | null | undefined;
  page?: number | null | undefined;
  page_size?: number | null | undefined;
  sort?: ConsoleOpenHoldSort | null | undefined;
  direction?: SortDirection | null | undefined;
}>;

export type ConsoleOpenHoldsQuery = {
  console_open_holds: {
    total: number;
    page: number;
    page_size: number;
    items: Array<{
      id: string;
      customer_id: string;
      customer: string;
      serial_number: string;
      manufacturer: string | null;
      model: string | null;
      job_number: string | null;
      reason: UnitHoldReason;
      note: string | null;
      placed_at: string;
      respond_by: string;
      overdue: boolean;
      value_at_stake: number | null;
      currency: string;
    }>;
  };
};

export type ConsoleProviderContactFieldsFragment = {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  job_title: string | null;
  customer_count: number;
  job_title_translations: Array<{ language: string; title: string }>;
};

export type ConsoleProviderContactsQueryVariables = Exact<{
  text?: string | null | undefined;
  page?: number | null | undefined;
  page_size?: number | null | undefined;
  sort?: ConsoleProviderContactSort | null | undefined;
  direction?: SortDirection | null | undefined;
}>;

export type ConsoleProviderContactsQuery = {
  console_provider_contacts: {
    total: number;
    page: number;
    page_size: number;
    items: Array<{
      id: string;
      name: string;
      email: string;
      phone: string | null;
      job_title: string | null;
      customer_count: number;
      job_title_translations: Array<{ language: string; title: string }>;
    }>;
  };
};

export type ConsoleProviderIdentityFieldsFragment = {
  legal_name: string;
  address: string | null;
  address_country: string;
  organisation_number: string | null;
  signatory_name: string | null;
  signatory_title: string | null;
  bank_account: string | null;
  iban: string | null;
  bic: string | null;
  logo: string | null;
  signature: string | null;
  source: string;
  changed_at: string | null;
  changed_by: string | null;
};

export type ConsoleProviderIdentityQueryVariables = Exact<{ [key: string]: never }>;

export type ConsoleProviderIdentityQuery = {
  console_provider_identity: {
    legal_name: string;
    address: string | null;
    address_country: string;
    organisation_number: string | null;
    signatory_name: string | null;
    signatory_title: string | null;
    bank_account: string | null;
    iban: string | null;
    bic: string | null;
    logo: string | null;
    signature: string | null;
    source: string;
    changed_at: string | null;
    changed_by: string | null;
  };
};

export type ConsoleProviderKeysQueryVariables = Exact<{
  page?: number | null | undefined;
  page_size?: number | null | undefined;
}>;

export type ConsoleProviderKeysQuery = {
  console_provider_keys: {
    total: number;
    page: number;
    page_size: number;
    items: Array<{
      id: string;
      name: string;
      created_at: string;
      last_used_at: string | null;
      revoked_at: string | null;
    }>;
  };
};

export type ConsoleRecordJobSealsMutationVariables = Exact<{
  id: string;
  seals: Array<string> | string;
}>;

export type ConsoleRecordJobSealsMutation = {
  console_record_job_seals: { job_number: string; added: number; seals: Array<string> };
};

export type ConsoleRejectAccessRequestMutationVariables = Exact<{
  id: string;
  reason: string;
}>;

export type ConsoleRejectAccessRequestMutation = {
  console_reject_access_request: { id: string; status: AccessRequestStatus };
};

export type ConsoleRemoveCustomerLogoMutationVariables = Exact<{
  customer_id: string;
}>;

export type ConsoleRemoveCustomerLogoMutation = { console_remove_customer_logo: boolean };

export type ConsoleRemoveProviderIdentityImageMutationVariables = Exact<{
  image: ProviderIdentityImage;
}>;

export type ConsoleRemoveProviderIdentityImageMutation = {
  console_remove_provider_identity_image: {
    legal_name: string;
    address: string | null;
    address_country: string;
    organisation_number: string | null;
    signatory_name: string | null;
    signatory_title: string | null;
    bank_account: string | null;
    iban: string | null;
    bic: string | null;
    logo: string | null;
    signature: string | null;
    source: string;
    changed_at: string | null;
    changed_by: string | null;
  };
};

export type ConsoleResendCustomerInvitationMutationVariables = Exact<{
  user_id: string;
}>;

export type ConsoleResendCustomerInvitationMutation = {
  console_resend_customer_invitation: { id: string; email: string };
};

export type ConsoleResetStaffMemberMutationVariables = Exact<{
  id: string;
}>;

export type ConsoleResetStaffMemberMutation = {
  console_reset_staff_member: {
    first_password: string;
    member: { id: string; email: string; name: string };
  };
};

export type ConsoleRetireDocumentMutationVariables = Exact<{
  id: string;
}>;

export type ConsoleRetireDocumentMutation = {
  console_retire_document: { id: string; title: string };
};

export type ConsoleRetryMailMutationVariables = Exact<{
  id: string;
}>;

export type ConsoleRetryMailMutation = { console_retry_mail: { id: string; recipient: string } };

export type ConsoleRevokeProviderKeyMutationVariables = Exact<{
  id: string;
}>;

export type ConsoleRevokeProviderKeyMutation = {
  console_revoke_provider_key: { id: string; revoked_at: string | null };
};

export type ConsoleSaveProviderContactMutationVariables = Exact<{
  id?: string | null | undefined;
  contact: ConsoleProviderContactInput;
}>;

export type ConsoleSaveProviderContactMutation = {
  console_save_provider_contact: {
    id: string;
    name: string;
    email: string;
    phone: string | null;
    job_title: string | null;
    customer_count: number;
    job_title_translations: Array<{ language: string; title: string }>;
  };
};

export type ConsoleSaveProviderIdentityMutationVariables = Exact<{
  identity: ConsoleProviderIdentityInput;
}>;

export type ConsoleSaveProviderIdentityMutation = {
  console_save_provider_identity: {
    legal_name: string;
    address: string | null;
    address_country: string;
    organisation_number: string | null;
    signatory_name: string | null;
    signatory_title: string | null;
    bank_account: string | null;
    iban: string | null;
    bic: string | null;
    logo: string | null;
    signature: string | null;
    source: string;
    changed_at: string | null;
    changed_by: string | null;
  };
};

export type ConsoleSetCustomerCanUploadMutationVariables = Exact<{
  customer_id: string;
  can_upload: boolean;
}>;

export type ConsoleSetCustomerCanUploadMutation = {
  console_set_customer_can_upload: { id: string; company: string; can_upload: boolean };
};

export type ConsoleSetCustomerReportAccessDefaultMutationVariables = Exact<{
  customer_id: string;
  report_access_default: boolean;
}>;

export type ConsoleSetCustomerReportAccessDefaultMutation = {
  console_set_customer_report_access_default: {
    id: string;
    company: string;
    report_access_default: boolean;
  };
};

export type ConsoleSetCustomerShipmentItemsMutationVariables = Exact<{
  customer_id: string;
  items: Array<string> | string;
}>;

export type ConsoleSetCustomerShipmentItemsMutation = {
  console_set_customer_shipment_items: Array<string>;
};

export type ConsoleSignInMicrosoftMutationVariables = Exact<{
  callback_code: string;
  state: string;
}>;

export type ConsoleSignInMicrosoftMutation = {
  console_sign_in_microsoft: { token: string; expires_at: string };
};

export type ConsoleSignInMutationVariables = Exact<{
  email: string;
  password: string;
}>;

export type ConsoleSignInMutation = {
  console_sign_in: {
    challenge: string;
    totp_setup: { secret: string; key_uri: string; qr_code: string } | null;
  };
};

export type ConsoleSignOutMutationVariables = Exact<{ [key: string]: never }>;

export type ConsoleSignOutMutation = { console_sign_out: boolean };

export type ConsoleStaffLogQueryVariables = Exact<{
  text?: string | null | undefined;
  action?: string | null | undefined;
  from?: string | null | undefined;
  to?: string | null | undefined;
  page?: number | null | undefined;
  page_size?: number | null | undefined;
}>;

export type ConsoleStaffLogQuery = {
  console_staff_log: {
    total: number;
    page: number;
    page_size: number;
    items: Array<{
      id: string;
      occurred_at: string;
      staff_name: string;
      action: string;
      target_type: string | null;
      target_label: string | null;
      supplier_id: string | null;
      customer: string | null;
      ip_address: string | null;
    }>;
  };
};

export type ConsoleStaffMembersQueryVariables = Exact<{
  text?: string | null | undefined;
  page?: number | null | undefined;
  page_size?: number | null | undefined;
  sort?: ConsoleStaffMemberSort | null | undefined;
  direction?: SortDirection | null | undefined;
}>;

export type ConsoleStaffMembersQuery = {
  console_staff_members: {
    total: number;
    page: number;
    page_size: number;
    items: Array<{
      id: string;
      email: string;
      name: string;
      role: StaffRole;
      language: string;
      status: string;
      authenticator_set_up: boolean;
      created_at: string;
      last_sign_in_at: string | null;
    }>;
  };
};

export type ConsoleUnassignCustomerContactMutationVariables = Exact<{
  customer_id: string;
  contact_id: string;
  role: ContactRole;
}>;

export type ConsoleUnassignCustomerContactMutation = {
  console_unassign_customer_contact: Array<{ role: ContactRole }>;
};

export type ConsoleViewAsCustomerMutationVariables = Exact<{
  customer_id: string;
  user_id: string;
  reason: string;
  minutes: number;
}>;

export type ConsoleViewAsCustomerMutation = {
  console_view_as_customer: { handover_code: string; ends_at: string };
};

export type GetSupplierContactsQueryVariables = Exact<{ [key: string]: never }>;

export type GetSupplierContactsQuery = {
  get_suppliers: Array<{
    id: string;
    company: string;
    contact: {
      id: string;
      contact_name: string;
      contact_email: string;
      contact_phone: string | null;
      contact_job_title: string | null;
    } | null;
    customer_contacts: Array<{
      email: string;
      name: string;
      phone: string | null;
      job_title: string | null;
      profile_picture: string | null;
      role: ContactRole;
    }>;
  }>;
};

export type SendContactMessageMutationVariables = Exact<{
  subject: string;
  message: string;
}>;

export type SendContactMessageMutation = { send_contact_message: { recipient_name: string } };

export type GetDepartmentsQueryVariables = Exact<{ [key: string]: never }>;

export type GetDepartmentsQuery = {
  get_departments: {
    agreement_overview: Array<{
      id: string;
      agreement_number: string;
      title: string;
      is_main: boolean;
      valid_from: string;
      valid_to: string | null;
      status: AgreementStatus;
      company: string;
    }>;
    main_agreement: {
      id: string;
      agreement_number: string;
      title: string;
      description: string | null;
      valid_from: string;
      valid_to: string | null;
      status: AgreementStatus;
      company: string;
      terms_document: {
        id: string;
        title: string;
        extension: string;
        size: number;
        path: string;
      } | null;
    } | null;
    associated_companies: Array<{
      id: string;
      company: string;
      address: string | null;
      city: string | null;
      zip: string | null;
    }>;
  };
};

export type GetDocumentPageQueryVariables = Exact<{
  filter?: DocumentFilter | null | undefined;
  page?: number | null | undefined;
  page_size?: number | null | undefined;
  sort?: DocumentSort | null | undefined;
  direction?: SortDirection | null | undefined;
}>;

export type GetDocumentPageQuery = {
  get_document_page: {
    total: number;
    documents: Array<{
      id: string;
      title: string;
      category: DocumentCategory;
      extension: string;
      size: number;
      language: string | null;
      path: string;
      updated_at: string;
    }>;
  };
};

export type EvidencePackFieldsFragment = {
  id: string;
  status: EvidencePackStatus;
  progress_percent: number;
  job_id: string | null;
  job_number: string | null;
  from: string | null;
  to: string | null;
  department: string | null;
  ordered_by: string;
  created: string;
  completed: string | null;
  file_name: string | null;
  size_bytes: number | null;
  sha256: string | null;
  download_path: string | null;
};

export type EvidencePackJobsQueryVariables = Exact<{ [key: string]: never }>;

export type EvidencePackJobsQuery = {
  get_evidence_pack_jobs: Array<{
    id: string;
    job_number: string;
    status: JobStatus;
    created: string;
  }>;
};

export type GetEvidencePacksQueryVariables = Exact<{
  page?: number | null | undefined;
  page_size?: number | null | undefined;
}>;

export type GetEvidencePacksQuery = {
  get_evidence_packs: {
    total: number;
    page: number;
    page_size: number;
    packs: Array<{
      id: string;
      status: EvidencePackStatus;
      progress_percent: number;
      job_id: string | null;
      job_number: string | null;
      from: string | null;
      to: string | null;
      department: string | null;
      ordered_by: string;
      created: string;
      completed: string | null;
      file_name: string | null;
      size_bytes: number | null;
      sha256: string | null;
      download_path: string | null;
    }>;
  };
};

export type OrderEvidencePackMutationVariables = Exact<{
  input: OrderEvidencePackInput;
}>;

export type OrderEvidencePackMutation = {
  order_evidence_pack: {
    id: string;
    status: EvidencePackStatus;
    progress_percent: number;
    job_id: string | null;
    job_number: string | null;
    from: string | null;
    to: string | null;
    department: string | null;
    ordered_by: string;
    created: string;
    completed: string | null;
    file_name: string | null;
    size_bytes: number | null;
    sha256: string | null;
    download_path: string | null;
  };
};

export type InviteCodeValidationQueryVariables = Exact<{
  invite_code: string;
}>;

export type InviteCodeValidationQuery = {
  invite_code_validation: {
    id: string;
    email: string;
    first_name: string | null;
    last_name: string | null;
    phone: string | null;
  };
};

export type RegisterInvitedUserMutationVariables = Exact<{
  first_name: string;
  last_name: string;
  phone: string;
  job_title: string;
  language: string;
  email: string;
  password: string;
  microsoft_user: boolean;
  invite_code: string;
}>;

export type RegisterInvitedUserMutation = {
  register_invited_user: { id: string; token: string | null; language: string };
};

export type GetAssignmentDefaultsQueryVariables = Exact<{ [key: string]: never }>;

export type GetAssignmentDefaultsQuery = {
  get_assignment_defaults: {
    company_name: string;
    address: string | null;
    city: string | null;
    zip_code: string | null;
    country: string;
    contact_first_name: string;
    contact_last_name: string;
    email: string;
    phone: string | null;
    recipient_name: string;
    recipient_email: string;
    earliest_date: string;
    can_upload: boolean;
    equipment_options: Array<string>;
  };
};

export type GetJobReconciliationQueryVariables = Exact<{
  job_id: string;
  filter?: ReconciliationFilter | null | undefined;
  sort?: ReconciliationSort | null | undefined;
  page?: number | null | undefined;
  page_size?: number | null | undefined;
}>;

export type GetJobReconciliationQuery = {
  get_job_reconciliation: {
    job_id: string;
    can_change_list: boolean;
    reconciled: boolean;
    total: number;
    page: number;
    page_size: number;
    counts: {
      expected: number;
      received: number;
      matched: number;
      missing: number;
      unresolved_missing: number;
      unexpected: number;
    };
    rows: Array<{
      serial_number: string;
      status: ReconciliationStatus;
      asset_tag: string | null;
      expected_model: string | null;
      line_number: number | null;
      received_manufacturer: string | null;
      received_model: string | null;
      received_at: string | null;
      resolution: AssetResolution | null;
      resolution_note: string | null;
      device_id: string | null;
      device_name: string | null;
      holds_data: boolean | null;
      outcome: RegisterOutcome | null;
    }>;
  };
};

export type GetJobUnitsQueryVariables = Exact<{
  job_id: string;
  filter?: JobUnitFilter | null | undefined;
  page?: number | null | undefined;
  page_size?: number | null | undefined;
  sort?: JobUnitSort | null | undefined;
  direction?: SortDirection | null | undefined;
}>;

export type GetJobUnitsQuery = {
  get_job_units: {
    total: number;
    units: Array<{
      id: string;
      serial_number: string;
      manufacturer: string | null;
      model: string | null;
      category: string;
      grade: string | null;
      outcome: string;
      created_at: string;
      value: { amount: string; currency: string } | null;
    }>;
  };
};

export type GetJobQueryVariables = Exact<{
  id: string;
}>;

export type GetJobQuery = {
  get_job: {
    unresolved_missing_assets: number;
    open_holds: number;
    country: string;
    contact_first_name: string;
    contact_last_name: string;
    email: string;
    phone: string;
    delivery_info: string | null;
    recipient_name: string;
    recipient_email: string;
    equipment: Array<string>;
    processed_unit_count: number;
    id: string;
    job_number: string;
    kind: AssignmentKind;
    status: JobStatus;
    date: string;
    address: string;
    zip_code: string;
    city: string;
    company_name: string;
    case_reference: string | null;
    ordered_by: string | null;
    supplier_company: string;
    created_at: string;
    unit_values: {
      units: number;
      valued_units: number;
      total: string;
      resale: string;
      scrap: string;
      currency: string;
    };
    storage_units: Array<{ type: StorageUnitType; quantity: number }>;
    attachments: Array<{
      id: string;
      file_name: string;
      content_type: string;
      size_bytes: number;
      download_path: string;
    }>;
    status_history: Array<{ status: JobStatus; occurred_at: string }>;
  };
};

export type GetJobsQueryVariables = Exact<{
  filter?: JobFilter | null | undefined;
  page?: number | null | undefined;
  page_size?: number | null | undefined;
  sort?: JobSort | null | undefined;
  direction?: SortDirection | null | undefined;
}>;

export type GetJobsQuery = {
  get_jobs: {
    total: number;
    page: number;
    page_size: number;
    jobs: Array<{
      id: string;
      job_number: string;
      kind: AssignmentKind;
      status: JobStatus;
      date: string;
      address: string;
      zip_code: string;
      city: string;
      company_name: string;
      contact_first_name: string;
      contact_last_name: string;
      case_reference: string | null;
      ordered_by: string | null;
      supplier_company: string;
      created_at: string;
      unresolved_missing_assets: number;
    }>;
    companies: Array<{ id: string; company: string }>;
  };
};

export type JobSummaryFieldsFragment = {
  id: string;
  job_number: string;
  kind: AssignmentKind;
  status: JobStatus;
  date: string;
  address: string;
  zip_code: string;
  city: string;
  company_name: string;
  contact_first_name: string;
  contact_last_name: string;
  case_reference: string | null;
  ordered_by: string | null;
  supplier_company: string;
  created_at: string;
  unresolved_missing_assets: number;
};

export type OrderAssignmentMutationVariables = Exact<{
  idempotency_key: string;
  assignment: AssignmentInput;
}>;

export type OrderAssignmentMutation = {
  order_assignment: { id: string; job_number: string; recipient_email: string };
};

export type GetNotificationEmailChoicesQueryVariables = Exact<{ [key: string]: never }>;

export type GetNotificationEmailChoicesQuery = {
  get_notification_email_choices: Array<{ kind: NotificationKind; email: boolean }>;
};

export type GetNotificationUnreadCountQueryVariables = Exact<{ [key: string]: never }>;

export type GetNotificationUnreadCountQuery = { get_notification_unread_count: number };

export type GetNotificationsQueryVariables = Exact<{
  before?: string | null | undefined;
  limit?: number | null | undefined;
}>;

export type GetNotificationsQuery = {
  get_notifications: {
    next_before: string | null;
    notifications: Array<{
      id: string;
      kind: NotificationKind;
      subject: string;
      status: string | null;
      link: string;
      download_url: string | null;
      read: boolean;
      created_at: string;
    }>;
  };
};

export type MarkAllNotificationsReadMutationVariables = Exact<{ [key: string]: never }>;

export type MarkAllNotificationsReadMutation = { mark_all_notifications_read: number };

export type MarkNotificationReadMutationVariables = Exact<{
  notification_id: string;
}>;

export type MarkNotificationReadMutation = { mark_notification_read: number };

export type SetNotificationEmailChoicesMutationVariables = Exact<{
  choices: Array<NotificationEmailChoiceInput> | NotificationEmailChoiceInput;
}>;

export type SetNotificationEmailChoicesMutation = {
  set_notification_email_choices: Array<{ kind: NotificationKind; email: boolean }>;
};

export type CreateReportSubscriptionMutationVariables = Exact<{
  input: ReportSubscriptionInput;
}>;

export type CreateReportSubscriptionMutation = { create_report_subscription: { id: string } };

export type DeleteReportSubscriptionMutationVariables = Exact<{
  id: string;
}>;

export type DeleteReportSubscriptionMutation = { delete_report_subscription: boolean };

export type GetCertificatePageQueryVariables = Exact<{
  filter?: CertificateFilter | null | undefined;
  page?: number | null | undefined;
  page_size?: number | null | undefined;
  sort?: CertificateSort | null | undefined;
  direction?: SortDirection | null | undefined;
}>;

export type GetCertificatePageQuery = {
  get_certificate_page: {
    total: number;
    in_progress: boolean;
    certificates: Array<{
      id: string;
      name: string;
      kind: ReportKind;
      status: ReportStatus;
      units_done: number;
      units_total: number | null;
      created: string;
      completed: string | null;
      ordered_by: string;
      available_until: string | null;
      expired: boolean;
      recipients: Array<string>;
      department: string | null;
      from: string;
      to: string;
      date_column: ReportDateColumn;
      free_text: string | null;
      serial_or_product: string | null;
      regular: boolean;
      interval: ReportInterval | null;
      certificate_number: string | null;
      files: Array<{
        format: ReportFileFormat;
        file_name: string;
        size_bytes: number;
        sha256: string;
        download_url: string;
      }>;
    }>;
  };
};

export type GetReportOptionsQueryVariables = Exact<{ [key: string]: never }>;

export type GetReportOptionsQuery = {
  get_user: { id: string; email: string };
  get_suppliers: Array<{
    id: string;
    company: string;
    is_master_account: boolean;
    sub_suppliers: Array<{ id: string; company: string }>;
  }>;
};

export type GetReportPageQueryVariables = Exact<{
  filter?: ReportFilter | null | undefined;
  page?: number | null | undefined;
  page_size?: number | null | undefined;
  sort?: ReportSort | null | undefined;
  direction?: SortDirection | null | undefined;
}>;

export type GetReportPageQuery = {
  get_report_page: {
    total: number;
    reports: Array<{
      id: string;
      name: string;
      kind: ReportKind;
      status: ReportStatus;
      units_done: number;
      units_total: number | null;
      created: string;
      completed: string | null;
      ordered_by: string;
      available_until: string | null;
      expired: boolean;
      recipients: Array<string>;
      department: string | null;
      from: string;
      to: string;
      date_column: ReportDateColumn;
      free_text: string | null;
      serial_or_product: string | null;
      regular: boolean;
      interval: ReportInterval | null;
      certificate_number: string | null;
      files: Array<{
        format: ReportFileFormat;
        file_name: string;
        size_bytes: number;
        sha256: string;
        download_url: string;
      }>;
    }>;
    companies: Array<{ id: string; company: string }>;
  };
};

export type GetReportSubscriptionPageQueryVariables = Exact<{
  filter?: ReportSubscriptionFilter | null | undefined;
  page?: number | null | undefined;
  page_size?: number | null | undefined;
  sort?: ReportSubscriptionSort | null | undefined;
  direction?: SortDirection | null | undefined;
}>;

export type GetReportSubscriptionPageQuery = {
  get_report_subscription_page: {
    total: number;
    subscriptions: Array<{
      id: string;
      kind: ReportKind;
      interval: ReportInterval;
      date_column: ReportDateColumn;
      department: string | null;
      free_text: string | null;
      serial_or_product: string | null;
      recipients: Array<string>;
      created: string;
      created_by: string;
      last_period_from: string | null;
      status: ReportSubscriptionStatus;
      paused_reason: ReportSubscriptionPausedReason | null;
      paused_at: string | null;
    }>;
    companies: Array<{ id: string; company: string }>;
  };
};

export type OrderReportMutationVariables = Exact<{
  input: OrderReportInput;
}>;

export type OrderReportMutation = {
  order_report: {
    id: string;
    name: string;
    kind: ReportKind;
    status: ReportStatus;
    units_done: number;
    units_total: number | null;
    created: string;
    completed: string | null;
    ordered_by: string;
    available_until: string | null;
    expired: boolean;
    recipients: Array<string>;
    department: string | null;
    from: string;
    to: string;
    date_column: ReportDateColumn;
    free_text: string | null;
    serial_or_product: string | null;
    regular: boolean;
    interval: ReportInterval | null;
    certificate_number: string | null;
    files: Array<{
      format: ReportFileFormat;
      file_name: string;
      size_bytes: number;
      sha256: string;
      download_url: string;
    }>;
  };
};

export type ReportFieldsFragment = {
  id: string;
  name: string;
  kind: ReportKind;
  status: ReportStatus;
  units_done: number;
  units_total: number | null;
  created: string;
  completed: string | null;
  ordered_by: string;
  available_until: string | null;
  expired: boolean;
  recipients: Array<string>;
  department: string | null;
  from: string;
  to: string;
  date_column: ReportDateColumn;
  free_text: string | null;
  serial_or_product: string | null;
  regular: boolean;
  interval: ReportInterval | null;
  certificate_number: string | null;
  files: Array<{
    format: ReportFileFormat;
    file_name: string;
    size_bytes: number;
    sha256: string;
    download_url: string;
  }>;
};

export type RetryReportMutationVariables = Exact<{
  id: string;
}>;

export type RetryReportMutation = {
  retry_report: {
    id: string;
    name: string;
    kind: ReportKind;
    status: ReportStatus;
    units_done: number;
    units_total: number | null;
    created: string;
    completed: string | null;
    ordered_by: string;
    available_until: string | null;
    expired: boolean;
    recipients: Array<string>;
    department: string | null;
    from: string;
    to: string;
    date_column: ReportDateColumn;
    free_text: string | null;
    serial_or_product: string | null;
    regular: boolean;
    interval: ReportInterval | null;
    certificate_number: string | null;
    files: Array<{
      format: ReportFileFormat;
      file_name: string;
      size_bytes: number;
      sha256: string;
      download_url: string;
    }>;
  };
};

export type TakeOverReportSubscriptionMutationVariables = Exact<{
  subscription_id: string;
}>;

export type TakeOverReportSubscriptionMutation = {
  take_over_report_subscription: { id: string; status: ReportSubscriptionStatus };
};

export type VerifyCertificateQueryVariables = Exact<{
  certificate_number: string;
  sha256: string;
}>;

export type VerifyCertificateQuery = {
  verify_certificate: {
    valid: boolean;
    certificate_number: string | null;
    issued_at: string | null;
    supplier: string | null;
    from: string | null;
    to: string | null;
    units: number | null;
  };
};

export type CreateScimTokenMutationVariables = Exact<{
  name: string;
}>;

export type CreateScimTokenMutation = {
  create_scim_token: {
    token: string;
    base_url: string;
    scim_token: {
      id: string;
      name: string;
      created_at: string;
      created_by_name: string | null;
      created_by_active: boolean;
      last_used_at: string | null;
    };
  };
};

export type GetScimProvisioningQueryVariables = Exact<{ [key: string]: never }>;

export type GetScimProvisioningQuery = {
  get_scim_provisioning: {
    base_url: string;
    tokens: Array<{
      id: string;
      name: string;
      created_at: string;
      created_by_name: string | null;
      created_by_active: boolean;
      last_used_at: string | null;
    }>;
  };
};

export type RevokeScimTokenMutationVariables = Exact<{
  token_id: string;
}>;

export type RevokeScimTokenMutation = { revoke_scim_token: boolean };

export type ScimTokenFieldsFragment = {
  id: string;
  name: string;
  created_at: string;
  created_by_name: string | null;
  created_by_active: boolean;
  last_used_at: string | null;
};

export type SearchPortalQueryVariables = Exact<{
  text: string;
}>;

export type SearchPortalQuery = {
  search_portal: Array<{
    kind: SearchResultKind;
    label: string;
    secondary_text: string | null;
    day: string | null;
    target_id: string;
    settlement_period_type: string | null;
  }>;
};

export type GetSettlementLinesQueryVariables = Exact<{
  settlement_id: string;
  filter?: SettlementLineFilter | null | undefined;
  page?: number | null | undefined;
  page_size?: number | null | undefined;
  sort?: SettlementLineSort | null | undefined;
  direction?: SortDirection | null | undefined;
}>;

export type GetSettlementLinesQuery = {
  get_settlement_lines: {
    total: number;
    lines: Array<{
      position: number;
      description: string;
      category: string | null;
      quantity: number;
      resale_value: string;
      service_costs: string;
      net_amount: string;
      job: {
        id: string;
        job_number: string;
        unit_values: { units: number; valued_units: number; total: string };
      } | null;
    }>;
  };
};

export type GetSettlementsQueryVariables = Exact<{
  type: SettlementListType;
  filter?: SettlementFilter | null | undefined;
  page?: number | null | undefined;
  page_size?: number | null | undefined;
  sort?: SettlementSort | null | undefined;
  direction?: SortDirection | null | undefined;
}>;

export type GetSettlementsQuery = {
  get_settlements: {
    currency: string;
    total: number;
    companies: Array<{ id: string; company: string }>;
    totals: { count: number; resale_value: string; service_costs: string; net_amount: string };
    settlements: Array<{
      id: string;
      settlement_number: string;
      company: string;
      period_type: SettlementPeriodType;
      period_start: string;
      period_end: string;
      currency: string;
      resale_value: string;
      service_costs: string;
      net_amount: string;
      status: SettlementStatus;
      document: { file_name: string; extension: string; size: number; path: string } | null;
    }>;
  };
};

export type GetStartupQueryVariables = Exact<{ [key: string]: never }>;

export type GetStartupQuery = {
  get_startup: {
    webshop_url: string;
    session_expires_at: string;
    user: { id: string; language: string };
    permissions: {
      has_report_access: boolean;
      can_upload: boolean;
      is_admin: boolean;
      can_switch_supplier: boolean;
    };
    shipment_items: Array<{ name: string }>;
    messenger: { page_id: string; app_id: string | null } | null;
  };
};

export type DeactivateSupplierUserMutationVariables = Exact<{
  user_id: string;
}>;

export type DeactivateSupplierUserMutation = {
  deactivate_supplier_user: {
    id: string;
    email: string;
    first_name: string;
    last_name: string;
    status: SupplierUserStatus;
    is_admin: boolean;
    has_report_access: boolean;
    language: string;
    last_sign_in_at: string | null;
    invited_at: string | null;
  };
};

export type GetSupplierInvitationDefaultsQueryVariables = Exact<{ [key: string]: never }>;

export type GetSupplierInvitationDefaultsQuery = {
  get_supplier_invitation_defaults: { has_report_access: boolean };
};

export type GetSupplierUserPageQueryVariables = Exact<{
  filter?: SupplierUserFilter | null | undefined;
  page?: number | null | undefined;
  page_size?: number | null | undefined;
  sort?: SupplierUserSort | null | undefined;
  direction?: SortDirection | null | undefined;
}>;

export type GetSupplierUserPageQuery = {
  get_supplier_user_page: {
    total: number;
    users: Array<{
      id: string;
      email: string;
      first_name: string;
      last_name: string;
      status: SupplierUserStatus;
      is_admin: boolean;
      has_report_access: boolean;
      language: string;
      last_sign_in_at: string | null;
      invited_at: string | null;
    }>;
  };
};

export type GetSupplierUserTokensQueryVariables = Exact<{
  user_id: string;
}>;

export type GetSupplierUserTokensQuery = {
  get_supplier_user_tokens: { api_tokens: number; scim_tokens: number };
};

export type InviteSupplierUserMutationVariables = Exact<{
  email: string;
  first_name: string;
  last_name: string;
  language: string;
  has_report_access: boolean;
}>;

export type InviteSupplierUserMutation = {
  invite_supplier_user: {
    id: string;
    email: string;
    first_name: string;
    last_name: string;
    status: SupplierUserStatus;
    is_admin: boolean;
    has_report_access: boolean;
    language: string;
    last_sign_in_at: string | null;
    invited_at: string | null;
  };
};

export type ResendInvitationMutationVariables = Exact<{
  user_id: string;
}>;

export type ResendInvitationMutation = {
  resend_invitation: {
    id: string;
    email: string;
    first_name: string;
    last_name: string;
    status: SupplierUserStatus;
    is_admin: boolean;
    has_report_access: boolean;
    language: string;
    last_sign_in_at: string | null;
    invited_at: string | null;
  };
};

export type SupplierUserFieldsFragment = {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  status: SupplierUserStatus;
  is_admin: boolean;
  has_report_access: boolean;
  language: string;
  last_sign_in_at: string | null;
  invited_at: string | null;
};

export type GetCo2MethodVersionsQueryVariables = Exact<{
  language?: string | null | undefined;
}>;

export type GetCo2MethodVersionsQuery = {
  get_co2_method_versions: Array<{
    version: string;
    valid_from: string;
    valid_to: string | null;
    published_on: string;
    boundary: string;
    baseline: string;
    deductions: string;
    uncertainty: string;
    model_factors: number;
    category_factors: Array<{
      category: string;
      valid_from: string;
      kg_co2e: number;
      kg_co2e_low: number;
      kg_co2e_high: number;
      source: string;
      source_year: number;
    }>;
    sources: Array<{
      source: string;
      source_year: number;
      source_url: string | null;
      factors: number;
    }>;
  }>;
};

export type AnswerUnitHoldsMutationVariables = Exact<{
  hold_ids: Array<string> | string;
  decision: UnitHoldDecision;
  note?: string | null | undefined;
}>;

export type AnswerUnitHoldsMutation = {
  answer_unit_holds: {
    answered: number;
    holds: Array<{
      id: string;
      unit_id: string;
      serial_number: string;
      asset_tag: string | null;
      device_name: string | null;
      manufacturer: string | null;
      model: string | null;
      job_id: string | null;
      job_number: string | null;
      reason: UnitHoldReason;
      note: string | null;
      value_at_stake: number | null;
      currency: string;
      placed_at: string;
      respond_by: string;
      overdue: boolean;
      state: UnitHoldState;
      answered_at: string | null;
      answered_by: string | null;
      answer_note: string | null;
    }>;
  };
};

export type GetUnitHoldsQueryVariables = Exact<{
  filter?: UnitHoldFilter | null | undefined;
  page?: number | null | undefined;
  page_size?: number | null | undefined;
  sort?: UnitHoldSort | null | undefined;
  direction?: SortDirection | null | undefined;
}>;

export type GetUnitHoldsQuery = {
  get_unit_holds: {
    total: number;
    page: number;
    page_size: number;
    open_count: number;
    holds: Array<{
      id: string;
      unit_id: string;
      serial_number: string;
      asset_tag: string | null;
      device_name: string | null;
      manufacturer: string | null;
      model: string | null;
      job_id: string | null;
      job_number: string | null;
      reason: UnitHoldReason;
      note: string | null;
      value_at_stake: number | null;
      currency: string;
      placed_at: string;
      respond_by: string;
      overdue: boolean;
      state: UnitHoldState;
      answered_at: string | null;
      answered_by: string | null;
      answer_note: string | null;
    }>;
  };
};

export type UnitHoldFieldsFragment = {
  id: string;
  unit_id: string;
  serial_number: string;
  asset_tag: string | null;
  device_name: string | null;
  manufacturer: string | null;
  model: string | null;
  job_id: string | null;
  job_number: string | null;
  reason: UnitHoldReason;
  note: string | null;
  value_at_stake: number | null;
  currency: string;
  placed_at: string;
  respond_by: string;
  overdue: boolean;
  state: UnitHoldState;
  answered_at: string | null;
  answered_by: string | null;
  answer_note: string | null;
};

export type GetUnitQueryVariables = Exact<{
  id: string;
}>;

export type GetUnitQuery = {
  get_unit: {
    id: string;
    serial_number: string;
    manufacturer: string | null;
    model: string | null;
    category: string;
    weight_kg: number | null;
    grade: string | null;
    sanitisation_method: string;
    erasure_standard: string | null;
    sanitisation_result: string;
    sanitised_at: string | null;
    outcome: string;
    downstream_recycler: string | null;
    created_at: string;
    graded_date: string | null;
    completed_date: string | null;
    job_number: string | null;
    supplier_company: string;
    certificate_path: string;
    value: { amount: string; kind: UnitValueKind; currency: string } | null;
    job: {
      id: string;
      job_number: string;
      seal_numbers: Array<string>;
      collected_at: string | null;
    } | null;
    carriers: Array<{
      carrier_serial: string;
      carrier_type: string;
      manufacturer: string | null;
      model: string | null;
      capacity_gb: number | null;
      sanitisation_level: string;
      sanitisation_technique: string;
      particle_size_mm: number | null;
      tool_name: string | null;
      tool_version: string | null;
      verification_method: string;
      verification_result: string;
      operator: string;
      sanitised_at: string;
      result: string;
    }>;
    holds: Array<{
      id: string;
      reason: string;
      note: string | null;
      state: string;
      placed_at: string;
      respond_by: string;
      answered_at: string | null;
      answered_by: string | null;
      answer_note: string | null;
    }>;
  };
};

export type GetMaterialOutflowsQueryVariables = Exact<{
  filter: UnitSummaryFilter;
}>;

export type GetMaterialOutflowsQuery = {
  get_material_outflows: {
    units: number;
    unweighed_units: number;
    tonnes: number;
    hazardous_tonnes: number;
    routes: Array<{
      route: TreatmentRoute;
      units: number;
      weighed_units: number;
      tonnes: number;
      hazardous_tonnes: number;
    }>;
    companies: Array<{
      supplier_id: string;
      company: string;
      tonnes: number;
      hazardous_tonnes: number;
      routes: Array<{ route: TreatmentRoute; tonnes: number }>;
    }>;
  };
};

export type GetSuppliersQueryVariables = Exact<{ [key: string]: never }>;

export type GetSuppliersQuery = {
  get_suppliers: Array<{
    id: string;
    company: string;
    is_master_account: boolean;
    sub_suppliers: Array<{ id: string; company: string }>;
  }>;
};

export type GetUnitSummaryQueryVariables = Exact<{
  filter: UnitSummaryFilter;
}>;

export type GetUnitSummaryQuery = {
  get_unit_summary: {
    from: string | null;
    to: string | null;
    date_column: DateColumn;
    recycled_units: number;
    reused_units: number;
    stocked_units: number;
    in_process_units: number;
    co2_savings_tons: number;
    co2_savings_low_tons: number;
    co2_savings_high_tons: number;
    method_versions: Array<string>;
    equivalents: Array<{
      equivalent: EquivalentKind;
      amount: number;
      source: string;
      source_year: number | null;
      source_url: string | null;
      local: boolean;
    }>;
    chart: Array<{ category: string; processed_units: number }>;
    previous: {
      from: string;
      to: string;
      recycled_units: number;
      reused_units: number;
      stocked_units: number;
      in_process_units: number;
      co2_savings_tons: number;
    } | null;
  };
};

export type GetUnitTrendQueryVariables = Exact<{
  filter: UnitSummaryFilter;
}>;

export type GetUnitTrendQuery = {
  get_unit_trend: Array<{
    month: string;
    reused_units: number;
    recycled_units: number;
    stocked_units: number;
    in_process_units: number;
    co2_savings_tons: number;
  }>;
};

export type SearchUnitPageQueryVariables = Exact<{
  serial_number?: string | null | undefined;
  supplier_id?: string | null | undefined;
  category?: string | null | undefined;
  outcomes?: Array<string> | string | null | undefined;
  date_column?: DateColumn | null | undefined;
  from?: string | null | undefined;
  to?: string | null | undefined;
  page?: number | null | undefined;
  page_size?: number | null | undefined;
  sort?: UnitSearchSort | null | undefined;
  direction?: SortDirection | null | undefined;
}>;

export type SearchUnitPageQuery = {
  search_unit_page: {
    total: number;
    units: Array<{
      id: string;
      serial_number: string;
      manufacturer: string | null;
      model: string | null;
      category: string;
      grade: string | null;
      sanitisation_method: string;
      erasure_standard: string | null;
      sanitisation_result: string;
      outcome: string;
      created_at: string;
      graded_date: string | null;
      completed_date: string | null;
      job_number: string | null;
      supplier_company: string;
    }>;
  };
};

export type GetUserQueryVariables = Exact<{ [key: string]: never }>;

export type GetUserQuery = {
  get_user: {
    id: string;
    name: string;
    language: string;
    supplier: { id: string; company: string; logo: string | null };
  };
};

export type VerifyDocumentQueryVariables = Exact<{
  sha256: string;
}>;

export type VerifyDocumentQuery = {
  verify_document: {
    found: boolean;
    kind: IssuedDocumentKind | null;
    file_name: string | null;
    size_bytes: number | null;
    supplier: string | null;
    issued_at: string | null;
  };
};

export type CreateWebhookEndpointMutationVariables = Exact<{
  input: CreateWebhookEndpointInput;
}>;

export type CreateWebhookEndpointMutation = {
  create_webhook_endpoint: {
    secret: string;
    endpoint: {
      id: string;
      url: string;
      description: string;
      events: Array<WebhookEventType>;
      enabled: boolean;
      disabled_reason: WebhookDisabledReason | null;
      created_at: string;
      previous_secret_expires_at: string | null;
    };
  };
};

export type DeleteWebhookEndpointMutationVariables = Exact<{
  endpoint_id: string;
}>;

export type DeleteWebhookEndpointMutation = { delete_webhook_endpoint: boolean };

export type GetWebhookDeliveryPageQueryVariables = Exact<{
  endpoint_id: string;
  filter?: WebhookDeliveryFilter | null | undefined;
  page?: number | null | undefined;
  page_size?: number | null | undefined;
  sort?: WebhookDeliverySort | null | undefined;
  direction?: SortDirection | null | undefined;
}>;

export type GetWebhookDeliveryPageQuery = {
  get_webhook_delivery_page: {
    total: number;
    deliveries: Array<{
      id: string;
      event_id: string;
      event_type: string;
      status: WebhookDeliveryStatus;
      attempts: number;
      response_status: number | null;
      last_error: string | null;
      created_at: string;
      last_attempt_at: string | null;
    }>;
  };
};

export type GetWebhookEndpointsQueryVariables = Exact<{ [key: string]: never }>;

export type GetWebhookEndpointsQuery = {
  get_webhook_endpoints: Array<{
    id: string;
    url: string;
    description: string;
    events: Array<WebhookEventType>;
    enabled: boolean;
    disabled_reason: WebhookDisabledReason | null;
    created_at: string;
    previous_secret_expires_at: string | null;
  }>;
};

export type RedeliverWebhookMutationVariables = Exact<{
  delivery_id: string;
}>;

export type RedeliverWebhookMutation = {
  redeliver_webhook: {
    id: string;
    event_id: string;
    event_type: string;
    status: WebhookDeliveryStatus;
    attempts: number;
    response_status: number | null;
    last_error: string | null;
    created_at: string;
    last_attempt_at: string | null;
  };
};

export type RotateWebhookSecretMutationVariables = Exact<{
  endpoint_id: string;
}>;

export type RotateWebhookSecretMutation = {
  rotate_webhook_secret: {
    secret: string;
    endpoint: {
      id: string;
      url: string;
      description: string;
      events: Array<WebhookEventType>;
      enabled: boolean;
      disabled_reason: WebhookDisabledReason | null;
      created_at: string;
      previous_secret_expires_at: string | null;
    };
  };
};

export type SendWebhookTestEventMutationVariables = Exact<{
  endpoint_id: string;
}>;

export type SendWebhookTestEventMutation = { send_webhook_test_event: string };

export type SetWebhookEndpointEnabledMutationVariables = Exact<{
  endpoint_id: string;
  enabled: boolean;
}>;

export type SetWebhookEndpointEnabledMutation = {
  set_webhook_endpoint_enabled: {
    id: string;
    url: string;
    description: string;
    events: Array<WebhookEventType>;
    enabled: boolean;
    disabled_reason: WebhookDisabledReason | null;
    created_at: string;
    previous_secret_expires_at: string | null;
  };
};

export type WebhookDeliveryFieldsFragment = {
  id: string;
  event_id: string;
  event_type: string;
  status: WebhookDeliveryStatus;
  attempts: number;
  response_status: number | null;
  last_error: string | null;
  created_at: string;
  last_attempt_at: string | null;
};

export type WebhookEndpointFieldsFragment = {
  id: string;
  url: string;
  description: string;
  events: Array<WebhookEventType>;
  enabled: boolean;
  disabled_reason: WebhookDisabledReason | null;
  created_at: string;
  previous_secret_expires_at: string | null;
};

export type GetMicrosoftLoginUrlQueryVariables = Exact<{ [key: string]: never }>;

export type GetMicrosoftLoginUrlQuery = { get_microsoft_login_url: { url: string; state: string } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const ConsoleProviderContactFieldsFragmentDoc = new TypedDocumentString(
  `
    fragment ConsoleProviderContactFields on ConsoleProviderContact {
  id
  name
  email
  phone
  job_title
  job_title_translations {
    language
    title
  }
  customer_count
}
    `,
  { fragmentName: 'ConsoleProviderContactFields' },
) as unknown as TypedDocumentString<ConsoleProviderContactFieldsFragment, unknown>;
export const ConsoleProviderIdentityFieldsFragmentDoc = new TypedDocumentString(
  `
    fragment ConsoleProviderIdentityFields on ConsoleProviderIdentity {
  legal_name
  address
  address_country
  organisation_number
  signatory_name
  signatory_title
  bank_account
  iban
  bic
  logo
  signature
  source
  changed_at
  changed_by
}
    `,
  { fragmentName: 'ConsoleProviderIdentityFields' },
) as unknown as TypedDocumentString<ConsoleProviderIdentityFieldsFragment, unknown>;
export const EvidencePackFieldsFragmentDoc = new TypedDocumentString(
  `
    fragment EvidencePackFields on EvidencePack {
  id
  status
  progress_percent
  job_id
  job_number
  from
  to
  department
  ordered_by
  created
  completed
  file_name
  size_bytes
  sha256
  download_path
}
    `,
  { fragmentName: 'EvidencePackFields' },
) as unknown as TypedDocumentString<EvidencePackFieldsFragment, unknown>;
export const JobSummaryFieldsFragmentDoc = new TypedDocumentString(
  `
    fragment JobSummaryFields on Job {
  id
  job_number
  kind
  status
  date
  address
  zip_code
  city
  company_name
  contact_first_name
  contact_last_name
  case_reference
  ordered_by
  supplier_company
  created_at
  unresolved_missing_assets
}
    `,
  { fragmentName: 'JobSummaryFields' },
) as unknown as TypedDocumentString<JobSummaryFieldsFragment, unknown>;
export const ReportFieldsFragmentDoc = new TypedDocumentString(
  `
    fragment ReportFields on Report {
  id
  name
  kind
  status
  units_done
  units_total
  created
  completed
  ordered_by
  available_until
  expired
  recipients
  department
  from
  to
  date_column
  free_text
  serial_or_product
  regular
  interval
  certificate_number
  files {
    format
    file_name
    size_bytes
    sha256
    download_url
  }
}
    `,
  { fragmentName: 'ReportFields' },
) as unknown as TypedDocumentString<ReportFieldsFragment, unknown>;
export const ScimTokenFieldsFragmentDoc = new TypedDocumentString(
  `
    fragment ScimTokenFields on ScimToken {
  id
  name
  created_at
  created_by_name
  created_by_active
  last_used_at
}
    `,
  { fragmentName: 'ScimTokenFields' },
) as unknown as TypedDocumentString<ScimTokenFieldsFragment, unknown>;
export const SupplierUserFieldsFragmentDoc = new TypedDocumentString(
  `
    fragment SupplierUserFields on SupplierUser {
  id
  email
  first_name
  last_name
  status
  is_admin
  has_report_access
  language
  last_sign_in_at
  invited_at
}
    `,
  { fragmentName: 'SupplierUserFields' },
) as unknown as TypedDocumentString<SupplierUserFieldsFragment, unknown>;
export const UnitHoldFieldsFragmentDoc = new TypedDocumentString(
  `
    fragment UnitHoldFields on UnitHold {
  id
  unit_id
  serial_number
  asset_tag
  device_name
  manufacturer
  model
  job_id
  job_number
  reason
  note
  value_at_stake
  currency
  placed_at
  respond_by
  overdue
  state
  answered_at
  answered_by
  answer_note
}
    `,
  { fragmentName: 'UnitHoldFields' },
) as unknown as TypedDocumentString<UnitHoldFieldsFragment, unknown>;
export const WebhookDeliveryFieldsFragmentDoc = new TypedDocumentString(
  `
    fragment WebhookDeliveryFields on WebhookDelivery {
  id
  event_id
  event_type
  status
  attempts
  response_status
  last_error
  created_at
  last_attempt_at
}
    `,
  { fragmentName: 'WebhookDeliveryFields' },
) as unknown as TypedDocumentString<WebhookDeliveryFieldsFragment, unknown>;
export const WebhookEndpointFieldsFragmentDoc = new TypedDocumentString(
  `
    fragment WebhookEndpointFields on WebhookEndpoint {
  id
  url
  description
  events
  enabled
  disabled_reason
  created_at
  previous_secret_expires_at
}
    `,
  { fragmentName: 'WebhookEndpointFields' },
) as unknown as TypedDocumentString<WebhookEndpointFieldsFragment, unknown>;
export const RequestAccessDocument = new TypedDocumentString(`
    mutation request_access($company_name: String!, $org_number: String!, $first_name: String!, $last_name: String!, $phone: String!, $email: String!, $language: String) {
  request_access(
    company_name: $company_name
    org_number: $org_number
    first_name: $first_name
    last_name: $last_name
    phone: $phone
    email: $email
    language: $language
  )
}
    `) as unknown as TypedDocumentString<RequestAccessMutation, RequestAccessMutationVariables>;
export const AccountProfileDocument = new TypedDocumentString(`
    query account_profile {
  get_user {
    id
    email
    first_name
    last_name
    phone
    job_title
    language
    country
    is_admin
  }
}
    `) as unknown as TypedDocumentString<AccountProfileQuery, AccountProfileQueryVariables>;
export const AuthSwapDocument = new TypedDocumentString(`
    mutation auth_swap($supplier_id: ID!) {
  auth_swap(supplier_id: $supplier_id) {
    id
    token
  }
}
    `) as unknown as TypedDocumentString<AuthSwapMutation, AuthSwapMutationVariables>;
export const SwitchableSuppliersDocument = new TypedDocumentString(`
    query switchable_suppliers {
  get_suppliers {
    id
    company
  }
}
    `) as unknown as TypedDocumentString<
  SwitchableSuppliersQuery,
  SwitchableSuppliersQueryVariables
>;
export const UpdateUserInformationDocument = new TypedDocumentString(`
    mutation update_user_information($first_name: String!, $last_name: String!, $phone: String!, $job_title: String!, $language: String!, $old_password: String, $new_password: String) {
  update_user_information(
    first_name: $first_name
    last_name: $last_name
    phone: $phone
    job_title: $job_title
    language: $language
    old_password: $old_password
    new_password: $new_password
  ) {
    id
    first_name
    last_name
    phone
    job_title
    language
  }
}
    `) as unknown as TypedDocumentString<
  UpdateUserInformationMutation,
  UpdateUserInformationMutationVariables
>;
export const CreateApiTokenDocument = new TypedDocumentString(`
    mutation create_api_token($name: String!, $scope: ApiTokenScope!, $expires_in_days: Int!) {
  create_api_token(name: $name, scope: $scope, expires_in_days: $expires_in_days) {
    secret
    api_token {
      id
      name
    }
  }
}
    `) as unknown as TypedDocumentString<CreateApiTokenMutation, CreateApiTokenMutationVariables>;
export const GetApiTokensDocument = new TypedDocumentString(`
    query get_api_tokens {
  get_api_tokens {
    id
    name
    scope
    status
    created_by
    created_by_active
    created_at
    expires_at
    last_used_at
    revoked_at
  }
}
    `) as unknown as TypedDocumentString<GetApiTokensQuery, GetApiTokensQueryVariables>;
export const RevokeApiTokenDocument = new TypedDocumentString(`
    mutation revoke_api_token($id: ID!) {
  revoke_api_token(id: $id) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<RevokeApiTokenMutation, RevokeApiTokenMutationVariables>;
export const GetAttentionItemsDocument = new TypedDocumentString(`
    query get_attention_items {
  get_attention_items {
    items {
      kind
      status
      target_id
      label
      date
      count
      overdue_count
      job_kind
      settlement_period_type
    }
    more {
      kind
      count
    }
  }
}
    `) as unknown as TypedDocumentString<GetAttentionItemsQuery, GetAttentionItemsQueryVariables>;
export const GetAuditLogPeopleDocument = new TypedDocumentString(`
    query get_audit_log_people($supplier_id: ID) {
  get_audit_log_actors(supplier_id: $supplier_id) {
    id
    name
    email
  }
  get_suppliers {
    id
    company
  }
}
    `) as unknown as TypedDocumentString<GetAuditLogPeopleQuery, GetAuditLogPeopleQueryVariables>;
export const GetAuditLogDocument = new TypedDocumentString(`
    query get_audit_log($filter: AuditLogFilter, $page: Int, $page_size: Int) {
  get_audit_log(filter: $filter, page: $page, page_size: $page_size) {
    entries {
      id
      occurred_at
      supplier_id
      supplier_name
      actor {
        type
        id
        name
        email
      }
      ip_address
      user_agent
      action
      target_type
      target_label
      details
    }
    total
    page
    page_size
    actions
    retention_months
  }
}
    `) as unknown as TypedDocumentString<GetAuditLogQuery, GetAuditLogQueryVariables>;
export const AuthMicrosoftChooseDocument = new TypedDocumentString(`
    mutation auth_microsoft_choose($choice_code: String!, $company: Int!) {
  auth_microsoft_choose(choice_code: $choice_code, company: $company) {
    id
    token
  }
}
    `) as unknown as TypedDocumentString<
  AuthMicrosoftChooseMutation,
  AuthMicrosoftChooseMutationVariables
>;
export const AuthMicrosoftDocument = new TypedDocumentString(`
    mutation auth_microsoft($callback_code: String!, $state: String!) {
  auth_microsoft(callback_code: $callback_code, state: $state) {
    id
    token
  }
}
    `) as unknown as TypedDocumentString<AuthMicrosoftMutation, AuthMicrosoftMutationVariables>;
export const AuthDocument = new TypedDocumentString(`
    mutation auth($email: String!, $password: String!) {
  auth(email: $email, password: $password) {
    id
    token
    language
  }
}
    `) as unknown as TypedDocumentString<AuthMutation, AuthMutationVariables>;
export const LogoutDocument = new TypedDocumentString(`
    mutation logout {
  logout
}
    `) as unknown as TypedDocumentString<LogoutMutation, LogoutMutationVariables>;
export const RenewTokenDocument = new TypedDocumentString(`
    mutation renew_token {
  renew_token {
    token
  }
}
    `) as unknown as TypedDocumentString<RenewTokenMutation, RenewTokenMutationVariables>;
export const ResetCodeValidationDocument = new TypedDocumentString(`
    query reset_code_validation($reset_code: String!) {
  reset_code_validation(reset_code: $reset_code) {
    valid
    email
  }
}
    `) as unknown as TypedDocumentString<
  ResetCodeValidationQuery,
  ResetCodeValidationQueryVariables
>;
export const ResetPasswordDocument = new TypedDocumentString(`
    mutation reset_password($email: String!) {
  reset_password(email: $email)
}
    `) as unknown as TypedDocumentString<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const StartCustomerViewDocument = new TypedDocumentString(`
    mutation start_customer_view($code: String!) {
  start_customer_view(code: $code) {
    token
  }
}
    `) as unknown as TypedDocumentString<
  StartCustomerViewMutation,
  StartCustomerViewMutationVariables
>;
export const UpdatePasswordDocument = new TypedDocumentString(`
    mutation update_password($email: String!, $password: String!, $reset_code: String!) {
  update_password(email: $email, password: $password, reset_code: $reset_code) {
    id
    token
    language
  }
}
    `) as unknown as TypedDocumentString<UpdatePasswordMutation, UpdatePasswordMutationVariables>;
export const ConsoleAccessRequestsDocument = new TypedDocumentString(`
    query console_access_requests($status: AccessRequestStatus, $text: String, $page: Int, $page_size: Int, $sort: ConsoleAccessRequestSort, $direction: SortDirection) {
  console_access_requests(
    status: $status
    text: $text
    page: $page
    page_size: $page_size
    sort: $sort
    direction: $direction
  ) {
    total
    page
    page_size
    items {
      id
      company_name
      org_number
      first_name
      last_name
      phone
      email
      language
      status
      created_at
      decided_at
      rejection_reason
      decided_by
      matching_suppliers {
        id
        company
      }
    }
  }
}
    `) as unknown as TypedDocumentString<
  ConsoleAccessRequestsQuery,
  ConsoleAccessRequestsQueryVariables
>;
export const ConsoleAddCo2EquivalentDocument = new TypedDocumentString(`
    mutation console_add_co2_equivalent($equivalent: ConsoleCo2EquivalentInput!) {
  console_add_co2_equivalent(equivalent: $equivalent) {
    equivalent
    valid_from
  }
}
    `) as unknown as TypedDocumentString<
  ConsoleAddCo2EquivalentMutation,
  ConsoleAddCo2EquivalentMutationVariables
>;
export const ConsoleAddCo2FactorDocument = new TypedDocumentString(`
    mutation console_add_co2_factor($factor: ConsoleCo2FactorInput!) {
  console_add_co2_factor(factor: $factor) {
    category
    manufacturer
    model
    valid_from
  }
}
    `) as unknown as TypedDocumentString<
  ConsoleAddCo2FactorMutation,
  ConsoleAddCo2FactorMutationVariables
>;
export const ConsoleAddStaffMemberDocument = new TypedDocumentString(`
    mutation console_add_staff_member($email: String!, $name: String!, $role: StaffRole!, $language: String!) {
  console_add_staff_member(
    email: $email
    name: $name
    role: $role
    language: $language
  ) {
    member {
      id
      email
      name
    }
    first_password
  }
}
    `) as unknown as TypedDocumentString<
  ConsoleAddStaffMemberMutation,
  ConsoleAddStaffMemberMutationVariables
>;
export const ConsoleAdvanceJobDocument = new TypedDocumentString(`
    mutation console_advance_job($id: ID!, $status: JobStatus!, $occurred_at: String) {
  console_advance_job(id: $id, status: $status, occurred_at: $occurred_at) {
    id
    job_number
    status
  }
}
    `) as unknown as TypedDocumentString<
  ConsoleAdvanceJobMutation,
  ConsoleAdvanceJobMutationVariables
>;
export const ConsoleApproveAccessRequestDocument = new TypedDocumentString(`
    mutation console_approve_access_request($id: ID!, $supplier_id: ID) {
  console_approve_access_request(id: $id, supplier_id: $supplier_id) {
    supplier_id
    supplier_created
    invited_email
  }
}
    `) as unknown as TypedDocumentString<
  ConsoleApproveAccessRequestMutation,
  ConsoleApproveAccessRequestMutationVariables
>;
export const ConsoleAssignCustomerContactDocument = new TypedDocumentString(`
    mutation console_assign_customer_contact($customer_id: ID!, $contact_id: ID!, $role: ContactRole!) {
  console_assign_customer_contact(
    customer_id: $customer_id
    contact_id: $contact_id
    role: $role
  ) {
    role
  }
}
    `) as unknown as TypedDocumentString<
  ConsoleAssignCustomerContactMutation,
  ConsoleAssignCustomerContactMutationVariables
>;
export const ConsoleCo2EquivalentsDocument = new TypedDocumentString(`
    query console_co2_equivalents($equivalent: String, $at: String, $page: Int, $page_size: Int, $sort: ConsoleCo2EquivalentSort, $direction: SortDirection) {
  console_co2_equivalents(
    equivalent: $equivalent
    at: $at
    page: $page
    page_size: $page_size
    sort: $sort
    direction: $direction
  ) {
    total
    page
    page_size
    kinds
    items {
      equivalent
      country
      valid_from
      per_ton_co2e
      source
      source_year
      source_url
    }
  }
}
    `) as unknown as TypedDocumentString<
  ConsoleCo2EquivalentsQuery,
  ConsoleCo2EquivalentsQueryVariables
>;
export const ConsoleCo2FactorsDocument = new TypedDocumentString(`
    query console_co2_factors($category: String, $at: String, $page: Int, $page_size: Int, $sort: ConsoleCo2FactorSort, $direction: SortDirection) {
  console_co2_factors(
    category: $category
    at: $at
    page: $page
    page_size: $page_size
    sort: $sort
    direction: $direction
  ) {
    items {
      category
      manufacturer
      model
      valid_from
      kg_co2e
      kg_co2e_low
      kg_co2e_high
      source
      source_year
      source_url
    }
    total
    page
    page_size
    categories
  }
}
    `) as unknown as TypedDocumentString<ConsoleCo2FactorsQuery, ConsoleCo2FactorsQueryVariables>;
export const ConsoleConfirmCodeDocument = new TypedDocumentString(`
    mutation console_confirm_code($challenge: String!, $code: String!) {
  console_confirm_code(challenge: $challenge, code: $code) {
    token
    expires_at
    recovery_codes
    staff {
      id
      name
    }
  }
}
    `) as unknown as TypedDocumentString<
  ConsoleConfirmCodeMutation,
  ConsoleConfirmCodeMutationVariables
>;
export const ConsoleCreateCustomerDocument = new TypedDocumentString(`
    mutation console_create_customer($customer: ConsoleNewCustomerInput!) {
  console_create_customer(customer: $customer) {
    id
    company
  }
}
    `) as unknown as TypedDocumentString<
  ConsoleCreateCustomerMutation,
  ConsoleCreateCustomerMutationVariables
>;
export const ConsoleCreateProviderKeyDocument = new TypedDocumentString(`
    mutation console_create_provider_key($name: String!) {
  console_create_provider_key(name: $name) {
    secret
    key {
      id
      name
    }
  }
}
    `) as unknown as TypedDocumentString<
  ConsoleCreateProviderKeyMutation,
  ConsoleCreateProviderKeyMutationVariables
>;
export const ConsoleCustomerAgreementsDocument = new TypedDocumentString(`
    query console_customer_agreements($customer_id: ID!, $text: String, $page: Int, $page_size: Int, $sort: ConsoleAgreementSort, $direction: SortDirection) {
  console_customer_agreements(
    customer_id: $customer_id
    text: $text
    page: $page
    page_size: $page_size
    sort: $sort
    direction: $direction
  ) {
    total
    page
    page_size
    items {
      id
      agreement_number
      title
      is_main
      valid_from
      valid_to
      status
      terms_path
    }
  }
}
    `) as unknown as TypedDocumentString<
  ConsoleCustomerAgreementsQuery,
  ConsoleCustomerAgreementsQueryVariables
>;
export const ConsoleCustomerContactsDocument = new TypedDocumentString(`
    query console_customer_contacts($customer_id: ID!) {
  console_customer_contacts(customer_id: $customer_id) {
    role
    contact {
      ...ConsoleProviderContactFields
    }
  }
}
    fragment ConsoleProviderContactFields on ConsoleProviderContact {
  id
  name
  email
  phone
  job_title
  job_title_translations {
    language
    title
  }
  customer_count
}`) as unknown as TypedDocumentString<
  ConsoleCustomerContactsQuery,
  ConsoleCustomerContactsQueryVariables
>;
export const ConsoleCustomerLogoDocument = new TypedDocumentString(`
    query console_customer_logo($customer_id: ID!) {
  console_customer_logo(customer_id: $customer_id)
}
    `) as unknown as TypedDocumentString<
  ConsoleCustomerLogoQuery,
  ConsoleCustomerLogoQueryVariables
>;
export const ConsoleCustomerShipmentItemsDocument = new TypedDocumentString(`
    query console_customer_shipment_items($customer_id: ID!) {
  console_customer_shipment_items(customer_id: $customer_id)
}
    `) as unknown as TypedDocumentString<
  ConsoleCustomerShipmentItemsQuery,
  ConsoleCustomerShipmentItemsQueryVariables
>;
export const ConsoleCustomerUsersDocument = new TypedDocumentString(`
    query console_customer_users($customer_id: ID!, $text: String, $page: Int, $page_size: Int, $sort: ConsoleCustomerUserSort, $direction: SortDirection) {
  console_customer_users(
    customer_id: $customer_id
    text: $text
    page: $page
    page_size: $page_size
    sort: $sort
    direction: $direction
  ) {
    total
    page
    page_size
    items {
      id
      email
      first_name
      last_name
      status
      is_admin
      has_report_access
      language
      last_sign_in_at
      invited_at
    }
  }
}
    `) as unknown as TypedDocumentString<
  ConsoleCustomerUsersQuery,
  ConsoleCustomerUsersQueryVariables
>;
export const ConsoleCustomerDocument = new TypedDocumentString(`
    query console_customer($id: ID!) {
  console_customer(id: $id) {
    id
    company
    org_number
    is_master_account
    master_id
    master_company
    sub_supplier_count
    can_upload
    report_access_default
    active_users
    invited_users
    last_sign_in_at
    created_at
  }
}
    `) as unknown as TypedDocumentString<ConsoleCustomerQuery, ConsoleCustomerQueryVariables>;
export const ConsoleCustomersDocument = new TypedDocumentString(`
    query console_customers($text: String, $page: Int, $page_size: Int, $sort: ConsoleCustomerSort, $direction: SortDirection) {
  console_customers(
    text: $text
    page: $page
    page_size: $page_size
    sort: $sort
    direction: $direction
  ) {
    total
    page
    page_size
    items {
      id
      company
      org_number
      is_master_account
      master_company
      sub_supplier_count
      can_upload
      active_users
      invited_users
      last_sign_in_at
      created_at
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleCustomersQuery, ConsoleCustomersQueryVariables>;
export const ConsoleDeactivateCustomerUserDocument = new TypedDocumentString(`
    mutation console_deactivate_customer_user($user_id: ID!) {
  console_deactivate_customer_user(user_id: $user_id) {
    id
    first_name
    last_name
    status
  }
}
    `) as unknown as TypedDocumentString<
  ConsoleDeactivateCustomerUserMutation,
  ConsoleDeactivateCustomerUserMutationVariables
>;
export const ConsoleDeactivateStaffMemberDocument = new TypedDocumentString(`
    mutation console_deactivate_staff_member($id: ID!) {
  console_deactivate_staff_member(id: $id) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<
  ConsoleDeactivateStaffMemberMutation,
  ConsoleDeactivateStaffMemberMutationVariables
>;
export const ConsoleDocumentsDocument = new TypedDocumentString(`
    query console_documents($text: String, $category: ConsoleDocumentCategory, $page: Int, $page_size: Int, $sort: ConsoleDocumentSort, $direction: SortDirection) {
  console_documents(
    text: $text
    category: $category
    page: $page
    page_size: $page_size
    sort: $sort
    direction: $direction
  ) {
    total
    page
    page_size
    items {
      id
      key
      category
      title
      title_translations {
        language
        title
      }
      language
      supplier_id
      customer
      file_name
      size
      position
      updated_at
      path
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleDocumentsQuery, ConsoleDocumentsQueryVariables>;
export const ConsoleFailedMailsDocument = new TypedDocumentString(`
    query console_failed_mails($text: String, $page: Int, $page_size: Int, $sort: ConsoleFailedMailSort, $direction: SortDirection) {
  console_failed_mails(
    text: $text
    page: $page
    page_size: $page_size
    sort: $sort
    direction: $direction
  ) {
    items {
      id
      recipient
      subject
      template
      attempts
      last_error
      created_at
    }
    total
    page
    page_size
  }
}
    `) as unknown as TypedDocumentString<ConsoleFailedMailsQuery, ConsoleFailedMailsQueryVariables>;
export const ConsoleFailingWebhookEndpointsDocument = new TypedDocumentString(`
    query console_failing_webhook_endpoints($text: String, $page: Int, $page_size: Int, $sort: ConsoleFailingWebhookEndpointSort, $direction: SortDirection) {
  console_failing_webhook_endpoints(
    text: $text
    page: $page
    page_size: $page_size
    sort: $sort
    direction: $direction
  ) {
    items {
      id
      supplier_id
      customer
      url
      enabled
      consecutive_failed_events
      disabled_reason
    }
    total
    page
    page_size
  }
}
    `) as unknown as TypedDocumentString<
  ConsoleFailingWebhookEndpointsQuery,
  ConsoleFailingWebhookEndpointsQueryVariables
>;
export const ConsoleInboxSummaryDocument = new TypedDocumentString(`
    query console_inbox_summary {
  console_inbox_summary {
    pending_access_requests
    new_orders
    open_holds
    overdue_holds
    failed_mails
    failing_webhook_endpoints
  }
}
    `) as unknown as TypedDocumentString<
  ConsoleInboxSummaryQuery,
  ConsoleInboxSummaryQueryVariables
>;
export const ConsoleInviteCustomerUserDocument = new TypedDocumentString(`
    mutation console_invite_customer_user($customer_id: ID!, $email: String!, $first_name: String!, $last_name: String!, $language: String!, $is_admin: Boolean!, $has_report_access: Boolean!) {
  console_invite_customer_user(
    customer_id: $customer_id
    email: $email
    first_name: $first_name
    last_name: $last_name
    language: $language
    is_admin: $is_admin
    has_report_access: $has_report_access
  ) {
    id
    email
  }
}
    `) as unknown as TypedDocumentString<
  ConsoleInviteCustomerUserMutation,
  ConsoleInviteCustomerUserMutationVariables
>;
export const ConsoleJobSealsDocument = new TypedDocumentString(`
    query console_job_seals($id: ID!) {
  console_job_seals(id: $id)
}
    `) as unknown as TypedDocumentString<ConsoleJobSealsQuery, ConsoleJobSealsQueryVariables>;
export const ConsoleJobDocument = new TypedDocumentString(`
    query console_job($id: ID!) {
  console_job(id: $id) {
    id
    job_number
    kind
    status
    requested_date
    created_at
    customer_id
    customer
    company_name
    address
    zip_code
    city
    country
    contact_first_name
    contact_last_name
    contact_email
    contact_phone
    recipient_name
    recipient_email
    case_reference
    delivery_info
    equipment
    storage_units {
      type
      quantity
    }
    ordered_by
    attachments {
      id
      file_name
      size_bytes
      download_path
    }
    seals
    status_history {
      status
      occurred_at
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleJobQuery, ConsoleJobQueryVariables>;
export const ConsoleJobsDocument = new TypedDocumentString(`
    query console_jobs($statuses: [JobStatus!], $text: String, $from: String, $to: String, $page: Int, $page_size: Int, $sort: ConsoleJobSort, $direction: SortDirection) {
  console_jobs(
    statuses: $statuses
    text: $text
    from: $from
    to: $to
    page: $page
    page_size: $page_size
    sort: $sort
    direction: $direction
  ) {
    total
    page
    page_size
    items {
      id
      job_number
      kind
      status
      requested_date
      created_at
      customer
      city
      recipient_name
      unresolved_missing_assets
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleJobsQuery, ConsoleJobsQueryVariables>;
export const ConsoleLinkJobUnitsDocument = new TypedDocumentString(`
    mutation console_link_job_units($id: ID!, $serial_numbers: [String!]!) {
  console_link_job_units(id: $id, serial_numbers: $serial_numbers) {
    job_number
    linked
    unknown_serial_numbers
  }
}
    `) as unknown as TypedDocumentString<
  ConsoleLinkJobUnitsMutation,
  ConsoleLinkJobUnitsMutationVariables
>;
export const ConsoleMeDocument = new TypedDocumentString(`
    query console_me {
  console_me {
    id
    email
    name
    role
    language
    session_expires_at
  }
}
    `) as unknown as TypedDocumentString<ConsoleMeQuery, ConsoleMeQueryVariables>;
export const ConsoleMicrosoftLoginUrlDocument = new TypedDocumentString(`
    query console_microsoft_login_url {
  console_microsoft_login_url {
    url
    state
  }
}
    `) as unknown as TypedDocumentString<
  ConsoleMicrosoftLoginUrlQuery,
  ConsoleMicrosoftLoginUrlQueryVariables
>;
export const ConsoleMicrosoftSignInAvailableDocument = new TypedDocumentString(`
    query console_microsoft_sign_in_available {
  console_microsoft_sign_in_available
}
    `) as unknown as TypedDocumentString<
  ConsoleMicrosoftSignInAvailableQuery,
  ConsoleMicrosoftSignInAvailableQueryVariables
>;
export const ConsoleOpenHoldsDocument = new TypedDocumentString(`
    query console_open_holds($text: String, $page: Int, $page_size: Int, $sort: ConsoleOpenHoldSort, $direction: SortDirection) {
  console_open_holds(
    text: $text
    page: $page
    page_size: $page_size
    sort: $sort
    direction: $direction
  ) {
    total
    page
    page_size
    items {
      id
      customer_id
      customer
      serial_number
      manufacturer
      model
      job_number
      reason
      note
      placed_at
      respond_by
      overdue
      value_at_stake
      currency
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleOpenHoldsQuery, ConsoleOpenHoldsQueryVariables>;
export const ConsoleProviderContactsDocument = new TypedDocumentString(`
    query console_provider_contacts($text: String, $page: Int, $page_size: Int, $sort: ConsoleProviderContactSort, $direction: SortDirection) {
  console_provider_contacts(
    text: $text
    page: $page
    page_size: $page_size
    sort: $sort
    direction: $direction
  ) {
    items {
      ...ConsoleProviderContactFields
    }
    total
    page
    page_size
  }
}
    fragment ConsoleProviderContactFields on ConsoleProviderContact {
  id
  name
  email
  phone
  job_title
  job_title_translations {
    language
    title
  }
  customer_count
}`) as unknown as TypedDocumentString<
  ConsoleProviderContactsQuery,
  ConsoleProviderContactsQueryVariables
>;
export const ConsoleProviderIdentityDocument = new TypedDocumentString(`
    query console_provider_identity {
  console_provider_identity {
    ...ConsoleProviderIdentityFields
  }
}
    fragment ConsoleProviderIdentityFields on ConsoleProviderIdentity {
  legal_name
  address
  address_country
  organisation_number
  signatory_name
  signatory_title
  bank_account
  iban
  bic
  logo
  signature
  source
  changed_at
  changed_by
}`) as unknown as TypedDocumentString<
  ConsoleProviderIdentityQuery,
  ConsoleProviderIdentityQueryVariables
>;
export const ConsoleProviderKeysDocument = new TypedDocumentString(`
    query console_provider_keys($page: Int, $page_size: Int) {
  console_provider_keys(page: $page, page_size: $page_size) {
    total
    page
    page_size
    items {
      id
      name
      created_at
      last_used_at
      revoked_at
    }
  }
}
    `) as unknown as TypedDocumentString<
  ConsoleProviderKeysQuery,
  ConsoleProviderKeysQueryVariables
>;
export const ConsoleRecordJobSealsDocument = new TypedDocumentString(`
    mutation console_record_job_seals($id: ID!, $seals: [String!]!) {
  console_record_job_seals(id: $id, seals: $seals) {
    job_number
    added
    seals
  }
}
    `) as unknown as TypedDocumentString<
  ConsoleRecordJobSealsMutation,
  ConsoleRecordJobSealsMutationVariables
>;
export const ConsoleRejectAccessRequestDocument = new TypedDocumentString(`
    mutation console_reject_access_request($id: ID!, $reason: String!) {
  console_reject_access_request(id: $id, reason: $reason) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<
  ConsoleRejectAccessRequestMutation,
  ConsoleRejectAccessRequestMutationVariables
>;
export const ConsoleRemoveCustomerLogoDocument = new TypedDocumentString(`
    mutation console_remove_customer_logo($customer_id: ID!) {
  console_remove_customer_logo(customer_id: $customer_id)
}
    `) as unknown as TypedDocumentString<
  ConsoleRemoveCustomerLogoMutation,
  ConsoleRemoveCustomerLogoMutationVariables
>;
export const ConsoleRemoveProviderIdentityImageDocument = new TypedDocumentString(`
    mutation console_remove_provider_identity_image($image: ProviderIdentityImage!) {
  console_remove_provider_identity_image(image: $image) {
    ...ConsoleProviderIdentityFields
  }
}
    fragment ConsoleProviderIdentityFields on ConsoleProviderIdentity {
  legal_name
  address
  address_country
  organisation_number
  signatory_name
  signatory_title
  bank_account
  iban
  bic
  logo
  signature
  source
  changed_at
  changed_by
}`) as unknown as TypedDocumentString<
  ConsoleRemoveProviderIdentityImageMutation,
  ConsoleRemoveProviderIdentityImageMutationVariables
>;
export const ConsoleResendCustomerInvitationDocument = new TypedDocumentString(`
    mutation console_resend_customer_invitation($user_id: ID!) {
  console_resend_customer_invitation(user_id: $user_id) {
    id
    email
  }
}
    `) as unknown as TypedDocumentString<
  ConsoleResendCustomerInvitationMutation,
  ConsoleResendCustomerInvitationMutationVariables
>;
export const ConsoleResetStaffMemberDocument = new TypedDocumentString(`
    mutation console_reset_staff_member($id: ID!) {
  console_reset_staff_member(id: $id) {
    member {
      id
      email
      name
    }
    first_password
  }
}
    `) as unknown as TypedDocumentString<
  ConsoleResetStaffMemberMutation,
  ConsoleResetStaffMemberMutationVariables
>;
export const ConsoleRetireDocumentDocument = new TypedDocumentString(`
    mutation console_retire_document($id: ID!) {
  console_retire_document(id: $id) {
    id
    title
  }
}
    `) as unknown as TypedDocumentString<
  ConsoleRetireDocumentMutation,
  ConsoleRetireDocumentMutationVariables
>;
export const ConsoleRetryMailDocument = new TypedDocumentString(`
    mutation console_retry_mail($id: ID!) {
  console_retry_mail(id: $id) {
    id
    recipient
  }
}
    `) as unknown as TypedDocumentString<
  ConsoleRetryMailMutation,
  ConsoleRetryMailMutationVariables
>;
export const ConsoleRevokeProviderKeyDocument = new TypedDocumentString(`
    mutation console_revoke_provider_key($id: ID!) {
  console_revoke_provider_key(id: $id) {
    id
    revoked_at
  }
}
    `) as unknown as TypedDocumentString<
  ConsoleRevokeProviderKeyMutation,
  ConsoleRevokeProviderKeyMutationVariables
>;
export const ConsoleSaveProviderContactDocument = new TypedDocumentString(`
    mutation console_save_provider_contact($id: ID, $contact: ConsoleProviderContactInput!) {
  console_save_provider_contact(id: $id, contact: $contact) {
    ...ConsoleProviderContactFields
  }
}
    fragment ConsoleProviderContactFields on ConsoleProviderContact {
  id
  name
  email
  phone
  job_title
  job_title_translations {
    language
    title
  }
  customer_count
}`) as unknown as TypedDocumentString<
  ConsoleSaveProviderContactMutation,
  ConsoleSaveProviderContactMutationVariables
>;
export const ConsoleSaveProviderIdentityDocument = new TypedDocumentString(`
    mutation console_save_provider_identity($identity: ConsoleProviderIdentityInput!) {
  console_save_provider_identity(identity: $identity) {
    ...ConsoleProviderIdentityFields
  }
}
    fragment ConsoleProviderIdentityFields on ConsoleProviderIdentity {
  legal_name
  address
  address_country
  organisation_number
  signatory_name
  signatory_title
  bank_account
  iban
  bic
  logo
  signature
  source
  changed_at
  changed_by
}`) as unknown as TypedDocumentString<
  ConsoleSaveProviderIdentityMutation,
  ConsoleSaveProviderIdentityMutationVariables
>;
export const ConsoleSetCustomerCanUploadDocument = new TypedDocumentString(`
    mutation console_set_customer_can_upload($customer_id: ID!, $can_upload: Boolean!) {
  console_set_customer_can_upload(
    customer_id: $customer_id
    can_upload: $can_upload
  ) {
    id
    company
    can_upload
  }
}
    `) as unknown as TypedDocumentString<
  ConsoleSetCustomerCanUploadMutation,
  ConsoleSetCustomerCanUploadMutationVariables
>;
export const ConsoleSetCustomerReportAccessDefaultDocument = new TypedDocumentString(`
    mutation console_set_customer_report_access_default($customer_id: ID!, $report_access_default: Boolean!) {
  console_set_customer_report_access_default(
    customer_id: $customer_id
    report_access_default: $report_access_default
  ) {
    id
    company
    report_access_default
  }
}
    `) as unknown as TypedDocumentString<
  ConsoleSetCustomerReportAccessDefaultMutation,
  ConsoleSetCustomerReportAccessDefaultMutationVariables
>;
export const ConsoleSetCustomerShipmentItemsDocument = new TypedDocumentString(`
    mutation console_set_customer_shipment_items($customer_id: ID!, $items: [String!]!) {
  console_set_customer_shipment_items(customer_id: $customer_id, items: $items)
}
    `) as unknown as TypedDocumentString<
  ConsoleSetCustomerShipmentItemsMutation,
  ConsoleSetCustomerShipmentItemsMutationVariables
>;
export const ConsoleSignInMicrosoftDocument = new TypedDocumentString(`
    mutation console_sign_in_microsoft($callback_code: String!, $state: String!) {
  console_sign_in_microsoft(callback_code: $callback_code, state: $state) {
    token
    expires_at
  }
}
    `) as unknown as TypedDocumentString<
  ConsoleSignInMicrosoftMutation,
  ConsoleSignInMicrosoftMutationVariables
>;
export const ConsoleSignInDocument = new TypedDocumentString(`
    mutation console_sign_in($email: String!, $password: String!) {
  console_sign_in(email: $email, password: $password) {
    challenge
    totp_setup {
      secret
      key_uri
      qr_code
    }
  }
}
    `) as unknown as TypedDocumentString<ConsoleSignInMutation, ConsoleSignInMutationVariables>;
export const ConsoleSignOutDocument = new TypedDocumentString(`
    mutation console_sign_out {
  console_sign_out
}
    `) as unknown as TypedDocumentString<ConsoleSignOutMutation, ConsoleSignOutMutationVariables>;
export const ConsoleStaffLogDocument = new TypedDocumentString(`
    query console_staff_log($text: String, $action: String, $from: String, $to: String, $page: Int, $page_size: Int) {
  console_staff_log(
    text: $text
    action: $action
    from: $from
    to: $to
    page: $page
    page_size: $page_size
  ) {
    items {
      id
      occurred_at
      staff_name
      action
      target_type
      target_label
      supplier_id
      customer
      ip_address
    }
    total
    page
    page_size
  }
}
    `) as unknown as TypedDocumentString<ConsoleStaffLogQuery, ConsoleStaffLogQueryVariables>;
export const ConsoleStaffMembersDocument = new TypedDocumentString(`
    query console_staff_members($text: String, $page: Int, $page_size: Int, $sort: ConsoleStaffMemberSort, $direction: SortDirection) {
  console_staff_members(
    text: $text
    page: $page
    page_size: $page_size
    sort: $sort
    direction: $direction
  ) {
    items {
      id
      email
      name
      role
      language
      status
      authenticator_set_up
      created_at
      last_sign_in_at
    }
    total
    page
    page_size
  }
}
    `) as unknown as TypedDocumentString<
  ConsoleStaffMembersQuery,
  ConsoleStaffMembersQueryVariables
>;
export const ConsoleUnassignCustomerContactDocument = new TypedDocumentString(`
    mutation console_unassign_customer_contact($customer_id: ID!, $contact_id: ID!, $role: ContactRole!) {
  console_unassign_customer_contact(
    customer_id: $customer_id
    contact_id: $contact_id
    role: $role
  ) {
    role
  }
}
    `) as unknown as TypedDocumentString<
  ConsoleUnassignCustomerContactMutation,
  ConsoleUnassignCustomerContactMutationVariables
>;
export const ConsoleViewAsCustomerDocument = new TypedDocumentString(`
    mutation console_view_as_customer($customer_id: ID!, $user_id: ID!, $reason: String!, $minutes: Int!) {
  console_view_as_customer(
    customer_id: $customer_id
    user_id: $user_id
    reason: $reason
    minutes: $minutes
  ) {
    handover_code
    ends_at
  }
}
    `) as unknown as TypedDocumentString<
  ConsoleViewAsCustomerMutation,
  ConsoleViewAsCustomerMutationVariables
>;
export const GetSupplierContactsDocument = new TypedDocumentString(`
    query get_supplier_contacts {
  get_suppliers {
    id
    company
    contact {
      id
      contact_name
      contact_email
      contact_phone
      contact_job_title
    }
    customer_contacts {
      email
      name
      phone
      job_title
      profile_picture
      role
    }
  }
}
    `) as unknown as TypedDocumentString<
  GetSupplierContactsQuery,
  GetSupplierContactsQueryVariables
>;
export const SendContactMessageDocument = new TypedDocumentString(`
    mutation send_contact_message($subject: String!, $message: String!) {
  send_contact_message(subject: $subject, message: $message) {
    recipient_name
  }
}
    `) as unknown as TypedDocumentString<
  SendContactMessageMutation,
  SendContactMessageMutationVariables
>;
export const GetDepartmentsDocument = new TypedDocumentString(`
    query get_departments {
  get_departments {
    agreement_overview {
      id
      agreement_number
      title
      is_main
      valid_from
      valid_to
      status
      company
    }
    main_agreement {
      id
      agreement_number
      title
      description
      valid_from
      valid_to
      status
      company
      terms_document {
        id
        title
        extension
        size
        path
      }
    }
    associated_companies {
      id
      company
      address
      city
      zip
    }
  }
}
    `) as unknown as TypedDocumentString<GetDepartmentsQuery, GetDepartmentsQueryVariables>;
export const GetDocumentPageDocument = new TypedDocumentString(`
    query get_document_page($filter: DocumentFilter, $page: Int, $page_size: Int, $sort: DocumentSort, $direction: SortDirection) {
  get_document_page(
    filter: $filter
    page: $page
    page_size: $page_size
    sort: $sort
    direction: $direction
  ) {
    documents {
      id
      title
      category
      extension
      size
      language
      path
      updated_at
    }
    total
  }
}
    `) as unknown as TypedDocumentString<GetDocumentPageQuery, GetDocumentPageQueryVariables>;
export const EvidencePackJobsDocument = new TypedDocumentString(`
    query evidence_pack_jobs {
  get_evidence_pack_jobs {
    id
    job_number
    status
    created
  }
}
    `) as unknown as TypedDocumentString<EvidencePackJobsQuery, EvidencePackJobsQueryVariables>;
export const GetEvidencePacksDocument = new TypedDocumentString(`
    query get_evidence_packs($page: Int, $page_size: Int) {
  get_evidence_packs(page: $page, page_size: $page_size) {
    packs {
      ...EvidencePackFields
    }
    total
    page
    page_size
  }
}
    fragment EvidencePackFields on EvidencePack {
  id
  status
  progress_percent
  job_id
  job_number
  from
  to
  department
  ordered_by
  created
  completed
  file_name
  size_bytes
  sha256
  download_path
}`) as unknown as TypedDocumentString<GetEvidencePacksQuery, GetEvidencePacksQueryVariables>;
export const OrderEvidencePackDocument = new TypedDocumentString(`
    mutation order_evidence_pack($input: OrderEvidencePackInput!) {
  order_evidence_pack(input: $input) {
    ...EvidencePackFields
  }
}
    fragment EvidencePackFields on EvidencePack {
  id
  status
  progress_percent
  job_id
  job_number
  from
  to
  department
  ordered_by
  created
  completed
  file_name
  size_bytes
  sha256
  download_path
}`) as unknown as TypedDocumentString<
  OrderEvidencePackMutation,
  OrderEvidencePackMutationVariables
>;
export const InviteCodeValidationDocument = new TypedDocumentString(`
    query invite_code_validation($invite_code: String!) {
  invite_code_validation(invite_code: $invite_code) {
    id
    email
    first_name
    last_name
    phone
  }
}
    `) as unknown as TypedDocumentString<
  InviteCodeValidationQuery,
  InviteCodeValidationQueryVariables
>;
export const RegisterInvitedUserDocument = new TypedDocumentString(`
    mutation register_invited_user($first_name: String!, $last_name: String!, $phone: String!, $job_title: String!, $language: String!, $email: String!, $password: String!, $microsoft_user: Boolean!, $invite_code: String!) {
  register_invited_user(
    first_name: $first_name
    last_name: $last_name
    phone: $phone
    job_title: $job_title
    language: $language
    email: $email
    password: $password
    microsoft_user: $microsoft_user
    invite_code: $invite_code
  ) {
    id
    token
    language
  }
}
    `) as unknown as TypedDocumentString<
  RegisterInvitedUserMutation,
  RegisterInvitedUserMutationVariables
>;
export const GetAssignmentDefaultsDocument = new TypedDocumentString(`
    query get_assignment_defaults {
  get_assignment_defaults {
    company_name
    address
    city
    zip_code
    country
    contact_first_name
    contact_last_name
    email
    phone
    recipient_name
    recipient_email
    earliest_date
    can_upload
    equipment_options
  }
}
    `) as unknown as TypedDocumentString<
  GetAssignmentDefaultsQuery,
  GetAssignmentDefaultsQueryVariables
>;
export const GetJobReconciliationDocument = new TypedDocumentString(`
    query get_job_reconciliation($job_id: ID!, $filter: ReconciliationFilter, $sort: ReconciliationSort, $page: Int, $page_size: Int) {
  get_job_reconciliation(
    job_id: $job_id
    filter: $filter
    sort: $sort
    page: $page
    page_size: $page_size
  ) {
    job_id
    can_change_list
    reconciled
    total
    page
    page_size
    counts {
      expected
      received
      matched
      missing
      unresolved_missing
      unexpected
    }
    rows {
      serial_number
      status
      asset_tag
      expected_model
      line_number
      received_manufacturer
      received_model
      received_at
      resolution
      resolution_note
      device_id
      device_name
      holds_data
      outcome
    }
  }
}
    `) as unknown as TypedDocumentString<
  GetJobReconciliationQuery,
  GetJobReconciliationQueryVariables
>;
export const GetJobUnitsDocument = new TypedDocumentString(`
    query get_job_units($job_id: ID!, $filter: JobUnitFilter, $page: Int, $page_size: Int, $sort: JobUnitSort, $direction: SortDirection) {
  get_job_units(
    job_id: $job_id
    filter: $filter
    page: $page
    page_size: $page_size
    sort: $sort
    direction: $direction
  ) {
    units {
      id
      serial_number
      manufacturer
      model
      category
      grade
      outcome
      created_at
      value {
        amount
        currency
      }
    }
    total
  }
}
    `) as unknown as TypedDocumentString<GetJobUnitsQuery, GetJobUnitsQueryVariables>;
export const GetJobDocument = new TypedDocumentString(`
    query get_job($id: ID!) {
  get_job(id: $id) {
    ...JobSummaryFields
    unresolved_missing_assets
    open_holds
    unit_values {
      units
      valued_units
      total
      resale
      scrap
      currency
    }
    country
    contact_first_name
    contact_last_name
    email
    phone
    delivery_info
    recipient_name
    recipient_email
    equipment
    storage_units {
      type
      quantity
    }
    attachments {
      id
      file_name
      content_type
      size_bytes
      download_path
    }
    status_history {
      status
      occurred_at
    }
    processed_unit_count
  }
}
    fragment JobSummaryFields on Job {
  id
  job_number
  kind
  status
  date
  address
  zip_code
  city
  company_name
  contact_first_name
  contact_last_name
  case_reference
  ordered_by
  supplier_company
  created_at
  unresolved_missing_assets
}`) as unknown as TypedDocumentString<GetJobQuery, GetJobQueryVariables>;
export const GetJobsDocument = new TypedDocumentString(`
    query get_jobs($filter: JobFilter, $page: Int, $page_size: Int, $sort: JobSort, $direction: SortDirection) {
  get_jobs(
    filter: $filter
    page: $page
    page_size: $page_size
    sort: $sort
    direction: $direction
  ) {
    jobs {
      ...JobSummaryFields
    }
    total
    page
    page_size
    companies {
      id
      company
    }
  }
}
    fragment JobSummaryFields on Job {
  id
  job_number
  kind
  status
  date
  address
  zip_code
  city
  company_name
  contact_first_name
  contact_last_name
  case_reference
  ordered_by
  supplier_company
  created_at
  unresolved_missing_assets
}`) as unknown as TypedDocumentString<GetJobsQuery, GetJobsQueryVariables>;
export const OrderAssignmentDocument = new TypedDocumentString(`
    mutation order_assignment($idempotency_key: String!, $assignment: AssignmentInput!) {
  order_assignment(idempotency_key: $idempotency_key, assignment: $assignment) {
    id
    job_number
    recipient_email
  }
}
    `) as unknown as TypedDocumentString<OrderAssignmentMutation, OrderAssignmentMutationVariables>;
export const GetNotificationEmailChoicesDocument = new TypedDocumentString(`
    query get_notification_email_choices {
  get_notification_email_choices {
    kind
    email
  }
}
    `) as unknown as TypedDocumentString<
  GetNotificationEmailChoicesQuery,
  GetNotificationEmailChoicesQueryVariables
>;
export const GetNotificationUnreadCountDocument = new TypedDocumentString(`
    query get_notification_unread_count {
  get_notification_unread_count
}
    `) as unknown as TypedDocumentString<
  GetNotificationUnreadCountQuery,
  GetNotificationUnreadCountQueryVariables
>;
export const GetNotificationsDocument = new TypedDocumentString(`
    query get_notifications($before: String, $limit: Int) {
  get_notifications(before: $before, limit: $limit) {
    notifications {
      id
      kind
      subject
      status
      link
      download_url
      read
      created_at
    }
    next_before
  }
}
    `) as unknown as TypedDocumentString<GetNotificationsQuery, GetNotificationsQueryVariables>;
export const MarkAllNotificationsReadDocument = new TypedDocumentString(`
    mutation mark_all_notifications_read {
  mark_all_notifications_read
}
    `) as unknown as TypedDocumentString<
  MarkAllNotificationsReadMutation,
  MarkAllNotificationsReadMutationVariables
>;
export const MarkNotificationReadDocument = new TypedDocumentString(`
    mutation mark_notification_read($notification_id: ID!) {
  mark_notification_read(notification_id: $notification_id)
}
    `) as unknown as TypedDocumentString<
  MarkNotificationReadMutation,
  MarkNotificationReadMutationVariables
>;
export const SetNotificationEmailChoicesDocument = new TypedDocumentString(`
    mutation set_notification_email_choices($choices: [NotificationEmailChoiceInput!]!) {
  set_notification_email_choices(choices: $choices) {
    kind
    email
  }
}
    `) as unknown as TypedDocumentString<
  SetNotificationEmailChoicesMutation,
  SetNotificationEmailChoicesMutationVariables
>;
export const CreateReportSubscriptionDocument = new TypedDocumentString(`
    mutation create_report_subscription($input: ReportSubscriptionInput!) {
  create_report_subscription(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<
  CreateReportSubscriptionMutation,
  CreateReportSubscriptionMutationVariables
>;
export const DeleteReportSubscriptionDocument = new TypedDocumentString(`
    mutation delete_report_subscription($id: ID!) {
  delete_report_subscription(id: $id)
}
    `) as unknown as TypedDocumentString<
  DeleteReportSubscriptionMutation,
  DeleteReportSubscriptionMutationVariables
>;
export const GetCertificatePageDocument = new TypedDocumentString(`
    query get_certificate_page($filter: CertificateFilter, $page: Int, $page_size: Int, $sort: CertificateSort, $direction: SortDirection) {
  get_certificate_page(
    filter: $filter
    page: $page
    page_size: $page_size
    sort: $sort
    direction: $direction
  ) {
    certificates {
      ...ReportFields
    }
    total
    in_progress
  }
}
    fragment ReportFields on Report {
  id
  name
  kind
  status
  units_done
  units_total
  created
  completed
  ordered_by
  available_until
  expired
  recipients
  department
  from
  to
  date_column
  free_text
  serial_or_product
  regular
  interval
  certificate_number
  files {
    format
    file_name
    size_bytes
    sha256
    download_url
  }
}`) as unknown as TypedDocumentString<GetCertificatePageQuery, GetCertificatePageQueryVariables>;
export const GetReportOptionsDocument = new TypedDocumentString(`
    query get_report_options {
  get_user {
    id
    email
  }
  get_suppliers {
    id
    company
    is_master_account
    sub_suppliers {
      id
      company
    }
  }
}
    `) as unknown as TypedDocumentString<GetReportOptionsQuery, GetReportOptionsQueryVariables>;
export const GetReportPageDocument = new TypedDocumentString(`
    query get_report_page($filter: ReportFilter, $page: Int, $page_size: Int, $sort: ReportSort, $direction: SortDirection) {
  get_report_page(
    filter: $filter
    page: $page
    page_size: $page_size
    sort: $sort
    direction: $direction
  ) {
    reports {
      ...ReportFields
    }
    total
    companies {
      id
      company
    }
  }
}
    fragment ReportFields on Report {
  id
  name
  kind
  status
  units_done
  units_total
  created
  completed
  ordered_by
  available_until
  expired
  recipients
  department
  from
  to
  date_column
  free_text
  serial_or_product
  regular
  interval
  certificate_number
  files {
    format
    file_name
    size_bytes
    sha256
    download_url
  }
}`) as unknown as TypedDocumentString<GetReportPageQuery, GetReportPageQueryVariables>;
export const GetReportSubscriptionPageDocument = new TypedDocumentString(`
    query get_report_subscription_page($filter: ReportSubscriptionFilter, $page: Int, $page_size: Int, $sort: ReportSubscriptionSort, $direction: SortDirection) {
  get_report_subscription_page(
    filter: $filter
    page: $page
    page_size: $page_size
    sort: $sort
    direction: $direction
  ) {
    subscriptions {
      id
      kind
      interval
      date_column
      department
      free_text
      serial_or_product
      recipients
      created
      created_by
      last_period_from
      status
      paused_reason
      paused_at
    }
    total
    companies {
      id
      company
    }
  }
}
    `) as unknown as TypedDocumentString<
  GetReportSubscriptionPageQuery,
  GetReportSubscriptionPageQueryVariables
>;
export const OrderReportDocument = new TypedDocumentString(`
    mutation order_report($input: OrderReportInput!) {
  order_report(input: $input) {
    ...ReportFields
  }
}
    fragment ReportFields on Report {
  id
  name
  kind
  status
  units_done
  units_total
  created
  completed
  ordered_by
  available_until
  expired
  recipients
  department
  from
  to
  date_column
  free_text
  serial_or_product
  regular
  interval
  certificate_number
  files {
    format
    file_name
    size_bytes
    sha256
    download_url
  }
}`) as unknown as TypedDocumentString<OrderReportMutation, OrderReportMutationVariables>;
export const RetryReportDocument = new TypedDocumentString(`
    mutation retry_report($id: ID!) {
  retry_report(id: $id) {
    ...ReportFields
  }
}
    fragment ReportFields on Report {
  id
  name
  kind
  status
  units_done
  units_total
  created
  completed
  ordered_by
  available_until
  expired
  recipients
  department
  from
  to
  date_column
  free_text
  serial_or_product
  regular
  interval
  certificate_number
  files {
    format
    file_name
    size_bytes
    sha256
    download_url
  }
}`) as unknown as TypedDocumentString<RetryReportMutation, RetryReportMutationVariables>;
export const TakeOverReportSubscriptionDocument = new TypedDocumentString(`
    mutation take_over_report_subscription($subscription_id: ID!) {
  take_over_report_subscription(subscription_id: $subscription_id) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<
  TakeOverReportSubscriptionMutation,
  TakeOverReportSubscriptionMutationVariables
>;
export const VerifyCertificateDocument = new TypedDocumentString(`
    query verify_certificate($certificate_number: String!, $sha256: String!) {
  verify_certificate(certificate_number: $certificate_number, sha256: $sha256) {
    valid
    certificate_number
    issued_at
    supplier
    from
    to
    units
  }
}
    `) as unknown as TypedDocumentString<VerifyCertificateQuery, VerifyCertificateQueryVariables>;
export const CreateScimTokenDocument = new TypedDocumentString(`
    mutation create_scim_token($name: String!) {
  create_scim_token(name: $name) {
    token
    base_url
    scim_token {
      ...ScimTokenFields
    }
  }
}
    fragment ScimTokenFields on ScimToken {
  id
  name
  created_at
  created_by_name
  created_by_active
  last_used_at
}`) as unknown as TypedDocumentString<CreateScimTokenMutation, CreateScimTokenMutationVariables>;
export const GetScimProvisioningDocument = new TypedDocumentString(`
    query get_scim_provisioning {
  get_scim_provisioning {
    base_url
    tokens {
      ...ScimTokenFields
    }
  }
}
    fragment ScimTokenFields on ScimToken {
  id
  name
  created_at
  created_by_name
  created_by_active
  last_used_at
}`) as unknown as TypedDocumentString<GetScimProvisioningQuery, GetScimProvisioningQueryVariables>;
export const RevokeScimTokenDocument = new TypedDocumentString(`
    mutation revoke_scim_token($token_id: ID!) {
  revoke_scim_token(token_id: $token_id)
}
    `) as unknown as TypedDocumentString<RevokeScimTokenMutation, RevokeScimTokenMutationVariables>;
export const SearchPortalDocument = new TypedDocumentString(`
    query search_portal($text: String!) {
  search_portal(text: $text) {
    kind
    label
    secondary_text
    day
    target_id
    settlement_period_type
  }
}
    `) as unknown as TypedDocumentString<SearchPortalQuery, SearchPortalQueryVariables>;
export const GetSettlementLinesDocument = new TypedDocumentString(`
    query get_settlement_lines($settlement_id: ID!, $filter: SettlementLineFilter, $page: Int, $page_size: Int, $sort: SettlementLineSort, $direction: SortDirection) {
  get_settlement_lines(
    settlement_id: $settlement_id
    filter: $filter
    page: $page
    page_size: $page_size
    sort: $sort
    direction: $direction
  ) {
    lines {
      position
      description
      category
      quantity
      resale_value
      service_costs
      net_amount
      job {
        id
        job_number
        unit_values {
          units
          valued_units
          total
        }
      }
    }
    total
  }
}
    `) as unknown as TypedDocumentString<GetSettlementLinesQuery, GetSettlementLinesQueryVariables>;
export const GetSettlementsDocument = new TypedDocumentString(`
    query get_settlements($type: SettlementListType!, $filter: SettlementFilter, $page: Int, $page_size: Int, $sort: SettlementSort, $direction: SortDirection) {
  get_settlements(
    type: $type
    filter: $filter
    page: $page
    page_size: $page_size
    sort: $sort
    direction: $direction
  ) {
    currency
    total
    companies {
      id
      company
    }
    totals {
      count
      resale_value
      service_costs
      net_amount
    }
    settlements {
      id
      settlement_number
      company
      period_type
      period_start
      period_end
      currency
      resale_value
      service_costs
      net_amount
      status
      document {
        file_name
        extension
        size
        path
      }
    }
  }
}
    `) as unknown as TypedDocumentString<GetSettlementsQuery, GetSettlementsQueryVariables>;
export const GetStartupDocument = new TypedDocumentString(`
    query get_startup {
  get_startup {
    user {
      id
      language
    }
    permissions {
      has_report_access
      can_upload
      is_admin
      can_switch_supplier
    }
    shipment_items {
      name
    }
    webshop_url
    messenger {
      page_id
      app_id
    }
    session_expires_at
  }
}
    `) as unknown as TypedDocumentString<GetStartupQuery, GetStartupQueryVariables>;
export const DeactivateSupplierUserDocument = new TypedDocumentString(`
    mutation deactivate_supplier_user($user_id: ID!) {
  deactivate_supplier_user(user_id: $user_id) {
    ...SupplierUserFields
  }
}
    fragment SupplierUserFields on SupplierUser {
  id
  email
  first_name
  last_name
  status
  is_admin
  has_report_access
  language
  last_sign_in_at
  invited_at
}`) as unknown as TypedDocumentString<
  DeactivateSupplierUserMutation,
  DeactivateSupplierUserMutationVariables
>;
export const GetSupplierInvitationDefaultsDocument = new TypedDocumentString(`
    query get_supplier_invitation_defaults {
  get_supplier_invitation_defaults {
    has_report_access
  }
}
    `) as unknown as TypedDocumentString<
  GetSupplierInvitationDefaultsQuery,
  GetSupplierInvitationDefaultsQueryVariables
>;
export const GetSupplierUserPageDocument = new TypedDocumentString(`
    query get_supplier_user_page($filter: SupplierUserFilter, $page: Int, $page_size: Int, $sort: SupplierUserSort, $direction: SortDirection) {
  get_supplier_user_page(
    filter: $filter
    page: $page
    page_size: $page_size
    sort: $sort
    direction: $direction
  ) {
    users {
      ...SupplierUserFields
    }
    total
  }
}
    fragment SupplierUserFields on SupplierUser {
  id
  email
  first_name
  last_name
  status
  is_admin
  has_report_access
  language
  last_sign_in_at
  invited_at
}`) as unknown as TypedDocumentString<GetSupplierUserPageQuery, GetSupplierUserPageQueryVariables>;
export const GetSupplierUserTokensDocument = new TypedDocumentString(`
    query get_supplier_user_tokens($user_id: ID!) {
  get_supplier_user_tokens(user_id: $user_id) {
    api_tokens
    scim_tokens
  }
}
    `) as unknown as TypedDocumentString<
  GetSupplierUserTokensQuery,
  GetSupplierUserTokensQueryVariables
>;
export const InviteSupplierUserDocument = new TypedDocumentString(`
    mutation invite_supplier_user($email: String!, $first_name: String!, $last_name: String!, $language: String!, $has_report_access: Boolean!) {
  invite_supplier_user(
    email: $email
    first_name: $first_name
    last_name: $last_name
    language: $language
    has_report_access: $has_report_access
  ) {
    ...SupplierUserFields
  }
}
    fragment SupplierUserFields on SupplierUser {
  id
  email
  first_name
  last_name
  status
  is_admin
  has_report_access
  language
  last_sign_in_at
  invited_at
}`) as unknown as TypedDocumentString<
  InviteSupplierUserMutation,
  InviteSupplierUserMutationVariables
>;
export const ResendInvitationDocument = new TypedDocumentString(`
    mutation resend_invitation($user_id: ID!) {
  resend_invitation(user_id: $user_id) {
    ...SupplierUserFields
  }
}
    fragment SupplierUserFields on SupplierUser {
  id
  email
  first_name
  last_name
  status
  is_admin
  has_report_access
  language
  last_sign_in_at
  invited_at
}`) as unknown as TypedDocumentString<ResendInvitationMutation, ResendInvitationMutationVariables>;
export const GetCo2MethodVersionsDocument = new TypedDocumentString(`
    query get_co2_method_versions($language: String) {
  get_co2_method_versions(language: $language) {
    version
    valid_from
    valid_to
    published_on
    boundary
    baseline
    deductions
    uncertainty
    category_factors {
      category
      valid_from
      kg_co2e
      kg_co2e_low
      kg_co2e_high
      source
      source_year
    }
    model_factors
    sources {
      source
      source_year
      source_url
      factors
    }
  }
}
    `) as unknown as TypedDocumentString<
  GetCo2MethodVersionsQuery,
  GetCo2MethodVersionsQueryVariables
>;
export const AnswerUnitHoldsDocument = new TypedDocumentString(`
    mutation answer_unit_holds($hold_ids: [ID!]!, $decision: UnitHoldDecision!, $note: String) {
  answer_unit_holds(hold_ids: $hold_ids, decision: $decision, note: $note) {
    answered
    holds {
      ...UnitHoldFields
    }
  }
}
    fragment UnitHoldFields on UnitHold {
  id
  unit_id
  serial_number
  asset_tag
  device_name
  manufacturer
  model
  job_id
  job_number
  reason
  note
  value_at_stake
  currency
  placed_at
  respond_by
  overdue
  state
  answered_at
  answered_by
  answer_note
}`) as unknown as TypedDocumentString<AnswerUnitHoldsMutation, AnswerUnitHoldsMutationVariables>;
export const GetUnitHoldsDocument = new TypedDocumentString(`
    query get_unit_holds($filter: UnitHoldFilter, $page: Int, $page_size: Int, $sort: UnitHoldSort, $direction: SortDirection) {
  get_unit_holds(
    filter: $filter
    page: $page
    page_size: $page_size
    sort: $sort
    direction: $direction
  ) {
    total
    page
    page_size
    open_count
    holds {
      ...UnitHoldFields
    }
  }
}
    fragment UnitHoldFields on UnitHold {
  id
  unit_id
  serial_number
  asset_tag
  device_name
  manufacturer
  model
  job_id
  job_number
  reason
  note
  value_at_stake
  currency
  placed_at
  respond_by
  overdue
  state
  answered_at
  answered_by
  answer_note
}`) as unknown as TypedDocumentString<GetUnitHoldsQuery, GetUnitHoldsQueryVariables>;
export const GetUnitDocument = new TypedDocumentString(`
    query get_unit($id: ID!) {
  get_unit(id: $id) {
    id
    serial_number
    manufacturer
    model
    category
    weight_kg
    grade
    sanitisation_method
    erasure_standard
    sanitisation_result
    sanitised_at
    outcome
    downstream_recycler
    created_at
    graded_date
    completed_date
    job_number
    supplier_company
    certificate_path
    value {
      amount
      kind
      currency
    }
    job {
      id
      job_number
      seal_numbers
      collected_at
    }
    carriers {
      carrier_serial
      carrier_type
      manufacturer
      model
      capacity_gb
      sanitisation_level
      sanitisation_technique
      particle_size_mm
      tool_name
      tool_version
      verification_method
      verification_result
      operator
      sanitised_at
      result
    }
    holds {
      id
      reason
      note
      state
      placed_at
      respond_by
      answered_at
      answered_by
      answer_note
    }
  }
}
    `) as unknown as TypedDocumentString<GetUnitQuery, GetUnitQueryVariables>;
export const GetMaterialOutflowsDocument = new TypedDocumentString(`
    query get_material_outflows($filter: UnitSummaryFilter!) {
  get_material_outflows(filter: $filter) {
    routes {
      route
      units
      weighed_units
      tonnes
      hazardous_tonnes
    }
    units
    unweighed_units
    tonnes
    hazardous_tonnes
    companies {
      supplier_id
      company
      tonnes
      hazardous_tonnes
      routes {
        route
        tonnes
      }
    }
  }
}
    `) as unknown as TypedDocumentString<
  GetMaterialOutflowsQuery,
  GetMaterialOutflowsQueryVariables
>;
export const GetSuppliersDocument = new TypedDocumentString(`
    query get_suppliers {
  get_suppliers {
    id
    company
    is_master_account
    sub_suppliers {
      id
      company
    }
  }
}
    `) as unknown as TypedDocumentString<GetSuppliersQuery, GetSuppliersQueryVariables>;
export const GetUnitSummaryDocument = new TypedDocumentString(`
    query get_unit_summary($filter: UnitSummaryFilter!) {
  get_unit_summary(filter: $filter) {
    from
    to
    date_column
    recycled_units
    reused_units
    stocked_units
    in_process_units
    co2_savings_tons
    co2_savings_low_tons
    co2_savings_high_tons
    method_versions
    equivalents {
      equivalent
      amount
      source
      source_year
      source_url
      local
    }
    chart {
      category
      processed_units
    }
    previous {
      from
      to
      recycled_units
      reused_units
      stocked_units
      in_process_units
      co2_savings_tons
    }
  }
}
    `) as unknown as TypedDocumentString<GetUnitSummaryQuery, GetUnitSummaryQueryVariables>;
export const GetUnitTrendDocument = new TypedDocumentString(`
    query get_unit_trend($filter: UnitSummaryFilter!) {
  get_unit_trend(filter: $filter) {
    month
    reused_units
    recycled_units
    stocked_units
    in_process_units
    co2_savings_tons
  }
}
    `) as unknown as TypedDocumentString<GetUnitTrendQuery, GetUnitTrendQueryVariables>;
export const SearchUnitPageDocument = new TypedDocumentString(`
    query search_unit_page($serial_number: String, $supplier_id: ID, $category: String, $outcomes: [String!], $date_column: DateColumn, $from: String, $to: String, $page: Int, $page_size: Int, $sort: UnitSearchSort, $direction: SortDirection) {
  search_unit_page(
    serial_number: $serial_number
    supplier_id: $supplier_id
    category: $category
    outcomes: $outcomes
    date_column: $date_column
    from: $from
    to: $to
    page: $page
    page_size: $page_size
    sort: $sort
    direction: $direction
  ) {
    units {
      id
      serial_number
      manufacturer
      model
      category
      grade
      sanitisation_method
      erasure_standard
      sanitisation_result
      outcome
      created_at
      graded_date
      completed_date
      job_number
      supplier_company
    }
    total
  }
}
    `) as unknown as TypedDocumentString<SearchUnitPageQuery, SearchUnitPageQueryVariables>;
export const GetUserDocument = new TypedDocumentString(`
    query get_user {
  get_user {
    id
    name
    language
    supplier {
      id
      company
      logo
    }
  }
}
    `) as unknown as TypedDocumentString<GetUserQuery, GetUserQueryVariables>;
export const VerifyDocumentDocument = new TypedDocumentString(`
    query verify_document($sha256: String!) {
  verify_document(sha256: $sha256) {
    found
    kind
    file_name
    size_bytes
    supplier
    issued_at
  }
}
    `) as unknown as TypedDocumentString<VerifyDocumentQuery, VerifyDocumentQueryVariables>;
export const CreateWebhookEndpointDocument = new TypedDocumentString(`
    mutation create_webhook_endpoint($input: CreateWebhookEndpointInput!) {
  create_webhook_endpoint(input: $input) {
    endpoint {
      ...WebhookEndpointFields
    }
    secret
  }
}
    fragment WebhookEndpointFields on WebhookEndpoint {
  id
  url
  description
  events
  enabled
  disabled_reason
  created_at
  previous_secret_expires_at
}`) as unknown as TypedDocumentString<
  CreateWebhookEndpointMutation,
  CreateWebhookEndpointMutationVariables
>;
export const DeleteWebhookEndpointDocument = new TypedDocumentString(`
    mutation delete_webhook_endpoint($endpoint_id: ID!) {
  delete_webhook_endpoint(endpoint_id: $endpoint_id)
}
    `) as unknown as TypedDocumentString<
  DeleteWebhookEndpointMutation,
  DeleteWebhookEndpointMutationVariables
>;
export const GetWebhookDeliveryPageDocument = new TypedDocumentString(`
    query get_webhook_delivery_page($endpoint_id: ID!, $filter: WebhookDeliveryFilter, $page: Int, $page_size: Int, $sort: WebhookDeliverySort, $direction: SortDirection) {
  get_webhook_delivery_page(
    endpoint_id: $endpoint_id
    filter: $filter
    page: $page
    page_size: $page_size
    sort: $sort
    direction: $direction
  ) {
    deliveries {
      ...WebhookDeliveryFields
    }
    total
  }
}
    fragment WebhookDeliveryFields on WebhookDelivery {
  id
  event_id
  event_type
  status
  attempts
  response_status
  last_error
  created_at
  last_attempt_at
}`) as unknown as TypedDocumentString<
  GetWebhookDeliveryPageQuery,
  GetWebhookDeliveryPageQueryVariables
>;
export const GetWebhookEndpointsDocument = new TypedDocumentString(`
    query get_webhook_endpoints {
  get_webhook_endpoints {
    ...WebhookEndpointFields
  }
}
    fragment WebhookEndpointFields on WebhookEndpoint {
  id
  url
  description
  events
  enabled
  disabled_reason
  created_at
  previous_secret_expires_at
}`) as unknown as TypedDocumentString<GetWebhookEndpointsQuery, GetWebhookEndpointsQueryVariables>;
export const RedeliverWebhookDocument = new TypedDocumentString(`
    mutation redeliver_webhook($delivery_id: ID!) {
  redeliver_webhook(delivery_id: $delivery_id) {
    ...WebhookDeliveryFields
  }
}
    fragment WebhookDeliveryFields on WebhookDelivery {
  id
  event_id
  event_type
  status
  attempts
  response_status
  last_error
  created_at
  last_attempt_at
}`) as unknown as TypedDocumentString<RedeliverWebhookMutation, RedeliverWebhookMutationVariables>;
export const RotateWebhookSecretDocument = new TypedDocumentString(`
    mutation rotate_webhook_secret($endpoint_id: ID!) {
  rotate_webhook_secret(endpoint_id: $endpoint_id) {
    endpoint {
      ...WebhookEndpointFields
    }
    secret
  }
}
    fragment WebhookEndpointFields on WebhookEndpoint {
  id
  url
  description
  events
  enabled
  disabled_reason
  created_at
  previous_secret_expires_at
}`) as unknown as TypedDocumentString<
  RotateWebhookSecretMutation,
  RotateWebhookSecretMutationVariables
>;
export const SendWebhookTestEventDocument = new TypedDocumentString(`
    mutation send_webhook_test_event($endpoint_id: ID!) {
  send_webhook_test_event(endpoint_id: $endpoint_id)
}
    `) as unknown as TypedDocumentString<
  SendWebhookTestEventMutation,
  SendWebhookTestEventMutationVariables
>;
export const SetWebhookEndpointEnabledDocument = new TypedDocumentString(`
    mutation set_webhook_endpoint_enabled($endpoint_id: ID!, $enabled: Boolean!) {
  set_webhook_endpoint_enabled(endpoint_id: $endpoint_id, enabled: $enabled) {
    ...WebhookEndpointFields
  }
}
    fragment WebhookEndpointFields on WebhookEndpoint {
  id
  url
  description
  events
  enabled
  disabled_reason
  created_at
  previous_secret_expires_at
}`) as unknown as TypedDocumentString<
  SetWebhookEndpointEnabledMutation,
  SetWebhookEndpointEnabledMutationVariables
>;
export const GetMicrosoftLoginUrlDocument = new TypedDocumentString(`
    query get_microsoft_login_url {
  get_microsoft_login_url {
    url
    state
  }
}
    `) as unknown as TypedDocumentString<
  GetMicrosoftLoginUrlQuery,
  GetMicrosoftLoginUrlQueryVariables
>;
