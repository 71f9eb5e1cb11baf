/* eslint-disable */
import * as types from './graphql';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
  'mutation request_access($company_name: String!, $org_number: String!, $first_name: String!, $last_name: String!, $phone: String!, $email: String!, $language: String) {\n  request_access(\n    company_name: $company_name\n    org_number: $org_number\n    first_name: $first_name\n    last_name: $last_name\n    phone: $phone\n    email: $email\n    language: $language\n  )\n}': typeof types.RequestAccessDocument;
  'query account_profile {\n  get_user {\n    id\n    email\n    first_name\n    last_name\n    phone\n    job_title\n    language\n    country\n    is_admin\n  }\n}': typeof types.AccountProfileDocument;
  'mutation auth_swap($supplier_id: ID!) {\n  auth_swap(supplier_id: $supplier_id) {\n    id\n    token\n  }\n}': typeof types.AuthSwapDocument;
  'query switchable_suppliers {\n  get_suppliers {\n    id\n    company\n  }\n}': typeof types.SwitchableSuppliersDocument;
  'mutation update_user_information($first_name: String!, $last_name: String!, $phone: String!, $job_title: String!, $language: String!, $old_password: String, $new_password: String) {\n  update_user_information(\n    first_name: $first_name\n    last_name: $last_name\n    phone: $phone\n    job_title: $job_title\n    language: $language\n    old_password: $old_password\n    new_password: $new_password\n  ) {\n    id\n    first_name\n    last_name\n    phone\n    job_title\n    language\n  }\n}': typeof types.UpdateUserInformationDocument;
  'mutation create_api_token($name: String!, $scope: ApiTokenScope!, $expires_in_days: Int!) {\n  create_api_token(name: $name, scope: $scope, expires_in_days: $expires_in_days) {\n    secret\n    api_token {\n      id\n      name\n    }\n  }\n}': typeof types.CreateApiTokenDocument;
  'query get_api_tokens {\n  get_api_tokens {\n    id\n    name\n    scope\n    status\n    created_by\n    created_by_active\n    created_at\n    expires_at\n    last_used_at\n    revoked_at\n  }\n}': typeof types.GetApiTokensDocument;
  'mutation revoke_api_token($id: ID!) {\n  revoke_api_token(id: $id) {\n    id\n    status\n  }\n}': typeof types.RevokeApiTokenDocument;
  'query get_attention_items {\n  get_attention_items {\n    items {\n      kind\n      status\n      target_id\n      label\n      date\n      count\n      overdue_count\n      job_kind\n      settlement_period_type\n    }\n    more {\n      kind\n      count\n    }\n  }\n}': typeof types.GetAttentionItemsDocument;
  'query get_audit_log_people($supplier_id: ID) {\n  get_audit_log_actors(supplier_id: $supplier_id) {\n    id\n    name\n    email\n  }\n  get_suppliers {\n    id\n    company\n  }\n}': typeof types.GetAuditLogPeopleDocument;
  'query get_audit_log($filter: AuditLogFilter, $page: Int, $page_size: Int) {\n  get_audit_log(filter: $filter, page: $page, page_size: $page_size) {\n    entries {\n      id\n      occurred_at\n      supplier_id\n      supplier_name\n      actor {\n        type\n        id\n        name\n        email\n      }\n      ip_address\n      user_agent\n      action\n      target_type\n      target_label\n      details\n    }\n    total\n    page\n    page_size\n    actions\n    retention_months\n  }\n}': typeof types.GetAuditLogDocument;
  'mutation auth_microsoft_choose($choice_code: String!, $company: Int!) {\n  auth_microsoft_choose(choice_code: $choice_code, company: $company) {\n    id\n    token\n  }\n}': typeof types.AuthMicrosoftChooseDocument;
  'mutation auth_microsoft($callback_code: String!, $state: String!) {\n  auth_microsoft(callback_code: $callback_code, state: $state) {\n    id\n    token\n  }\n}': typeof types.AuthMicrosoftDocument;
  'mutation auth($email: String!, $password: String!) {\n  auth(email: $email, password: $password) {\n    id\n    token\n    language\n  }\n}': typeof types.AuthDocument;
  'mutation logout {\n  logout\n}': typeof types.LogoutDocument;
  'mutation renew_token {\n  renew_token {\n    token\n  }\n}': typeof types.RenewTokenDocument;
  'query reset_code_validation($reset_code: String!) {\n  reset_code_validation(reset_code: $reset_code) {\n    valid\n    email\n  }\n}': typeof types.ResetCodeValidationDocument;
  'mutation reset_password($email: String!) {\n  reset_password(email: $email)\n}': typeof types.ResetPasswordDocument;
  'mutation start_customer_view($code: String!) {\n  start_customer_view(code: $code) {\n    token\n  }\n}': typeof types.StartCustomerViewDocument;
  'mutation update_password($email: String!, $password: String!, $reset_code: String!) {\n  update_password(email: $email, password: $password, reset_code: $reset_code) {\n    id\n    token\n    language\n  }\n}': typeof types.UpdatePasswordDocument;
  'query console_access_requests($status: AccessRequestStatus, $text: String, $page: Int, $page_size: Int, $sort: ConsoleAccessRequestSort, $direction: SortDirection) {\n  console_access_requests(\n    status: $status\n    text: $text\n    page: $page\n    page_size: $page_size\n    sort: $sort\n    direction: $direction\n  ) {\n    total\n    page\n    page_size\n    items {\n      id\n      company_name\n      org_number\n      first_name\n      last_name\n      phone\n      email\n      language\n      status\n      created_at\n      decided_at\n      rejection_reason\n      decided_by\n      matching_suppliers {\n        id\n        company\n      }\n    }\n  }\n}': typeof types.ConsoleAccessRequestsDocument;
  'mutation console_add_co2_equivalent($equivalent: ConsoleCo2EquivalentInput!) {\n  console_add_co2_equivalent(equivalent: $equivalent) {\n    equivalent\n    valid_from\n  }\n}': typeof types.ConsoleAddCo2EquivalentDocument;
  'mutation console_add_co2_factor($factor: ConsoleCo2FactorInput!) {\n  console_add_co2_factor(factor: $factor) {\n    category\n    manufacturer\n    model\n    valid_from\n  }\n}': typeof types.ConsoleAddCo2FactorDocument;
  'mutation console_add_staff_member($email: String!, $name: String!, $role: StaffRole!, $language: String!) {\n  console_add_staff_member(\n    email: $email\n    name: $name\n    role: $role\n    language: $language\n  ) {\n    member {\n      id\n      email\n      name\n    }\n    first_password\n  }\n}': typeof types.ConsoleAddStaffMemberDocument;
  'mutation console_advance_job($id: ID!, $status: JobStatus!, $occurred_at: String) {\n  console_advance_job(id: $id, status: $status, occurred_at: $occurred_at) {\n    id\n    job_number\n    status\n  }\n}': typeof types.ConsoleAdvanceJobDocument;
  'mutation console_approve_access_request($id: ID!, $supplier_id: ID) {\n  console_approve_access_request(id: $id, supplier_id: $supplier_id) {\n    supplier_id\n    supplier_created\n    invited_email\n  }\n}': typeof types.ConsoleApproveAccessRequestDocument;
  'mutation console_assign_customer_contact($customer_id: ID!, $contact_id: ID!, $role: ContactRole!) {\n  console_assign_customer_contact(\n    customer_id: $customer_id\n    contact_id: $contact_id\n    role: $role\n  ) {\n    role\n  }\n}': typeof types.ConsoleAssignCustomerContactDocument;
  'query console_co2_equivalents($equivalent: String, $at: String, $page: Int, $page_size: Int, $sort: ConsoleCo2EquivalentSort, $direction: SortDirection) {\n  console_co2_equivalents(\n    equivalent: $equivalent\n    at: $at\n    page: $page\n    page_size: $page_size\n    sort: $sort\n    direction: $direction\n  ) {\n    total\n    page\n    page_size\n    kinds\n    items {\n      equivalent\n      country\n      valid_from\n      per_ton_co2e\n      source\n      source_year\n      source_url\n    }\n  }\n}': typeof types.ConsoleCo2EquivalentsDocument;
  'query console_co2_factors($category: String, $at: String, $page: Int, $page_size: Int, $sort: ConsoleCo2FactorSort, $direction: SortDirection) {\n  console_co2_factors(\n    category: $category\n    at: $at\n    page: $page\n    page_size: $page_size\n    sort: $sort\n    direction: $direction\n  ) {\n    items {\n      category\n      manufacturer\n      model\n      valid_from\n      kg_co2e\n      kg_co2e_low\n      kg_co2e_high\n      source\n      source_year\n      source_url\n    }\n    total\n    page\n    page_size\n    categories\n  }\n}': typeof types.ConsoleCo2FactorsDocument;
  'mutation console_confirm_code($challenge: String!, $code: String!) {\n  console_confirm_code(challenge: $challenge, code: $code) {\n    token\n    expires_at\n    recovery_codes\n    staff {\n      id\n      name\n    }\n  }\n}': typeof types.ConsoleConfirmCodeDocument;
  'mutation console_create_customer($customer: ConsoleNewCustomerInput!) {\n  console_create_customer(customer: $customer) {\n    id\n    company\n  }\n}': typeof types.ConsoleCreateCustomerDocument;
  'mutation console_create_provider_key($name: String!) {\n  console_create_provider_key(name: $name) {\n    secret\n    key {\n      id\n      name\n    }\n  }\n}': typeof types.ConsoleCreateProviderKeyDocument;
  'query console_customer_agreements($customer_id: ID!, $text: String, $page: Int, $page_size: Int, $sort: ConsoleAgreementSort, $direction: SortDirection) {\n  console_customer_agreements(\n    customer_id: $customer_id\n    text: $text\n    page: $page\n    page_size: $page_size\n    sort: $sort\n    direction: $direction\n  ) {\n    total\n    page\n    page_size\n    items {\n      id\n      agreement_number\n      title\n      is_main\n      valid_from\n      valid_to\n      status\n      terms_path\n    }\n  }\n}': typeof types.ConsoleCustomerAgreementsDocument;
  'query console_customer_contacts($customer_id: ID!) {\n  console_customer_contacts(customer_id: $customer_id) {\n    role\n    contact {\n      ...ConsoleProviderContactFields\n    }\n  }\n}': typeof types.ConsoleCustomerContactsDocument;
  'query console_customer_logo($customer_id: ID!) {\n  console_customer_logo(customer_id: $customer_id)\n}': typeof types.ConsoleCustomerLogoDocument;
  'query console_customer_shipment_items($customer_id: ID!) {\n  console_customer_shipment_items(customer_id: $customer_id)\n}': typeof types.ConsoleCustomerShipmentItemsDocument;
  'query console_customer_users($customer_id: ID!, $text: String, $page: Int, $page_size: Int, $sort: ConsoleCustomerUserSort, $direction: SortDirection) {\n  console_customer_users(\n    customer_id: $customer_id\n    text: $text\n    page: $page\n    page_size: $page_size\n    sort: $sort\n    direction: $direction\n  ) {\n    total\n    page\n    page_size\n    items {\n      id\n      email\n      first_name\n      last_name\n      status\n      is_admin\n      has_report_access\n      language\n      last_sign_in_at\n      invited_at\n    }\n  }\n}': typeof types.ConsoleCustomerUsersDocument;
  'query console_customer($id: ID!) {\n  console_customer(id: $id) {\n    id\n    company\n    org_number\n    is_master_account\n    master_id\n    master_company\n    sub_supplier_count\n    can_upload\n    report_access_default\n    active_users\n    invited_users\n    last_sign_in_at\n    created_at\n  }\n}': typeof types.ConsoleCustomerDocument;
  'query console_customers($text: String, $page: Int, $page_size: Int, $sort: ConsoleCustomerSort, $direction: SortDirection) {\n  console_customers(\n    text: $text\n    page: $page\n    page_size: $page_size\n    sort: $sort\n    direction: $direction\n  ) {\n    total\n    page\n    page_size\n    items {\n      id\n      company\n      org_number\n      is_master_account\n      master_company\n      sub_supplier_count\n      can_upload\n      active_users\n      invited_users\n      last_sign_in_at\n      created_at\n    }\n  }\n}': typeof types.ConsoleCustomersDocument;
  'mutation console_deactivate_customer_user($user_id: ID!) {\n  console_deactivate_customer_user(user_id: $user_id) {\n    id\n    first_name\n    last_name\n    status\n  }\n}': typeof types.ConsoleDeactivateCustomerUserDocument;
  'mutation console_deactivate_staff_member($id: ID!) {\n  console_deactivate_staff_member(id: $id) {\n    id\n    status\n  }\n}': typeof types.ConsoleDeactivateStaffMemberDocument;
  'query console_documents($text: String, $category: ConsoleDocumentCategory, $page: Int, $page_size: Int, $sort: ConsoleDocumentSort, $direction: SortDirection) {\n  console_documents(\n    text: $text\n    category: $category\n    page: $page\n    page_size: $page_size\n    sort: $sort\n    direction: $direction\n  ) {\n    total\n    page\n    page_size\n    items {\n      id\n      key\n      category\n      title\n      title_translations {\n        language\n        title\n      }\n      language\n      supplier_id\n      customer\n      file_name\n      size\n      position\n      updated_at\n      path\n    }\n  }\n}': typeof types.ConsoleDocumentsDocument;
  'query console_failed_mails($text: String, $page: Int, $page_size: Int, $sort: ConsoleFailedMailSort, $direction: SortDirection) {\n  console_failed_mails(\n    text: $text\n    page: $page\n    page_size: $page_size\n    sort: $sort\n    direction: $direction\n  ) {\n    items {\n      id\n      recipient\n      subject\n      template\n      attempts\n      last_error\n      created_at\n    }\n    total\n    page\n    page_size\n  }\n}': typeof types.ConsoleFailedMailsDocument;
  'query console_failing_webhook_endpoints($text: String, $page: Int, $page_size: Int, $sort: ConsoleFailingWebhookEndpointSort, $direction: SortDirection) {\n  console_failing_webhook_endpoints(\n    text: $text\n    page: $page\n    page_size: $page_size\n    sort: $sort\n    direction: $direction\n  ) {\n    items {\n      id\n      supplier_id\n      customer\n      url\n      enabled\n      consecutive_failed_events\n      disabled_reason\n    }\n    total\n    page\n    page_size\n  }\n}': typeof types.ConsoleFailingWebhookEndpointsDocument;
  'query console_inbox_summary {\n  console_inbox_summary {\n    pending_access_requests\n    new_orders\n    open_holds\n    overdue_holds\n    failed_mails\n    failing_webhook_endpoints\n  }\n}': typeof types.ConsoleInboxSummaryDocument;
  'mutation console_invite_customer_user($customer_id: ID!, $email: String!, $first_name: String!, $last_name: String!, $language: String!, $is_admin: Boolean!, $has_report_access: Boolean!) {\n  console_invite_customer_user(\n    customer_id: $customer_id\n    email: $email\n    first_name: $first_name\n    last_name: $last_name\n    language: $language\n    is_admin: $is_admin\n    has_report_access: $has_report_access\n  ) {\n    id\n    email\n  }\n}': typeof types.ConsoleInviteCustomerUserDocument;
  'query console_job_seals($id: ID!) {\n  console_job_seals(id: $id)\n}': typeof types.ConsoleJobSealsDocument;
  'query console_job($id: ID!) {\n  console_job(id: $id) {\n    id\n    job_number\n    kind\n    status\n    requested_date\n    created_at\n    customer_id\n    customer\n    company_name\n    address\n    zip_code\n    city\n    country\n    contact_first_name\n    contact_last_name\n    contact_email\n    contact_phone\n    recipient_name\n    recipient_email\n    case_reference\n    delivery_info\n    equipment\n    storage_units {\n      type\n      quantity\n    }\n    ordered_by\n    attachments {\n      id\n      file_name\n      size_bytes\n      download_path\n    }\n    seals\n    status_history {\n      status\n      occurred_at\n    }\n  }\n}': typeof types.ConsoleJobDocument;
  'query console_jobs($statuses: [JobStatus!], $text: String, $from: String, $to: String, $page: Int, $page_size: Int, $sort: ConsoleJobSort, $direction: SortDirection) {\n  console_jobs(\n    statuses: $statuses\n    text: $text\n    from: $from\n    to: $to\n    page: $page\n    page_size: $page_size\n    sort: $sort\n    direction: $direction\n  ) {\n    total\n    page\n    page_size\n    items {\n      id\n      job_number\n      kind\n      status\n      requested_date\n      created_at\n      customer\n      city\n      recipient_name\n      unresolved_missing_assets\n    }\n  }\n}': typeof types.ConsoleJobsDocument;
  'mutation console_link_job_units($id: ID!, $serial_numbers: [String!]!) {\n  console_link_job_units(id: $id, serial_numbers: $serial_numbers) {\n    job_number\n    linked\n    unknown_serial_numbers\n  }\n}': typeof types.ConsoleLinkJobUnitsDocument;
  'query console_me {\n  console_me {\n    id\n    email\n    name\n    role\n    language\n    session_expires_at\n  }\n}': typeof types.ConsoleMeDocument;
  'query console_microsoft_login_url {\n  console_microsoft_login_url {\n    url\n    state\n  }\n}': typeof types.ConsoleMicrosoftLoginUrlDocument;
  'query console_microsoft_sign_in_available {\n  console_microsoft_sign_in_available\n}': typeof types.ConsoleMicrosoftSignInAvailableDocument;
  'query console_open_holds($text: String, $page: Int, $page_size: Int, $sort: ConsoleOpenHoldSort, $direction: SortDirection) {\n  console_open_holds(\n    text: $text\n    page: $page\n    page_size: $page_size\n    sort: $sort\n    direction: $direction\n  ) {\n    total\n    page\n    page_size\n    items {\n      id\n      customer_id\n      customer\n      serial_number\n      manufacturer\n      model\n      job_number\n      reason\n      note\n      placed_at\n      respond_by\n      overdue\n      value_at_stake\n      currency\n    }\n  }\n}': typeof types.ConsoleOpenHoldsDocument;
  'fragment ConsoleProviderContactFields on ConsoleProviderContact {\n  id\n  name\n  email\n  phone\n  job_title\n  job_title_translations {\n    language\n    title\n  }\n  customer_count\n}': typeof types.ConsoleProviderContactFieldsFragmentDoc;
  'query console_provider_contacts($text: String, $page: Int, $page_size: Int, $sort: ConsoleProviderContactSort, $direction: SortDirection) {\n  console_provider_contacts(\n    text: $text\n    page: $page\n    page_size: $page_size\n    sort: $sort\n    direction: $direction\n  ) {\n    items {\n      ...ConsoleProviderContactFields\n    }\n    total\n    page\n    page_size\n  }\n}': typeof types.ConsoleProviderContactsDocument;
  'fragment ConsoleProviderIdentityFields on ConsoleProviderIdentity {\n  legal_name\n  address\n  address_country\n  organisation_number\n  signatory_name\n  signatory_title\n  bank_account\n  iban\n  bic\n  logo\n  signature\n  source\n  changed_at\n  changed_by\n}': typeof types.ConsoleProviderIdentityFieldsFragmentDoc;
  'query console_provider_identity {\n  console_provider_identity {\n    ...ConsoleProviderIdentityFields\n  }\n}': typeof types.ConsoleProviderIdentityDocument;
  'query console_provider_keys($page: Int, $page_size: Int) {\n  console_provider_keys(page: $page, page_size: $page_size) {\n    total\n    page\n    page_size\n    items {\n      id\n      name\n      created_at\n      last_used_at\n      revoked_at\n    }\n  }\n}': typeof types.ConsoleProviderKeysDocument;
  'mutation console_record_job_seals($id: ID!, $seals: [String!]!) {\n  console_record_job_seals(id: $id, seals: $seals) {\n    job_number\n    added\n    seals\n  }\n}': typeof types.ConsoleRecordJobSealsDocument;
  'mutation console_reject_access_request($id: ID!, $reason: String!) {\n  console_reject_access_request(id: $id, reason: $reason) {\n    id\n    status\n  }\n}': typeof types.ConsoleRejectAccessRequestDocument;
  'mutation console_remove_customer_logo($customer_id: ID!) {\n  console_remove_customer_logo(customer_id: $customer_id)\n}': typeof types.ConsoleRemoveCustomerLogoDocument;
  'mutation console_remove_provider_identity_image($image: ProviderIdentityImage!) {\n  console_remove_provider_identity_image(image: $image) {\n    ...ConsoleProviderIdentityFields\n  }\n}': typeof types.ConsoleRemoveProviderIdentityImageDocument;
  'mutation console_resend_customer_invitation($user_id: ID!) {\n  console_resend_customer_invitation(user_id: $user_id) {\n    id\n    email\n  }\n}': typeof types.ConsoleResendCustomerInvitationDocument;
  'mutation console_reset_staff_member($id: ID!) {\n  console_reset_staff_member(id: $id) {\n    member {\n      id\n      email\n      name\n    }\n    first_password\n  }\n}': typeof types.ConsoleResetStaffMemberDocument;
  'mutation console_retire_document($id: ID!) {\n  console_retire_document(id: $id) {\n    id\n    title\n  }\n}': typeof types.ConsoleRetireDocumentDocument;
  'mutation console_retry_mail($id: ID!) {\n  console_retry_mail(id: $id) {\n    id\n    recipient\n  }\n}': typeof types.ConsoleRetryMailDocument;
  'mutation console_revoke_provider_key($id: ID!) {\n  console_revoke_provider_key(id: $id) {\n    id\n    revoked_at\n  }\n}': typeof types.ConsoleRevokeProviderKeyDocument;
  'mutation console_save_provider_contact($id: ID, $contact: ConsoleProviderContactInput!) {\n  console_save_provider_contact(id: $id, contact: $contact) {\n    ...ConsoleProviderContactFields\n  }\n}': typeof types.ConsoleSaveProviderContactDocument;
  'mutation console_save_provider_identity($identity: ConsoleProviderIdentityInput!) {\n  console_save_provider_identity(identity: $identity) {\n    ...ConsoleProviderIdentityFields\n  }\n}': typeof types.ConsoleSaveProviderIdentityDocument;
  'mutation console_set_customer_can_upload($customer_id: ID!, $can_upload: Boolean!) {\n  console_set_customer_can_upload(\n    customer_id: $customer_id\n    can_upload: $can_upload\n  ) {\n    id\n    company\n    can_upload\n  }\n}': typeof types.ConsoleSetCustomerCanUploadDocument;
  'mutation console_set_customer_report_access_default($customer_id: ID!, $report_access_default: Boolean!) {\n  console_set_customer_report_access_default(\n    customer_id: $customer_id\n    report_access_default: $report_access_default\n  ) {\n    id\n    company\n    report_access_default\n  }\n}': typeof types.ConsoleSetCustomerReportAccessDefaultDocument;
  'mutation console_set_customer_shipment_items($customer_id: ID!, $items: [String!]!) {\n  console_set_customer_shipment_items(customer_id: $customer_id, items: $items)\n}': typeof types.ConsoleSetCustomerShipmentItemsDocument;
  'mutation console_sign_in_microsoft($callback_code: String!, $state: String!) {\n  console_sign_in_microsoft(callback_code: $callback_code, state: $state) {\n    token\n    expires_at\n  }\n}': typeof types.ConsoleSignInMicrosoftDocument;
  'mutation console_sign_in($email: String!, $password: String!) {\n  console_sign_in(email: $email, password: $password) {\n    challenge\n    totp_setup {\n      secret\n      key_uri\n      qr_code\n    }\n  }\n}': typeof types.ConsoleSignInDocument;
  'mutation console_sign_out {\n  console_sign_out\n}': typeof types.ConsoleSignOutDocument;
  'query console_staff_log($text: String, $action: String, $from: String, $to: String, $page: Int, $page_size: Int) {\n  console_staff_log(\n    text: $text\n    action: $action\n    from: $from\n    to: $to\n    page: $page\n    page_size: $page_size\n  ) {\n    items {\n      id\n      occurred_at\n      staff_name\n      action\n      target_type\n      target_label\n      supplier_id\n      customer\n      ip_address\n    }\n    total\n    page\n    page_size\n  }\n}': typeof types.ConsoleStaffLogDocument;
  'query console_staff_members($text: String, $page: Int, $page_size: Int, $sort: ConsoleStaffMemberSort, $direction: SortDirection) {\n  console_staff_members(\n    text: $text\n    page: $page\n    page_size: $page_size\n    sort: $sort\n    direction: $direction\n  ) {\n    items {\n      id\n      email\n      name\n      role\n      language\n      status\n      authenticator_set_up\n      created_at\n      last_sign_in_at\n    }\n    total\n    page\n    page_size\n  }\n}': typeof types.ConsoleStaffMembersDocument;
  'mutation console_unassign_customer_contact($customer_id: ID!, $contact_id: ID!, $role: ContactRole!) {\n  console_unassign_customer_contact(\n    customer_id: $customer_id\n    contact_id: $contact_id\n    role: $role\n  ) {\n    role\n  }\n}': typeof types.ConsoleUnassignCustomerContactDocument;
  'mutation console_view_as_customer($customer_id: ID!, $user_id: ID!, $reason: String!, $minutes: Int!) {\n  console_view_as_customer(\n    customer_id: $customer_id\n    user_id: $user_id\n    reason: $reason\n    minutes: $minutes\n  ) {\n    handover_code\n    ends_at\n  }\n}': typeof types.ConsoleViewAsCustomerDocument;
  'query get_supplier_contacts {\n  get_suppliers {\n    id\n    company\n    contact {\n      id\n      contact_name\n      contact_email\n      contact_phone\n      contact_job_title\n    }\n    customer_contacts {\n      email\n      name\n      phone\n      job_title\n      profile_picture\n      role\n    }\n  }\n}': typeof types.GetSupplierContactsDocument;
  'mutation send_contact_message($subject: String!, $message: String!) {\n  send_contact_message(subject: $subject, message: $message) {\n    recipient_name\n  }\n}': typeof types.SendContactMessageDocument;
  'query get_departments {\n  get_departments {\n    agreement_overview {\n      id\n      agreement_number\n      title\n      is_main\n      valid_from\n      valid_to\n      status\n      company\n    }\n    main_agreement {\n      id\n      agreement_number\n      title\n      description\n      valid_from\n      valid_to\n      status\n      company\n      terms_document {\n        id\n        title\n        extension\n        size\n        path\n      }\n    }\n    associated_companies {\n      id\n      company\n      address\n      city\n      zip\n    }\n  }\n}': typeof types.GetDepartmentsDocument;
  'query get_document_page($filter: DocumentFilter, $page: Int, $page_size: Int, $sort: DocumentSort, $direction: SortDirection) {\n  get_document_page(\n    filter: $filter\n    page: $page\n    page_size: $page_size\n    sort: $sort\n    direction: $direction\n  ) {\n    documents {\n      id\n      title\n      category\n      extension\n      size\n      language\n      path\n      updated_at\n    }\n    total\n  }\n}': typeof types.GetDocumentPageDocument;
  'fragment EvidencePackFields on EvidencePack {\n  id\n  status\n  progress_percent\n  job_id\n  job_number\n  from\n  to\n  department\n  ordered_by\n  created\n  completed\n  file_name\n  size_bytes\n  sha256\n  download_path\n}': typeof types.EvidencePackFieldsFragmentDoc;
  'query evidence_pack_jobs {\n  get_evidence_pack_jobs {\n    id\n    job_number\n    status\n    created\n  }\n}': typeof types.EvidencePackJobsDocument;
  'query get_evidence_packs($page: Int, $page_size: Int) {\n  get_evidence_packs(page: $page, page_size: $page_size) {\n    packs {\n      ...EvidencePackFields\n    }\n    total\n    page\n    page_size\n  }\n}': typeof types.GetEvidencePacksDocument;
  'mutation order_evidence_pack($input: OrderEvidencePackInput!) {\n  order_evidence_pack(input: $input) {\n    ...EvidencePackFields\n  }\n}': typeof types.OrderEvidencePackDocument;
  'query invite_code_validation($invite_code: String!) {\n  invite_code_validation(invite_code: $invite_code) {\n    id\n    email\n    first_name\n    last_name\n    phone\n  }\n}': typeof types.InviteCodeValidationDocument;
  'mutation register_invited_user($first_name: String!, $last_name: String!, $phone: String!, $job_title: String!, $language: String!, $email: String!, $password: String!, $microsoft_user: Boolean!, $invite_code: String!) {\n  register_invited_user(\n    first_name: $first_name\n    last_name: $last_name\n    phone: $phone\n    job_title: $job_title\n    language: $language\n    email: $email\n    password: $password\n    microsoft_user: $microsoft_user\n    invite_code: $invite_code\n  ) {\n    id\n    token\n    language\n  }\n}': typeof types.RegisterInvitedUserDocument;
  'query get_assignment_defaults {\n  get_assignment_defaults {\n    company_name\n    address\n    city\n    zip_code\n    country\n    contact_first_name\n    contact_last_name\n    email\n    phone\n    recipient_name\n    recipient_email\n    earliest_date\n    can_upload\n    equipment_options\n  }\n}': typeof types.GetAssignmentDefaultsDocument;
  'query get_job_reconciliation($job_id: ID!, $filter: ReconciliationFilter, $sort: ReconciliationSort, $page: Int, $page_size: Int) {\n  get_job_reconciliation(\n    job_id: $job_id\n    filter: $filter\n    sort: $sort\n    page: $page\n    page_size: $page_size\n  ) {\n    job_id\n    can_change_list\n    reconciled\n    total\n    page\n    page_size\n    counts {\n      expected\n      received\n      matched\n      missing\n      unresolved_missing\n      unexpected\n    }\n    rows {\n      serial_number\n      status\n      asset_tag\n      expected_model\n      line_number\n      received_manufacturer\n      received_model\n      received_at\n      resolution\n      resolution_note\n      device_id\n      device_name\n      holds_data\n      outcome\n    }\n  }\n}': typeof types.GetJobReconciliationDocument;
  'query get_job_units($job_id: ID!, $filter: JobUnitFilter, $page: Int, $page_size: Int, $sort: JobUnitSort, $direction: SortDirection) {\n  get_job_units(\n    job_id: $job_id\n    filter: $filter\n    page: $page\n    page_size: $page_size\n    sort: $sort\n    direction: $direction\n  ) {\n    units {\n      id\n      serial_number\n      manufacturer\n      model\n      category\n      grade\n      outcome\n      created_at\n      value {\n        amount\n        currency\n      }\n    }\n    total\n  }\n}': typeof types.GetJobUnitsDocument;
  'query get_job($id: ID!) {\n  get_job(id: $id) {\n    ...JobSummaryFields\n    unresolved_missing_assets\n    open_holds\n    unit_values {\n      units\n      valued_units\n      total\n      resale\n      scrap\n      currency\n    }\n    country\n    contact_first_name\n    contact_last_name\n    email\n    phone\n    delivery_info\n    recipient_name\n    recipient_email\n    equipment\n    storage_units {\n      type\n      quantity\n    }\n    attachments {\n      id\n      file_name\n      content_type\n      size_bytes\n      download_path\n    }\n    status_history {\n      status\n      occurred_at\n    }\n    processed_unit_count\n  }\n}': typeof types.GetJobDocument;
  'query get_jobs($filter: JobFilter, $page: Int, $page_size: Int, $sort: JobSort, $direction: SortDirection) {\n  get_jobs(\n    filter: $filter\n    page: $page\n    page_size: $page_size\n    sort: $sort\n    direction: $direction\n  ) {\n    jobs {\n      ...JobSummaryFields\n    }\n    total\n    page\n    page_size\n    companies {\n      id\n      company\n    }\n  }\n}': typeof types.GetJobsDocument;
  'fragment JobSummaryFields on Job {\n  id\n  job_number\n  kind\n  status\n  date\n  address\n  zip_code\n  city\n  company_name\n  contact_first_name\n  contact_last_name\n  case_reference\n  ordered_by\n  supplier_company\n  created_at\n  unresolved_missing_assets\n}': typeof types.JobSummaryFieldsFragmentDoc;
  'mutation order_assignment($idempotency_key: String!, $assignment: AssignmentInput!) {\n  order_assignment(idempotency_key: $idempotency_key, assignment: $assignment) {\n    id\n    job_number\n    recipient_email\n  }\n}': typeof types.OrderAssignmentDocument;
  'query get_notification_email_choices {\n  get_notification_email_choices {\n    kind\n    email\n  }\n}': typeof types.GetNotificationEmailChoicesDocument;
  'query get_notification_unread_count {\n  get_notification_unread_count\n}': typeof types.GetNotificationUnreadCountDocument;
  'query get_notifications($before: String, $limit: Int) {\n  get_notifications(before: $before, limit: $limit) {\n    notifications {\n      id\n      kind\n      subject\n      status\n      link\n      download_url\n      read\n      created_at\n    }\n    next_before\n  }\n}': typeof types.GetNotificationsDocument;
  'mutation mark_all_notifications_read {\n  mark_all_notifications_read\n}': typeof types.MarkAllNotificationsReadDocument;
  'mutation mark_notification_read($notification_id: ID!) {\n  mark_notification_read(notification_id: $notification_id)\n}': typeof types.MarkNotificationReadDocument;
  'mutation set_notification_email_choices($choices: [NotificationEmailChoiceInput!]!) {\n  set_notification_email_choices(choices: $choices) {\n    kind\n    email\n  }\n}': typeof types.SetNotificationEmailChoicesDocument;
  'mutation create_report_subscription($input: ReportSubscriptionInput!) {\n  create_report_subscription(input: $input) {\n    id\n  }\n}': typeof types.CreateReportSubscriptionDocument;
  'mutation delete_report_subscription($id: ID!) {\n  delete_report_subscription(id: $id)\n}': typeof types.DeleteReportSubscriptionDocument;
  'query get_certificate_page($filter: CertificateFilter, $page: Int, $page_size: Int, $sort: CertificateSort, $direction: SortDirection) {\n  get_certificate_page(\n    filter: $filter\n    page: $page\n    page_size: $page_size\n    sort: $sort\n    direction: $direction\n  ) {\n    certificates {\n      ...ReportFields\n    }\n    total\n    in_progress\n  }\n}': typeof types.GetCertificatePageDocument;
  'query get_report_options {\n  get_user {\n    id\n    email\n  }\n  get_suppliers {\n    id\n    company\n    is_master_account\n    sub_suppliers {\n      id\n      company\n    }\n  }\n}': typeof types.GetReportOptionsDocument;
  'query get_report_page($filter: ReportFilter, $page: Int, $page_size: Int, $sort: ReportSort, $direction: SortDirection) {\n  get_report_page(\n    filter: $filter\n    page: $page\n    page_size: $page_size\n    sort: $sort\n    direction: $direction\n  ) {\n    reports {\n      ...ReportFields\n    }\n    total\n    companies {\n      id\n      company\n    }\n  }\n}': typeof types.GetReportPageDocument;
  'query get_report_subscription_page($filter: ReportSubscriptionFilter, $page: Int, $page_size: Int, $sort: ReportSubscriptionSort, $direction: SortDirection) {\n  get_report_subscription_page(\n    filter: $filter\n    page: $page\n    page_size: $page_size\n    sort: $sort\n    direction: $direction\n  ) {\n    subscriptions {\n      id\n      kind\n      interval\n      date_column\n      department\n      free_text\n      serial_or_product\n      recipients\n      created\n      created_by\n      last_period_from\n      status\n      paused_reason\n      paused_at\n    }\n    total\n    companies {\n      id\n      company\n    }\n  }\n}': typeof types.GetReportSubscriptionPageDocument;
  'mutation order_report($input: OrderReportInput!) {\n  order_report(input: $input) {\n    ...ReportFields\n  }\n}': typeof types.OrderReportDocument;
  'fragment ReportFields on Report {\n  id\n  name\n  kind\n  status\n  units_done\n  units_total\n  created\n  completed\n  ordered_by\n  available_until\n  expired\n  recipients\n  department\n  from\n  to\n  date_column\n  free_text\n  serial_or_product\n  regular\n  interval\n  certificate_number\n  files {\n    format\n    file_name\n    size_bytes\n    sha256\n    download_url\n  }\n}': typeof types.ReportFieldsFragmentDoc;
  'mutation retry_report($id: ID!) {\n  retry_report(id: $id) {\n    ...ReportFields\n  }\n}': typeof types.RetryReportDocument;
  'mutation take_over_report_subscription($subscription_id: ID!) {\n  take_over_report_subscription(subscription_id: $subscription_id) {\n    id\n    status\n  }\n}': typeof types.TakeOverReportSubscriptionDocument;
  'query verify_certificate($certificate_number: String!, $sha256: String!) {\n  verify_certificate(certificate_number: $certificate_number, sha256: $sha256) {\n    valid\n    certificate_number\n    issued_at\n    supplier\n    from\n    to\n    units\n  }\n}': typeof types.VerifyCertificateDocument;
  'mutation create_scim_token($name: String!) {\n  create_scim_token(name: $name) {\n    token\n    base_url\n    scim_token {\n      ...ScimTokenFields\n    }\n  }\n}': typeof types.CreateScimTokenDocument;
  'query get_scim_provisioning {\n  get_scim_provisioning {\n    base_url\n    tokens {\n      ...ScimTokenFields\n    }\n  }\n}': typeof types.GetScimProvisioningDocument;
  'mutation revoke_scim_token($token_id: ID!) {\n  revoke_scim_token(token_id: $token_id)\n}': typeof types.RevokeScimTokenDocument;
  'fragment ScimTokenFields on ScimToken {\n  id\n  name\n  created_at\n  created_by_name\n  created_by_active\n  last_used_at\n}': typeof types.ScimTokenFieldsFragmentDoc;
  'query search_portal($text: String!) {\n  search_portal(text: $text) {\n    kind\n    label\n    secondary_text\n    day\n    target_id\n    settlement_period_type\n  }\n}': typeof types.SearchPortalDocument;
  'query get_settlement_lines($settlement_id: ID!, $filter: SettlementLineFilter, $page: Int, $page_size: Int, $sort: SettlementLineSort, $direction: SortDirection) {\n  get_settlement_lines(\n    settlement_id: $settlement_id\n    filter: $filter\n    page: $page\n    page_size: $page_size\n    sort: $sort\n    direction: $direction\n  ) {\n    lines {\n      position\n      description\n      category\n      quantity\n      resale_value\n      service_costs\n      net_amount\n      job {\n        id\n        job_number\n        unit_values {\n          units\n          valued_units\n          total\n        }\n      }\n    }\n    total\n  }\n}': typeof types.GetSettlementLinesDocument;
  'query get_settlements($type: SettlementListType!, $filter: SettlementFilter, $page: Int, $page_size: Int, $sort: SettlementSort, $direction: SortDirection) {\n  get_settlements(\n    type: $type\n    filter: $filter\n    page: $page\n    page_size: $page_size\n    sort: $sort\n    direction: $direction\n  ) {\n    currency\n    total\n    companies {\n      id\n      company\n    }\n    totals {\n      count\n      resale_value\n      service_costs\n      net_amount\n    }\n    settlements {\n      id\n      settlement_number\n      company\n      period_type\n      period_start\n      period_end\n      currency\n      resale_value\n      service_costs\n      net_amount\n      status\n      document {\n        file_name\n        extension\n        size\n        path\n      }\n    }\n  }\n}': typeof types.GetSettlementsDocument;
  'query get_startup {\n  get_startup {\n    user {\n      id\n      language\n    }\n    permissions {\n      has_report_access\n      can_upload\n      is_admin\n      can_switch_supplier\n    }\n    shipment_items {\n      name\n    }\n    webshop_url\n    messenger {\n      page_id\n      app_id\n    }\n    session_expires_at\n  }\n}': typeof types.GetStartupDocument;
  'mutation deactivate_supplier_user($user_id: ID!) {\n  deactivate_supplier_user(user_id: $user_id) {\n    ...SupplierUserFields\n  }\n}': typeof types.DeactivateSupplierUserDocument;
  'query get_supplier_invitation_defaults {\n  get_supplier_invitation_defaults {\n    has_report_access\n  }\n}': typeof types.GetSupplierInvitationDefaultsDocument;
  'query get_supplier_user_page($filter: SupplierUserFilter, $page: Int, $page_size: Int, $sort: SupplierUserSort, $direction: SortDirection) {\n  get_supplier_user_page(\n    filter: $filter\n    page: $page\n    page_size: $page_size\n    sort: $sort\n    direction: $direction\n  ) {\n    users {\n      ...SupplierUserFields\n    }\n    total\n  }\n}': typeof types.GetSupplierUserPageDocument;
  'query get_supplier_user_tokens($user_id: ID!) {\n  get_supplier_user_tokens(user_id: $user_id) {\n    api_tokens\n    scim_tokens\n  }\n}': typeof types.GetSupplierUserTokensDocument;
  'mutation invite_supplier_user($email: String!, $first_name: String!, $last_name: String!, $language: String!, $has_report_access: Boolean!) {\n  invite_supplier_user(\n    email: $email\n    first_name: $first_name\n    last_name: $last_name\n    language: $language\n    has_report_access: $has_report_access\n  ) {\n    ...SupplierUserFields\n  }\n}': typeof types.InviteSupplierUserDocument;
  'mutation resend_invitation($user_id: ID!) {\n  resend_invitation(user_id: $user_id) {\n    ...SupplierUserFields\n  }\n}': typeof types.ResendInvitationDocument;
  'fragment SupplierUserFields on SupplierUser {\n  id\n  email\n  first_name\n  last_name\n  status\n  is_admin\n  has_report_access\n  language\n  last_sign_in_at\n  invited_at\n}': typeof types.SupplierUserFieldsFragmentDoc;
  'query get_co2_method_versions($language: String) {\n  get_co2_method_versions(language: $language) {\n    version\n    valid_from\n    valid_to\n    published_on\n    boundary\n    baseline\n    deductions\n    uncertainty\n    category_factors {\n      category\n      valid_from\n      kg_co2e\n      kg_co2e_low\n      kg_co2e_high\n      source\n      source_year\n    }\n    model_factors\n    sources {\n      source\n      source_year\n      source_url\n      factors\n    }\n  }\n}': typeof types.GetCo2MethodVersionsDocument;
  'mutation answer_unit_holds($hold_ids: [ID!]!, $decision: UnitHoldDecision!, $note: String) {\n  answer_unit_holds(hold_ids: $hold_ids, decision: $decision, note: $note) {\n    answered\n    holds {\n      ...UnitHoldFields\n    }\n  }\n}': typeof types.AnswerUnitHoldsDocument;
  'query get_unit_holds($filter: UnitHoldFilter, $page: Int, $page_size: Int, $sort: UnitHoldSort, $direction: SortDirection) {\n  get_unit_holds(\n    filter: $filter\n    page: $page\n    page_size: $page_size\n    sort: $sort\n    direction: $direction\n  ) {\n    total\n    page\n    page_size\n    open_count\n    holds {\n      ...UnitHoldFields\n    }\n  }\n}': typeof types.GetUnitHoldsDocument;
  'fragment UnitHoldFields on UnitHold {\n  id\n  unit_id\n  serial_number\n  asset_tag\n  device_name\n  manufacturer\n  model\n  job_id\n  job_number\n  reason\n  note\n  value_at_stake\n  currency\n  placed_at\n  respond_by\n  overdue\n  state\n  answered_at\n  answered_by\n  answer_note\n}': typeof types.UnitHoldFieldsFragmentDoc;
  'query get_unit($id: ID!) {\n  get_unit(id: $id) {\n    id\n    serial_number\n    manufacturer\n    model\n    category\n    weight_kg\n    grade\n    sanitisation_method\n    erasure_standard\n    sanitisation_result\n    sanitised_at\n    outcome\n    downstream_recycler\n    created_at\n    graded_date\n    completed_date\n    job_number\n    supplier_company\n    certificate_path\n    value {\n      amount\n      kind\n      currency\n    }\n    job {\n      id\n      job_number\n      seal_numbers\n      collected_at\n    }\n    carriers {\n      carrier_serial\n      carrier_type\n      manufacturer\n      model\n      capacity_gb\n      sanitisation_level\n      sanitisation_technique\n      particle_size_mm\n      tool_name\n      tool_version\n      verification_method\n      verification_result\n      operator\n      sanitised_at\n      result\n    }\n    holds {\n      id\n      reason\n      note\n      state\n      placed_at\n      respond_by\n      answered_at\n      answered_by\n      answer_note\n    }\n  }\n}': typeof types.GetUnitDocument;
  'query get_material_outflows($filter: UnitSummaryFilter!) {\n  get_material_outflows(filter: $filter) {\n    routes {\n      route\n      units\n      weighed_units\n      tonnes\n      hazardous_tonnes\n    }\n    units\n    unweighed_units\n    tonnes\n    hazardous_tonnes\n    companies {\n      supplier_id\n      company\n      tonnes\n      hazardous_tonnes\n      routes {\n        route\n        tonnes\n      }\n    }\n  }\n}': typeof types.GetMaterialOutflowsDocument;
  'query get_suppliers {\n  get_suppliers {\n    id\n    company\n    is_master_account\n    sub_suppliers {\n      id\n      company\n    }\n  }\n}': typeof types.GetSuppliersDocument;
  'query get_unit_summary($filter: UnitSummaryFilter!) {\n  get_unit_summary(filter: $filter) {\n    from\n    to\n    date_column\n    recycled_units\n    reused_units\n    stocked_units\n    in_process_units\n    co2_savings_tons\n    co2_savings_low_tons\n    co2_savings_high_tons\n    method_versions\n    equivalents {\n      equivalent\n      amount\n      source\n      source_year\n      source_url\n      local\n    }\n    chart {\n      category\n      processed_units\n    }\n    previous {\n      from\n      to\n      recycled_units\n      reused_units\n      stocked_units\n      in_process_units\n      co2_savings_tons\n    }\n  }\n}': typeof types.GetUnitSummaryDocument;
  'query get_unit_trend($filter: UnitSummaryFilter!) {\n  get_unit_trend(filter: $filter) {\n    month\n    reused_units\n    recycled_units\n    stocked_units\n    in_process_units\n    co2_savings_tons\n  }\n}': typeof types.GetUnitTrendDocument;
  'query search_unit_page($serial_number: String, $supplier_id: ID, $category: String, $outcomes: [String!], $date_column: DateColumn, $from: String, $to: String, $page: Int, $page_size: Int, $sort: UnitSearchSort, $direction: SortDirection) {\n  search_unit_page(\n    serial_number: $serial_number\n    supplier_id: $supplier_id\n    category: $category\n    outcomes: $outcomes\n    date_column: $date_column\n    from: $from\n    to: $to\n    page: $page\n    page_size: $page_size\n    sort: $sort\n    direction: $direction\n  ) {\n    units {\n      id\n      serial_number\n      manufacturer\n      model\n      category\n      grade\n      sanitisation_method\n      erasure_standard\n      sanitisation_result\n      outcome\n      created_at\n      graded_date\n      completed_date\n      job_number\n      supplier_company\n    }\n    total\n  }\n}': typeof types.SearchUnitPageDocument;
  'query get_user {\n  get_user {\n    id\n    name\n    language\n    supplier {\n      id\n      company\n      logo\n    }\n  }\n}': typeof types.GetUserDocument;
  'query verify_document($sha256: String!) {\n  verify_document(sha256: $sha256) {\n    found\n    kind\n    file_name\n    size_bytes\n    supplier\n    issued_at\n  }\n}': typeof types.VerifyDocumentDocument;
  'mutation create_webhook_endpoint($input: CreateWebhookEndpointInput!) {\n  create_webhook_endpoint(input: $input) {\n    endpoint {\n      ...WebhookEndpointFields\n    }\n    secret\n  }\n}': typeof types.CreateWebhookEndpointDocument;
  'mutation delete_webhook_endpoint($endpoint_id: ID!) {\n  delete_webhook_endpoint(endpoint_id: $endpoint_id)\n}': typeof types.DeleteWebhookEndpointDocument;
  'query get_webhook_delivery_page($endpoint_id: ID!, $filter: WebhookDeliveryFilter, $page: Int, $page_size: Int, $sort: WebhookDeliverySort, $direction: SortDirection) {\n  get_webhook_delivery_page(\n    endpoint_id: $endpoint_id\n    filter: $filter\n    page: $page\n    page_size: $page_size\n    sort: $sort\n    direction: $direction\n  ) {\n    deliveries {\n      ...WebhookDeliveryFields\n    }\n    total\n  }\n}': typeof types.GetWebhookDeliveryPageDocument;
  'query get_webhook_endpoints {\n  get_webhook_endpoints {\n    ...WebhookEndpointFields\n  }\n}': typeof types.GetWebhookEndpointsDocument;
  'mutation redeliver_webhook($delivery_id: ID!) {\n  redeliver_webhook(delivery_id: $delivery_id) {\n    ...WebhookDeliveryFields\n  }\n}': typeof types.RedeliverWebhookDocument;
  'mutation rotate_webhook_secret($endpoint_id: ID!) {\n  rotate_webhook_secret(endpoint_id: $endpoint_id) {\n    endpoint {\n      ...WebhookEndpointFields\n    }\n    secret\n  }\n}': typeof types.RotateWebhookSecretDocument;
  'mutation send_webhook_test_event($endpoint_id: ID!) {\n  send_webhook_test_event(endpoint_id: $endpoint_id)\n}': typeof types.SendWebhookTestEventDocument;
  'mutation set_webhook_endpoint_enabled($endpoint_id: ID!, $enabled: Boolean!) {\n  set_webhook_endpoint_enabled(endpoint_id: $endpoint_id, enabled: $enabled) {\n    ...WebhookEndpointFields\n  }\n}': typeof types.SetWebhookEndpointEnabledDocument;
  'fragment WebhookDeliveryFields on WebhookDelivery {\n  id\n  event_id\n  event_type\n  status\n  attempts\n  response_status\n  last_error\n  created_at\n  last_attempt_at\n}': typeof types.WebhookDeliveryFieldsFragmentDoc;
  'fragment WebhookEndpointFields on WebhookEndpoint {\n  id\n  url\n  description\n  events\n  enabled\n  disabled_reason\n  created_at\n  previous_secret_expires_at\n}': typeof types.WebhookEndpointFieldsFragmentDoc;
  'query get_microsoft_login_url {\n  get_microsoft_login_url {\n    url\n    state\n  }\n}': typeof types.GetMicrosoftLoginUrlDocument;
};
const documents: Documents = {
  'mutation request_access($company_name: String!, $org_number: String!, $first_name: String!, $last_name: String!, $phone: String!, $email: String!, $language: String) {\n  request_access(\n    company_name: $company_name\n    org_number: $org_number\n    first_name: $first_name\n    last_name: $last_name\n    phone: $phone\n    email: $email\n    language: $language\n  )\n}':
    types.RequestAccessDocument,
  'query account_profile {\n  get_user {\n    id\n    email\n    first_name\n    last_name\n    phone\n    job_title\n    language\n    country\n    is_admin\n  }\n}':
    types.AccountProfileDocument,
  'mutation auth_swap($supplier_id: ID!) {\n  auth_swap(supplier_id: $supplier_id) {\n    id\n    token\n  }\n}':
    types.AuthSwapDocument,
  'query switchable_suppliers {\n  get_suppliers {\n    id\n    company\n  }\n}':
    types.SwitchableSuppliersDocument,
  'mutation update_user_information($first_name: String!, $last_name: String!, $phone: String!, $job_title: String!, $language: String!, $old_password: String, $new_password: String) {\n  update_user_information(\n    first_name: $first_name\n    last_name: $last_name\n    phone: $phone\n    job_title: $job_title\n    language: $language\n    old_password: $old_password\n    new_password: $new_password\n  ) {\n    id\n    first_name\n    last_name\n    phone\n    job_title\n    language\n  }\n}':
    types.UpdateUserInformationDocument,
  'mutation create_api_token($name: String!, $scope: ApiTokenScope!, $expires_in_days: Int!) {\n  create_api_token(name: $name, scope: $scope, expires_in_days: $expires_in_days) {\n    secret\n    api_token {\n      id\n      name\n    }\n  }\n}':
    types.CreateApiTokenDocument,
  'query get_api_tokens {\n  get_api_tokens {\n    id\n    name\n    scope\n    status\n    created_by\n    created_by_active\n    created_at\n    expires_at\n    last_used_at\n    revoked_at\n  }\n}':
    types.GetApiTokensDocument,
  'mutation revoke_api_token($id: ID!) {\n  revoke_api_token(id: $id) {\n    id\n    status\n  }\n}':
    types.RevokeApiTokenDocument,
  'query get_attention_items {\n  get_attention_items {\n    items {\n      kind\n      status\n      target_id\n      label\n      date\n      count\n      overdue_count\n      job_kind\n      settlement_period_type\n    }\n    more {\n      kind\n      count\n    }\n  }\n}':
    types.GetAttentionItemsDocument,
  'query get_audit_log_people($supplier_id: ID) {\n  get_audit_log_actors(supplier_id: $supplier_id) {\n    id\n    name\n    email\n  }\n  get_suppliers {\n    id\n    company\n  }\n}':
    types.GetAuditLogPeopleDocument,
  'query get_audit_log($filter: AuditLogFilter, $page: Int, $page_size: Int) {\n  get_audit_log(filter: $filter, page: $page, page_size: $page_size) {\n    entries {\n      id\n      occurred_at\n      supplier_id\n      supplier_name\n      actor {\n        type\n        id\n        name\n        email\n      }\n      ip_address\n      user_agent\n      action\n      target_type\n      target_label\n      details\n    }\n    total\n    page\n    page_size\n    actions\n    retention_months\n  }\n}':
    types.GetAuditLogDocument,
  'mutation auth_microsoft_choose($choice_code: String!, $company: Int!) {\n  auth_microsoft_choose(choice_code: $choice_code, company: $company) {\n    id\n    token\n  }\n}':
    types.AuthMicrosoftChooseDocument,
  'mutation auth_microsoft($callback_code: String!, $state: String!) {\n  auth_microsoft(callback_code: $callback_code, state: $state) {\n    id\n    token\n  }\n}':
    types.AuthMicrosoftDocument,
  'mutation auth($email: String!, $password: String!) {\n  auth(email: $email, password: $password) {\n    id\n    token\n    language\n  }\n}':
    types.AuthDocument,
  'mutation logout {\n  logout\n}': types.LogoutDocument,
  'mutation renew_token {\n  renew_token {\n    token\n  }\n}': types.RenewTokenDocument,
  'query reset_code_validation($reset_code: String!) {\n  reset_code_validation(reset_code: $reset_code) {\n    valid\n    email\n  }\n}':
    types.ResetCodeValidationDocument,
  'mutation reset_password($email: String!) {\n  reset_password(email: $email)\n}':
    types.ResetPasswordDocument,
  'mutation start_customer_view($code: String!) {\n  start_customer_view(code: $code) {\n    token\n  }\n}':
    types.StartCustomerViewDocument,
  'mutation update_password($email: String!, $password: String!, $reset_code: String!) {\n  update_password(email: $email, password: $password, reset_code: $reset_code) {\n    id\n    token\n    language\n  }\n}':
    types.UpdatePasswordDocument,
  'query console_access_requests($status: AccessRequestStatus, $text: String, $page: Int, $page_size: Int, $sort: ConsoleAccessRequestSort, $direction: SortDirection) {\n  console_access_requests(\n    status: $status\n    text: $text\n    page: $page\n    page_size: $page_size\n    sort: $sort\n    direction: $direction\n  ) {\n    total\n    page\n    page_size\n    items {\n      id\n      company_name\n      org_number\n      first_name\n      last_name\n      phone\n      email\n      language\n      status\n      created_at\n      decided_at\n      rejection_reason\n      decided_by\n      matching_suppliers {\n        id\n        company\n      }\n    }\n  }\n}':
    types.ConsoleAccessRequestsDocument,
  'mutation console_add_co2_equivalent($equivalent: ConsoleCo2EquivalentInput!) {\n  console_add_co2_equivalent(equivalent: $equivalent) {\n    equivalent\n    valid_from\n  }\n}':
    types.ConsoleAddCo2EquivalentDocument,
  'mutation console_add_co2_factor($factor: ConsoleCo2FactorInput!) {\n  console_add_co2_factor(factor: $factor) {\n    category\n    manufacturer\n    model\n    valid_from\n  }\n}':
    types.ConsoleAddCo2FactorDocument,
  'mutation console_add_staff_member($email: String!, $name: String!, $role: StaffRole!, $language: String!) {\n  console_add_staff_member(\n    email: $email\n    name: $name\n    role: $role\n    language: $language\n  ) {\n    member {\n      id\n      email\n      name\n    }\n    first_password\n  }\n}':
    types.ConsoleAddStaffMemberDocument,
  'mutation console_advance_job($id: ID!, $status: JobStatus!, $occurred_at: String) {\n  console_advance_job(id: $id, status: $status, occurred_at: $occurred_at) {\n    id\n    job_number\n    status\n  }\n}':
    types.ConsoleAdvanceJobDocument,
  'mutation console_approve_access_request($id: ID!, $supplier_id: ID) {\n  console_approve_access_request(id: $id, supplier_id: $supplier_id) {\n    supplier_id\n    supplier_created\n    invited_email\n  }\n}':
    types.ConsoleApproveAccessRequestDocument,
  'mutation console_assign_customer_contact($customer_id: ID!, $contact_id: ID!, $role: ContactRole!) {\n  console_assign_customer_contact(\n    customer_id: $customer_id\n    contact_id: $contact_id\n    role: $role\n  ) {\n    role\n  }\n}':
    types.ConsoleAssignCustomerContactDocument,
  'query console_co2_equivalents($equivalent: String, $at: String, $page: Int, $page_size: Int, $sort: ConsoleCo2EquivalentSort, $direction: SortDirection) {\n  console_co2_equivalents(\n    equivalent: $equivalent\n    at: $at\n    page: $page\n    page_size: $page_size\n    sort: $sort\n    direction: $direction\n  ) {\n    total\n    page\n    page_size\n    kinds\n    items {\n      equivalent\n      country\n      valid_from\n      per_ton_co2e\n      source\n      source_year\n      source_url\n    }\n  }\n}':
    types.ConsoleCo2EquivalentsDocument,
  'query console_co2_factors($category: String, $at: String, $page: Int, $page_size: Int, $sort: ConsoleCo2FactorSort, $direction: SortDirection) {\n  console_co2_factors(\n    category: $category\n    at: $at\n    page: $page\n    page_size: $page_size\n    sort: $sort\n    direction: $direction\n  ) {\n    items {\n      category\n      manufacturer\n      model\n      valid_from\n      kg_co2e\n      kg_co2e_low\n      kg_co2e_high\n      source\n      source_year\n      source_url\n    }\n    total\n    page\n    page_size\n    categories\n  }\n}':
    types.ConsoleCo2FactorsDocument,
  'mutation console_confirm_code($challenge: String!, $code: String!) {\n  console_confirm_code(challenge: $challenge, code: $code) {\n    token\n    expires_at\n    recovery_codes\n    staff {\n      id\n      name\n    }\n  }\n}':
    types.ConsoleConfirmCodeDocument,
  'mutation console_create_customer($customer: ConsoleNewCustomerInput!) {\n  console_create_customer(customer: $customer) {\n    id\n    company\n  }\n}':
    types.ConsoleCreateCustomerDocument,
  'mutation console_create_provider_key($name: String!) {\n  console_create_provider_key(name: $name) {\n    secret\n    key {\n      id\n      name\n    }\n  }\n}':
    types.ConsoleCreateProviderKeyDocument,
  'query console_customer_agreements($customer_id: ID!, $text: String, $page: Int, $page_size: Int, $sort: ConsoleAgreementSort, $direction: SortDirection) {\n  console_customer_agreements(\n    customer_id: $customer_id\n    text: $text\n    page: $page\n    page_size: $page_size\n    sort: $sort\n    direction: $direction\n  ) {\n    total\n    page\n    page_size\n    items {\n      id\n      agreement_number\n      title\n      is_main\n      valid_from\n      valid_to\n      status\n      terms_path\n    }\n  }\n}':
    types.ConsoleCustomerAgreementsDocument,
  'query console_customer_contacts($customer_id: ID!) {\n  console_customer_contacts(customer_id: $customer_id) {\n    role\n    contact {\n      ...ConsoleProviderContactFields\n    }\n  }\n}':
    types.ConsoleCustomerContactsDocument,
  'query console_customer_logo($customer_id: ID!) {\n  console_customer_logo(customer_id: $customer_id)\n}':
    types.ConsoleCustomerLogoDocument,
  'query console_customer_shipment_items($customer_id: ID!) {\n  console_customer_shipment_items(customer_id: $customer_id)\n}':
    types.ConsoleCustomerShipmentItemsDocument,
  'query console_customer_users($customer_id: ID!, $text: String, $page: Int, $page_size: Int, $sort: ConsoleCustomerUserSort, $direction: SortDirection) {\n  console_customer_users(\n    customer_id: $customer_id\n    text: $text\n    page: $page\n    page_size: $page_size\n    sort: $sort\n    direction: $direction\n  ) {\n    total\n    page\n    page_size\n    items {\n      id\n      email\n      first_name\n      last_name\n      status\n      is_admin\n      has_report_access\n      language\n      last_sign_in_at\n      invited_at\n    }\n  }\n}':
    types.ConsoleCustomerUsersDocument,
  'query console_customer($id: ID!) {\n  console_customer(id: $id) {\n    id\n    company\n    org_number\n    is_master_account\n    master_id\n    master_company\n    sub_supplier_count\n    can_upload\n    report_access_default\n    active_users\n    invited_users\n    last_sign_in_at\n    created_at\n  }\n}':
    types.ConsoleCustomerDocument,
  'query console_customers($text: String, $page: Int, $page_size: Int, $sort: ConsoleCustomerSort, $direction: SortDirection) {\n  console_customers(\n    text: $text\n    page: $page\n    page_size: $page_size\n    sort: $sort\n    direction: $direction\n  ) {\n    total\n    page\n    page_size\n    items {\n      id\n      company\n      org_number\n      is_master_account\n      master_company\n      sub_supplier_count\n      can_upload\n      active_users\n      invited_users\n      last_sign_in_at\n      created_at\n    }\n  }\n}':
    types.ConsoleCustomersDocument,
  'mutation console_deactivate_customer_user($user_id: ID!) {\n  console_deactivate_customer_user(user_id: $user_id) {\n    id\n    first_name\n    last_name\n    status\n  }\n}':
    types.ConsoleDeactivateCustomerUserDocument,
  'mutation console_deactivate_staff_member($id: ID!) {\n  console_deactivate_staff_member(id: $id) {\n    id\n    status\n  }\n}':
    types.ConsoleDeactivateStaffMemberDocument,
  'query console_documents($text: String, $category: ConsoleDocumentCategory, $page: Int, $page_size: Int, $sort: ConsoleDocumentSort, $direction: SortDirection) {\n  console_documents(\n    text: $text\n    category: $category\n    page: $page\n    page_size: $page_size\n    sort: $sort\n    direction: $direction\n  ) {\n    total\n    page\n    page_size\n    items {\n      id\n      key\n      category\n      title\n      title_translations {\n        language\n        title\n      }\n      language\n      supplier_id\n      customer\n      file_name\n      size\n      position\n      updated_at\n      path\n    }\n  }\n}':
    types.ConsoleDocumentsDocument,
  'query console_failed_mails($text: String, $page: Int, $page_size: Int, $sort: ConsoleFailedMailSort, $direction: SortDirection) {\n  console_failed_mails(\n    text: $text\n    page: $page\n    page_size: $page_size\n    sort: $sort\n    direction: $direction\n  ) {\n    items {\n      id\n      recipient\n      subject\n      template\n      attempts\n      last_error\n      created_at\n    }\n    total\n    page\n    page_size\n  }\n}':
    types.ConsoleFailedMailsDocument,
  'query console_failing_webhook_endpoints($text: String, $page: Int, $page_size: Int, $sort: ConsoleFailingWebhookEndpointSort, $direction: SortDirection) {\n  console_failing_webhook_endpoints(\n    text: $text\n    page: $page\n    page_size: $page_size\n    sort: $sort\n    direction: $direction\n  ) {\n    items {\n      id\n      supplier_id\n      customer\n      url\n      enabled\n      consecutive_failed_events\n      disabled_reason\n    }\n    total\n    page\n    page_size\n  }\n}':
    types.ConsoleFailingWebhookEndpointsDocument,
  'query console_inbox_summary {\n  console_inbox_summary {\n    pending_access_requests\n    new_orders\n    open_holds\n    overdue_holds\n    failed_mails\n    failing_webhook_endpoints\n  }\n}':
    types.ConsoleInboxSummaryDocument,
  'mutation console_invite_customer_user($customer_id: ID!, $email: String!, $first_name: String!, $last_name: String!, $language: String!, $is_admin: Boolean!, $has_report_access: Boolean!) {\n  console_invite_customer_user(\n    customer_id: $customer_id\n    email: $email\n    first_name: $first_name\n    last_name: $last_name\n    language: $language\n    is_admin: $is_admin\n    has_report_access: $has_report_access\n  ) {\n    id\n    email\n  }\n}':
    types.ConsoleInviteCustomerUserDocument,
  'query console_job_seals($id: ID!) {\n  console_job_seals(id: $id)\n}':
    types.ConsoleJobSealsDocument,
  'query console_job($id: ID!) {\n  console_job(id: $id) {\n    id\n    job_number\n    kind\n    status\n    requested_date\n    created_at\n    customer_id\n    customer\n    company_name\n    address\n    zip_code\n    city\n    country\n    contact_first_name\n    contact_last_name\n    contact_email\n    contact_phone\n    recipient_name\n    recipient_email\n    case_reference\n    delivery_info\n    equipment\n    storage_units {\n      type\n      quantity\n    }\n    ordered_by\n    attachments {\n      id\n      file_name\n      size_bytes\n      download_path\n    }\n    seals\n    status_history {\n      status\n      occurred_at\n    }\n  }\n}':
    types.ConsoleJobDocument,
  'query console_jobs($statuses: [JobStatus!], $text: String, $from: String, $to: String, $page: Int, $page_size: Int, $sort: ConsoleJobSort, $direction: SortDirection) {\n  console_jobs(\n    statuses: $statuses\n    text: $text\n    from: $from\n    to: $to\n    page: $page\n    page_size: $page_size\n    sort: $sort\n    direction: $direction\n  ) {\n    total\n    page\n    page_size\n    items {\n      id\n      job_number\n      kind\n      status\n      requested_date\n      created_at\n      customer\n      city\n      recipient_name\n      unresolved_missing_assets\n    }\n  }\n}':
    types.ConsoleJobsDocument,
  'mutation console_link_job_units($id: ID!, $serial_numbers: [String!]!) {\n  console_link_job_units(id: $id, serial_numbers: $serial_numbers) {\n    job_number\n    linked\n    unknown_serial_numbers\n  }\n}':
    types.ConsoleLinkJobUnitsDocument,
  'query console_me {\n  console_me {\n    id\n    email\n    name\n    role\n    language\n    session_expires_at\n  }\n}':
    types.ConsoleMeDocument,
  'query console_microsoft_login_url {\n  console_microsoft_login_url {\n    url\n    state\n  }\n}':
    types.ConsoleMicrosoftLoginUrlDocument,
  'query console_microsoft_sign_in_available {\n  console_microsoft_sign_in_available\n}':
    types.ConsoleMicrosoftSignInAvailableDocument,
  'query console_open_holds($text: String, $page: Int, $page_size: Int, $sort: ConsoleOpenHoldSort, $direction: SortDirection) {\n  console_open_holds(\n    text: $text\n    page: $page\n    page_size: $page_size\n    sort: $sort\n    direction: $direction\n  ) {\n    total\n    page\n    page_size\n    items {\n      id\n      customer_id\n      customer\n      serial_number\n      manufacturer\n      model\n      job_number\n      reason\n      note\n      placed_at\n      respond_by\n      overdue\n      value_at_stake\n      currency\n    }\n  }\n}':
    types.ConsoleOpenHoldsDocument,
  'fragment ConsoleProviderContactFields on ConsoleProviderContact {\n  id\n  name\n  email\n  phone\n  job_title\n  job_title_translations {\n    language\n    title\n  }\n  customer_count\n}':
    types.ConsoleProviderContactFieldsFragmentDoc,
  'query console_provider_contacts($text: String, $page: Int, $page_size: Int, $sort: ConsoleProviderContactSort, $direction: SortDirection) {\n  console_provider_contacts(\n    text: $text\n    page: $page\n    page_size: $page_size\n    sort: $sort\n    direction: $direction\n  ) {\n    items {\n      ...ConsoleProviderContactFields\n    }\n    total\n    page\n    page_size\n  }\n}':
    types.ConsoleProviderContactsDocument,
  'fragment ConsoleProviderIdentityFields on ConsoleProviderIdentity {\n  legal_name\n  address\n  address_country\n  organisation_number\n  signatory_name\n  signatory_title\n  bank_account\n  iban\n  bic\n  logo\n  signature\n  source\n  changed_at\n  changed_by\n}':
    types.ConsoleProviderIdentityFieldsFragmentDoc,
  'query console_provider_identity {\n  console_provider_identity {\n    ...ConsoleProviderIdentityFields\n  }\n}':
    types.ConsoleProviderIdentityDocument,
  'query console_provider_keys($page: Int, $page_size: Int) {\n  console_provider_keys(page: $page, page_size: $page_size) {\n    total\n    page\n    page_size\n    items {\n      id\n      name\n      created_at\n      last_used_at\n      revoked_at\n    }\n  }\n}':
    types.ConsoleProviderKeysDocument,
  'mutation console_record_job_seals($id: ID!, $seals: [String!]!) {\n  console_record_job_seals(id: $id, seals: $seals) {\n    job_number\n    added\n    seals\n  }\n}':
    types.ConsoleRecordJobSealsDocument,
  'mutation console_reject_access_request($id: ID!, $reason: String!) {\n  console_reject_access_request(id: $id, reason: $reason) {\n    id\n    status\n  }\n}':
    types.ConsoleRejectAccessRequestDocument,
  'mutation console_remove_customer_logo($customer_id: ID!) {\n  console_remove_customer_logo(customer_id: $customer_id)\n}':
    types.ConsoleRemoveCustomerLogoDocument,
  'mutation console_remove_provider_identity_image($image: ProviderIdentityImage!) {\n  console_remove_provider_identity_image(image: $image) {\n    ...ConsoleProviderIdentityFields\n  }\n}':
    types.ConsoleRemoveProviderIdentityImageDocument,
  'mutation console_resend_customer_invitation($user_id: ID!) {\n  console_resend_customer_invitation(user_id: $user_id) {\n    id\n    email\n  }\n}':
    types.ConsoleResendCustomerInvitationDocument,
  'mutation console_reset_staff_member($id: ID!) {\n  console_reset_staff_member(id: $id) {\n    member {\n      id\n      email\n      name\n    }\n    first_password\n  }\n}':
    types.ConsoleResetStaffMemberDocument,
  'mutation console_retire_document($id: ID!) {\n  console_retire_document(id: $id) {\n    id\n    title\n  }\n}':
    types.ConsoleRetireDocumentDocument,
  'mutation console_retry_mail($id: ID!) {\n  console_retry_mail(id: $id) {\n    id\n    recipient\n  }\n}':
    types.ConsoleRetryMailDocument,
  'mutation console_revoke_provider_key($id: ID!) {\n  console_revoke_provider_key(id: $id) {\n    id\n    revoked_at\n  }\n}':
    types.ConsoleRevokeProviderKeyDocument,
  'mutation console_save_provider_contact($id: ID, $contact: ConsoleProviderContactInput!) {\n  console_save_provider_contact(id: $id, contact: $contact) {\n    ...ConsoleProviderContactFields\n  }\n}':
    types.ConsoleSaveProviderContactDocument,
  'mutation console_save_provider_identity($identity: ConsoleProviderIdentityInput!) {\n  console_save_provider_identity(identity: $identity) {\n    ...ConsoleProviderIdentityFields\n  }\n}':
    types.ConsoleSaveProviderIdentityDocument,
  'mutation console_set_customer_can_upload($customer_id: ID!, $can_upload: Boolean!) {\n  console_set_customer_can_upload(\n    customer_id: $customer_id\n    can_upload: $can_upload\n  ) {\n    id\n    company\n    can_upload\n  }\n}':
    types.ConsoleSetCustomerCanUploadDocument,
  'mutation console_set_customer_report_access_default($customer_id: ID!, $report_access_default: Boolean!) {\n  console_set_customer_report_access_default(\n    customer_id: $customer_id\n    report_access_default: $report_access_default\n  ) {\n    id\n    company\n    report_access_default\n  }\n}':
    types.ConsoleSetCustomerReportAccessDefaultDocument,
  'mutation console_set_customer_shipment_items($customer_id: ID!, $items: [String!]!) {\n  console_set_customer_shipment_items(customer_id: $customer_id, items: $items)\n}':
    types.ConsoleSetCustomerShipmentItemsDocument,
  'mutation console_sign_in_microsoft($callback_code: String!, $state: String!) {\n  console_sign_in_microsoft(callback_code: $callback_code, state: $state) {\n    token\n    expires_at\n  }\n}':
    types.ConsoleSignInMicrosoftDocument,
  'mutation console_sign_in($email: String!, $password: String!) {\n  console_sign_in(email: $email, password: $password) {\n    challenge\n    totp_setup {\n      secret\n      key_uri\n      qr_code\n    }\n  }\n}':
    types.ConsoleSignInDocument,
  'mutation console_sign_out {\n  console_sign_out\n}': types.ConsoleSignOutDocument,
  'query console_staff_log($text: String, $action: String, $from: String, $to: String, $page: Int, $page_size: Int) {\n  console_staff_log(\n    text: $text\n    action: $action\n    from: $from\n    to: $to\n    page: $page\n    page_size: $page_size\n  ) {\n    items {\n      id\n      occurred_at\n      staff_name\n      action\n      target_type\n      target_label\n      supplier_id\n      customer\n      ip_address\n    }\n    total\n    page\n    page_size\n  }\n}':
    types.ConsoleStaffLogDocument,
  'query console_staff_members($text: String, $page: Int, $page_size: Int, $sort: ConsoleStaffMemberSort, $direction: SortDirection) {\n  console_staff_members(\n    text: $text\n    page: $page\n    page_size: $page_size\n    sort: $sort\n    direction: $direction\n  ) {\n    items {\n      id\n      email\n      name\n      role\n      language\n      status\n      authenticator_set_up\n      created_at\n      last_sign_in_at\n    }\n    total\n    page\n    page_size\n  }\n}':
    types.ConsoleStaffMembersDocument,
  'mutation console_unassign_customer_contact($customer_id: ID!, $contact_id: ID!, $role: ContactRole!) {\n  console_unassign_customer_contact(\n    customer_id: $customer_id\n    contact_id: $contact_id\n    role: $role\n  ) {\n    role\n  }\n}':
    types.ConsoleUnassignCustomerContactDocument,
  'mutation console_view_as_customer($customer_id: ID!, $user_id: ID!, $reason: String!, $minutes: Int!) {\n  console_view_as_customer(\n    customer_id: $customer_id\n    user_id: $user_id\n    reason: $reason\n    minutes: $minutes\n  ) {\n    handover_code\n    ends_at\n  }\n}':
    types.ConsoleViewAsCustomerDocument,
  'query get_supplier_contacts {\n  get_suppliers {\n    id\n    company\n    contact {\n      id\n      contact_name\n      contact_email\n      contact_phone\n      contact_job_title\n    }\n    customer_contacts {\n      email\n      name\n      phone\n      job_title\n      profile_picture\n      role\n    }\n  }\n}':
    types.GetSupplierContactsDocument,
  'mutation send_contact_message($subject: String!, $message: String!) {\n  send_contact_message(subject: $subject, message: $message) {\n    recipient_name\n  }\n}':
    types.SendContactMessageDocument,
  'query get_departments {\n  get_departments {\n    agreement_overview {\n      id\n      agreement_number\n      title\n      is_main\n      valid_from\n      valid_to\n      status\n      company\n    }\n    main_agreement {\n      id\n      agreement_number\n      title\n      description\n      valid_from\n      valid_to\n      status\n      company\n      terms_document {\n        id\n        title\n        extension\n        size\n        path\n      }\n    }\n    associated_companies {\n      id\n      company\n      address\n      city\n      zip\n    }\n  }\n}':
    types.GetDepartmentsDocument,
  'query get_document_page($filter: DocumentFilter, $page: Int, $page_size: Int, $sort: DocumentSort, $direction: SortDirection) {\n  get_document_page(\n    filter: $filter\n    page: $page\n    page_size: $page_size\n    sort: $sort\n    direction: $direction\n  ) {\n    documents {\n      id\n      title\n      category\n      extension\n      size\n      language\n      path\n      updated_at\n    }\n    total\n  }\n}':
    types.GetDocumentPageDocument,
  'fragment EvidencePackFields on EvidencePack {\n  id\n  status\n  progress_percent\n  job_id\n  job_number\n  from\n  to\n  department\n  ordered_by\n  created\n  completed\n  file_name\n  size_bytes\n  sha256\n  download_path\n}':
    types.EvidencePackFieldsFragmentDoc,
  'query evidence_pack_jobs {\n  get_evidence_pack_jobs {\n    id\n    job_number\n    status\n    created\n  }\n}':
    types.EvidencePackJobsDocument,
  'query get_evidence_packs($page: Int, $page_size: Int) {\n  get_evidence_packs(page: $page, page_size: $page_size) {\n    packs {\n      ...EvidencePackFields\n    }\n    total\n    page\n    page_size\n  }\n}':
    types.GetEvidencePacksDocument,
  'mutation order_evidence_pack($input: OrderEvidencePackInput!) {\n  order_evidence_pack(input: $input) {\n    ...EvidencePackFields\n  }\n}':
    types.OrderEvidencePackDocument,
  'query invite_code_validation($invite_code: String!) {\n  invite_code_validation(invite_code: $invite_code) {\n    id\n    email\n    first_name\n    last_name\n    phone\n  }\n}':
    types.InviteCodeValidationDocument,
  'mutation register_invited_user($first_name: String!, $last_name: String!, $phone: String!, $job_title: String!, $language: String!, $email: String!, $password: String!, $microsoft_user: Boolean!, $invite_code: String!) {\n  register_invited_user(\n    first_name: $first_name\n    last_name: $last_name\n    phone: $phone\n    job_title: $job_title\n    language: $language\n    email: $email\n    password: $password\n    microsoft_user: $microsoft_user\n    invite_code: $invite_code\n  ) {\n    id\n    token\n    language\n  }\n}':
    types.RegisterInvitedUserDocument,
  'query get_assignment_defaults {\n  get_assignment_defaults {\n    company_name\n    address\n    city\n    zip_code\n    country\n    contact_first_name\n    contact_last_name\n    email\n    phone\n    recipient_name\n    recipient_email\n    earliest_date\n    can_upload\n    equipment_options\n  }\n}':
    types.GetAssignmentDefaultsDocument,
  'query get_job_reconciliation($job_id: ID!, $filter: ReconciliationFilter, $sort: ReconciliationSort, $page: Int, $page_size: Int) {\n  get_job_reconciliation(\n    job_id: $job_id\n    filter: $filter\n    sort: $sort\n    page: $page\n    page_size: $page_size\n  ) {\n    job_id\n    can_change_list\n    reconciled\n    total\n    page\n    page_size\n    counts {\n      expected\n      received\n      matched\n      missing\n      unresolved_missing\n      unexpected\n    }\n    rows {\n      serial_number\n      status\n      asset_tag\n      expected_model\n      line_number\n      received_manufacturer\n      received_model\n      received_at\n      resolution\n      resolution_note\n      device_id\n      device_name\n      holds_data\n      outcome\n    }\n  }\n}':
    types.GetJobReconciliationDocument,
  'query get_job_units($job_id: ID!, $filter: JobUnitFilter, $page: Int, $page_size: Int, $sort: JobUnitSort, $direction: SortDirection) {\n  get_job_units(\n    job_id: $job_id\n    filter: $filter\n    page: $page\n    page_size: $page_size\n    sort: $sort\n    direction: $direction\n  ) {\n    units {\n      id\n      serial_number\n      manufacturer\n      model\n      category\n      grade\n      outcome\n      created_at\n      value {\n        amount\n        currency\n      }\n    }\n    total\n  }\n}':
    types.GetJobUnitsDocument,
  'query get_job($id: ID!) {\n  get_job(id: $id) {\n    ...JobSummaryFields\n    unresolved_missing_assets\n    open_holds\n    unit_values {\n      units\n      valued_units\n      total\n      resale\n      scrap\n      currency\n    }\n    country\n    contact_first_name\n    contact_last_name\n    email\n    phone\n    delivery_info\n    recipient_name\n    recipient_email\n    equipment\n    storage_units {\n      type\n      quantity\n    }\n    attachments {\n      id\n      file_name\n      content_type\n      size_bytes\n      download_path\n    }\n    status_history {\n      status\n      occurred_at\n    }\n    processed_unit_count\n  }\n}':
    types.GetJobDocument,
  'query get_jobs($filter: JobFilter, $page: Int, $page_size: Int, $sort: JobSort, $direction: SortDirection) {\n  get_jobs(\n    filter: $filter\n    page: $page\n    page_size: $page_size\n    sort: $sort\n    direction: $direction\n  ) {\n    jobs {\n      ...JobSummaryFields\n    }\n    total\n    page\n    page_size\n    companies {\n      id\n      company\n    }\n  }\n}':
    types.GetJobsDocument,
  'fragment JobSummaryFields on Job {\n  id\n  job_number\n  kind\n  status\n  date\n  address\n  zip_code\n  city\n  company_name\n  contact_first_name\n  contact_last_name\n  case_reference\n  ordered_by\n  supplier_company\n  created_at\n  unresolved_missing_assets\n}':
    types.JobSummaryFieldsFragmentDoc,
  'mutation order_assignment($idempotency_key: String!, $assignment: AssignmentInput!) {\n  order_assignment(idempotency_key: $idempotency_key, assignment: $assignment) {\n    id\n    job_number\n    recipient_email\n  }\n}':
    types.OrderAssignmentDocument,
  'query get_notification_email_choices {\n  get_notification_email_choices {\n    kind\n    email\n  }\n}':
    types.GetNotificationEmailChoicesDocument,
  'query get_notification_unread_count {\n  get_notification_unread_count\n}':
    types.GetNotificationUnreadCountDocument,
  'query get_notifications($before: String, $limit: Int) {\n  get_notifications(before: $before, limit: $limit) {\n    notifications {\n      id\n      kind\n      subject\n      status\n      link\n      download_url\n      read\n      created_at\n    }\n    next_before\n  }\n}':
    types.GetNotificationsDocument,
  'mutation mark_all_notifications_read {\n  mark_all_notifications_read\n}':
    types.MarkAllNotificationsReadDocument,
  'mutation mark_notification_read($notification_id: ID!) {\n  mark_notification_read(notification_id: $notification_id)\n}':
    types.MarkNotificationReadDocument,
  'mutation set_notification_email_choices($choices: [NotificationEmailChoiceInput!]!) {\n  set_notification_email_choices(choices: $choices) {\n    kind\n    email\n  }\n}':
    types.SetNotificationEmailChoicesDocument,
  'mutation create_report_subscription($input: ReportSubscriptionInput!) {\n  create_report_subscription(input: $input) {\n    id\n  }\n}':
    types.CreateReportSubscriptionDocument,
  'mutation delete_report_subscription($id: ID!) {\n  delete_report_subscription(id: $id)\n}':
    types.DeleteReportSubscriptionDocument,
  'query get_certificate_page($filter: CertificateFilter, $page: Int, $page_size: Int, $sort: CertificateSort, $direction: SortDirection) {\n  get_certificate_page(\n    filter: $filter\n    page: $page\n    page_size: $page_size\n    sort: $sort\n    direction: $direction\n  ) {\n    certificates {\n      ...ReportFields\n    }\n    total\n    in_progress\n  }\n}':
    types.GetCertificatePageDocument,
  'query get_report_options {\n  get_user {\n    id\n    email\n  }\n  get_suppliers {\n    id\n    company\n    is_master_account\n    sub_suppliers {\n      id\n      company\n    }\n  }\n}':
    types.GetReportOptionsDocument,
  'query get_report_page($filter: ReportFilter, $page: Int, $page_size: Int, $sort: ReportSort, $direction: SortDirection) {\n  get_report_page(\n    filter: $filter\n    page: $page\n    page_size: $page_size\n    sort: $sort\n    direction: $direction\n  ) {\n    reports {\n      ...ReportFields\n    }\n    total\n    companies {\n      id\n      company\n    }\n  }\n}':
    types.GetReportPageDocument,
  'query get_report_subscription_page($filter: ReportSubscriptionFilter, $page: Int, $page_size: Int, $sort: ReportSubscriptionSort, $direction: SortDirection) {\n  get_report_subscription_page(\n    filter: $filter\n    page: $page\n    page_size: $page_size\n    sort: $sort\n    direction: $direction\n  ) {\n    subscriptions {\n      id\n      kind\n      interval\n      date_column\n      department\n      free_text\n      serial_or_product\n      recipients\n      created\n      created_by\n      last_period_from\n      status\n      paused_reason\n      paused_at\n    }\n    total\n    companies {\n      id\n      company\n    }\n  }\n}':
    types.GetReportSubscriptionPageDocument,
  'mutation order_report($input: OrderReportInput!) {\n  order_report(input: $input) {\n    ...ReportFields\n  }\n}':
    types.OrderReportDocument,
  'fragment ReportFields on Report {\n  id\n  name\n  kind\n  status\n  units_done\n  units_total\n  created\n  completed\n  ordered_by\n  available_until\n  expired\n  recipients\n  department\n  from\n  to\n  date_column\n  free_text\n  serial_or_product\n  regular\n  interval\n  certificate_number\n  files {\n    format\n    file_name\n    size_bytes\n    sha256\n    download_url\n  }\n}':
    types.ReportFieldsFragmentDoc,
  'mutation retry_report($id: ID!) {\n  retry_report(id: $id) {\n    ...ReportFields\n  }\n}':
    types.RetryReportDocument,
  'mutation take_over_report_subscription($subscription_id: ID!) {\n  take_over_report_subscription(subscription_id: $subscription_id) {\n    id\n    status\n  }\n}':
    types.TakeOverReportSubscriptionDocument,
  'query verify_certificate($certificate_number: String!, $sha256: String!) {\n  verify_certificate(certificate_number: $certificate_number, sha256: $sha256) {\n    valid\n    certificate_number\n    issued_at\n    supplier\n    from\n    to\n    units\n  }\n}':
    types.VerifyCertificateDocument,
  'mutation create_scim_token($name: String!) {\n  create_scim_token(name: $name) {\n    token\n    base_url\n    scim_token {\n      ...ScimTokenFields\n    }\n  }\n}':
    types.CreateScimTokenDocument,
  'query get_scim_provisioning {\n  get_scim_provisioning {\n    base_url\n    tokens {\n      ...ScimTokenFields\n    }\n  }\n}':
    types.GetScimProvisioningDocument,
  'mutation revoke_scim_token($token_id: ID!) {\n  revoke_scim_token(token_id: $token_id)\n}':
    types.RevokeScimTokenDocument,
  'fragment ScimTokenFields on ScimToken {\n  id\n  name\n  created_at\n  created_by_name\n  created_by_active\n  last_used_at\n}':
    types.ScimTokenFieldsFragmentDoc,
  'query search_portal($text: String!) {\n  search_portal(text: $text) {\n    kind\n    label\n    secondary_text\n    day\n    target_id\n    settlement_period_type\n  }\n}':
    types.SearchPortalDocument,
  'query get_settlement_lines($settlement_id: ID!, $filter: SettlementLineFilter, $page: Int, $page_size: Int, $sort: SettlementLineSort, $direction: SortDirection) {\n  get_settlement_lines(\n    settlement_id: $settlement_id\n    filter: $filter\n    page: $page\n    page_size: $page_size\n    sort: $sort\n    direction: $direction\n  ) {\n    lines {\n      position\n      description\n      category\n      quantity\n      resale_value\n      service_costs\n      net_amount\n      job {\n        id\n        job_number\n        unit_values {\n          units\n          valued_units\n          total\n        }\n      }\n    }\n    total\n  }\n}':
    types.GetSettlementLinesDocument,
  'query get_settlements($type: SettlementListType!, $filter: SettlementFilter, $page: Int, $page_size: Int, $sort: SettlementSort, $direction: SortDirection) {\n  get_settlements(\n    type: $type\n    filter: $filter\n    page: $page\n    page_size: $page_size\n    sort: $sort\n    direction: $direction\n  ) {\n    currency\n    total\n    companies {\n      id\n      company\n    }\n    totals {\n      count\n      resale_value\n      service_costs\n      net_amount\n    }\n    settlements {\n      id\n      settlement_number\n      company\n      period_type\n      period_start\n      period_end\n      currency\n      resale_value\n      service_costs\n      net_amount\n      status\n      document {\n        file_name\n        extension\n        size\n        path\n      }\n    }\n  }\n}':
    types.GetSettlementsDocument,
  'query get_startup {\n  get_startup {\n    user {\n      id\n      language\n    }\n    permissions {\n      has_report_access\n      can_upload\n      is_admin\n      can_switch_supplier\n    }\n    shipment_items {\n      name\n    }\n    webshop_url\n    messenger {\n      page_id\n      app_id\n    }\n    session_expires_at\n  }\n}':
    types.GetStartupDocument,
  'mutation deactivate_supplier_user($user_id: ID!) {\n  deactivate_supplier_user(user_id: $user_id) {\n    ...SupplierUserFields\n  }\n}':
    types.DeactivateSupplierUserDocument,
  'query get_supplier_invitation_defaults {\n  get_supplier_invitation_defaults {\n    has_report_access\n  }\n}':
    types.GetSupplierInvitationDefaultsDocument,
  'query get_supplier_user_page($filter: SupplierUserFilter, $page: Int, $page_size: Int, $sort: SupplierUserSort, $direction: SortDirection) {\n  get_supplier_user_page(\n    filter: $filter\n    page: $page\n    page_size: $page_size\n    sort: $sort\n    direction: $direction\n  ) {\n    users {\n      ...SupplierUserFields\n    }\n    total\n  }\n}':
    types.GetSupplierUserPageDocument,
  'query get_supplier_user_tokens($user_id: ID!) {\n  get_supplier_user_tokens(user_id: $user_id) {\n    api_tokens\n    scim_tokens\n  }\n}':
    types.GetSupplierUserTokensDocument,
  'mutation invite_supplier_user($email: String!, $first_name: String!, $last_name: String!, $language: String!, $has_report_access: Boolean!) {\n  invite_supplier_user(\n    email: $email\n    first_name: $first_name\n    last_name: $last_name\n    language: $language\n    has_report_access: $has_report_access\n  ) {\n    ...SupplierUserFields\n  }\n}':
    types.InviteSupplierUserDocument,
  'mutation resend_invitation($user_id: ID!) {\n  resend_invitation(user_id: $user_id) {\n    ...SupplierUserFields\n  }\n}':
    types.ResendInvitationDocument,
  'fragment SupplierUserFields on SupplierUser {\n  id\n  email\n  first_name\n  last_name\n  status\n  is_admin\n  has_report_access\n  language\n  last_sign_in_at\n  invited_at\n}':
    types.SupplierUserFieldsFragmentDoc,
  'query get_co2_method_versions($language: String) {\n  get_co2_method_versions(language: $language) {\n    version\n    valid_from\n    valid_to\n    published_on\n    boundary\n    baseline\n    deductions\n    uncertainty\n    category_factors {\n      category\n      valid_from\n      kg_co2e\n      kg_co2e_low\n      kg_co2e_high\n      source\n      source_year\n    }\n    model_factors\n    sources {\n      source\n      source_year\n      source_url\n      factors\n    }\n  }\n}':
    types.GetCo2MethodVersionsDocument,
  'mutation answer_unit_holds($hold_ids: [ID!]!, $decision: UnitHoldDecision!, $note: String) {\n  answer_unit_holds(hold_ids: $hold_ids, decision: $decision, note: $note) {\n    answered\n    holds {\n      ...UnitHoldFields\n    }\n  }\n}':
    types.AnswerUnitHoldsDocument,
  'query get_unit_holds($filter: UnitHoldFilter, $page: Int, $page_size: Int, $sort: UnitHoldSort, $direction: SortDirection) {\n  get_unit_holds(\n    filter: $filter\n    page: $page\n    page_size: $page_size\n    sort: $sort\n    direction: $direction\n  ) {\n    total\n    page\n    page_size\n    open_count\n    holds {\n      ...UnitHoldFields\n    }\n  }\n}':
    types.GetUnitHoldsDocument,
  'fragment UnitHoldFields on UnitHold {\n  id\n  unit_id\n  serial_number\n  asset_tag\n  device_name\n  manufacturer\n  model\n  job_id\n  job_number\n  reason\n  note\n  value_at_stake\n  currency\n  placed_at\n  respond_by\n  overdue\n  state\n  answered_at\n  answered_by\n  answer_note\n}':
    types.UnitHoldFieldsFragmentDoc,
  'query get_unit($id: ID!) {\n  get_unit(id: $id) {\n    id\n    serial_number\n    manufacturer\n    model\n    category\n    weight_kg\n    grade\n    sanitisation_method\n    erasure_standard\n    sanitisation_result\n    sanitised_at\n    outcome\n    downstream_recycler\n    created_at\n    graded_date\n    completed_date\n    job_number\n    supplier_company\n    certificate_path\n    value {\n      amount\n      kind\n      currency\n    }\n    job {\n      id\n      job_number\n      seal_numbers\n      collected_at\n    }\n    carriers {\n      carrier_serial\n      carrier_type\n      manufacturer\n      model\n      capacity_gb\n      sanitisation_level\n      sanitisation_technique\n      particle_size_mm\n      tool_name\n      tool_version\n      verification_method\n      verification_result\n      operator\n      sanitised_at\n      result\n    }\n    holds {\n      id\n      reason\n      note\n      state\n      placed_at\n      respond_by\n      answered_at\n      answered_by\n      answer_note\n    }\n  }\n}':
    types.GetUnitDocument,
  'query get_material_outflows($filter: UnitSummaryFilter!) {\n  get_material_outflows(filter: $filter) {\n    routes {\n      route\n      units\n      weighed_units\n      tonnes\n      hazardous_tonnes\n    }\n    units\n    unweighed_units\n    tonnes\n    hazardous_tonnes\n    companies {\n      supplier_id\n      company\n      tonnes\n      hazardous_tonnes\n      routes {\n        route\n        tonnes\n      }\n    }\n  }\n}':
    types.GetMaterialOutflowsDocument,
  'query get_suppliers {\n  get_suppliers {\n    id\n    company\n    is_master_account\n    sub_suppliers {\n      id\n      company\n    }\n  }\n}':
    types.GetSuppliersDocument,
  'query get_unit_summary($filter: UnitSummaryFilter!) {\n  get_unit_summary(filter: $filter) {\n    from\n    to\n    date_column\n    recycled_units\n    reused_units\n    stocked_units\n    in_process_units\n    co2_savings_tons\n    co2_savings_low_tons\n    co2_savings_high_tons\n    method_versions\n    equivalents {\n      equivalent\n      amount\n      source\n      source_year\n      source_url\n      local\n    }\n    chart {\n      category\n      processed_units\n    }\n    previous {\n      from\n      to\n      recycled_units\n      reused_units\n      stocked_units\n      in_process_units\n      co2_savings_tons\n    }\n  }\n}':
    types.GetUnitSummaryDocument,
  'query get_unit_trend($filter: UnitSummaryFilter!) {\n  get_unit_trend(filter: $filter) {\n    month\n    reused_units\n    recycled_units\n    stocked_units\n    in_process_units\n    co2_savings_tons\n  }\n}':
    types.GetUnitTrendDocument,
  'query search_unit_page($serial_number: String, $supplier_id: ID, $category: String, $outcomes: [String!], $date_column: DateColumn, $from: String, $to: String, $page: Int, $page_size: Int, $sort: UnitSearchSort, $direction: SortDirection) {\n  search_unit_page(\n    serial_number: $serial_number\n    supplier_id: $supplier_id\n    category: $category\n    outcomes: $outcomes\n    date_column: $date_column\n    from: $from\n    to: $to\n    page: $page\n    page_size: $page_size\n    sort: $sort\n    direction: $direction\n  ) {\n    units {\n      id\n      serial_number\n      manufacturer\n      model\n      category\n      grade\n      sanitisation_method\n      erasure_standard\n      sanitisation_result\n      outcome\n      created_at\n      graded_date\n      completed_date\n      job_number\n      supplier_company\n    }\n    total\n  }\n}':
    types.SearchUnitPageDocument,
  'query get_user {\n  get_user {\n    id\n    name\n    language\n    supplier {\n      id\n      company\n      logo\n    }\n  }\n}':
    types.GetUserDocument,
  'query verify_document($sha256: String!) {\n  verify_document(sha256: $sha256) {\n    found\n    kind\n    file_name\n    size_bytes\n    supplier\n    issued_at\n  }\n}':
    types.VerifyDocumentDocument,
  'mutation create_webhook_endpoint($input: CreateWebhookEndpointInput!) {\n  create_webhook_endpoint(input: $input) {\n    endpoint {\n      ...WebhookEndpointFields\n    }\n    secret\n  }\n}':
    types.CreateWebhookEndpointDocument,
  'mutation delete_webhook_endpoint($endpoint_id: ID!) {\n  delete_webhook_endpoint(endpoint_id: $endpoint_id)\n}':
    types.DeleteWebhookEndpointDocument,
  'query get_webhook_delivery_page($endpoint_id: ID!, $filter: WebhookDeliveryFilter, $page: Int, $page_size: Int, $sort: WebhookDeliverySort, $direction: SortDirection) {\n  get_webhook_delivery_page(\n    endpoint_id: $endpoint_id\n    filter: $filter\n    page: $page\n    page_size: $page_size\n    sort: $sort\n    direction: $direction\n  ) {\n    deliveries {\n      ...WebhookDeliveryFields\n    }\n    total\n  }\n}':
    types.GetWebhookDeliveryPageDocument,
  'query get_webhook_endpoints {\n  get_webhook_endpoints {\n    ...WebhookEndpointFields\n  }\n}':
    types.GetWebhookEndpointsDocument,
  'mutation redeliver_webhook($delivery_id: ID!) {\n  redeliver_webhook(delivery_id: $delivery_id) {\n    ...WebhookDeliveryFields\n  }\n}':
    types.RedeliverWebhookDocument,
  'mutation rotate_webhook_secret($endpoint_id: ID!) {\n  rotate_webhook_secret(endpoint_id: $endpoint_id) {\n    endpoint {\n      ...WebhookEndpointFields\n    }\n    secret\n  }\n}':
    types.RotateWebhookSecretDocument,
  'mutation send_webhook_test_event($endpoint_id: ID!) {\n  send_webhook_test_event(endpoint_id: $endpoint_id)\n}':
    types.SendWebhookTestEventDocument,
  'mutation set_webhook_endpoint_enabled($endpoint_id: ID!, $enabled: Boolean!) {\n  set_webhook_endpoint_enabled(endpoint_id: $endpoint_id, enabled: $enabled) {\n    ...WebhookEndpointFields\n  }\n}':
    types.SetWebhookEndpointEnabledDocument,
  'fragment WebhookDeliveryFields on WebhookDelivery {\n  id\n  event_id\n  event_type\n  status\n  attempts\n  response_status\n  last_error\n  created_at\n  last_attempt_at\n}':
    types.WebhookDeliveryFieldsFragmentDoc,
  'fragment WebhookEndpointFields on WebhookEndpoint {\n  id\n  url\n  description\n  events\n  enabled\n  disabled_reason\n  created_at\n  previous_secret_expires_at\n}':
    types.WebhookEndpointFieldsFragmentDoc,
  'query get_microsoft_login_url {\n  get_microsoft_login_url {\n    url\n    state\n  }\n}':
    types.GetMicrosoftLoginUrlDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation request_access($company_name: String!, $org_number: String!, $first_name: String!, $last_name: String!, $phone: String!, $email: String!, $language: String) {\n  request_access(\n    company_name: $company_name\n    org_number: $org_number\n    first_name: $first_name\n    last_name: $last_name\n    phone: $phone\n    email: $email\n    language: $language\n  )\n}',
): typeof import('./graphql').RequestAccessDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query account_profile {\n  get_user {\n    id\n    email\n    first_name\n    last_name\n    phone\n    job_title\n    language\n    country\n    is_admin\n  }\n}',
): typeof import('./graphql').AccountProfileDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation auth_swap($supplier_id: ID!) {\n  auth_swap(supplier_id: $supplier_id) {\n    id\n    token\n  }\n}',
): typeof import('./graphql').AuthSwapDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query switchable_suppliers {\n  get_suppliers {\n    id\n    company\n  }\n}',
): typeof import('./graphql').SwitchableSuppliersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation update_user_information($first_name: String!, $last_name: String!, $phone: String!, $job_title: String!, $language: String!, $old_password: String, $new_password: String) {\n  update_user_information(\n    first_name: $first_name\n    last_name: $last_name\n    phone: $phone\n    job_title: $job_title\n    language: $language\n    old_password: $old_password\n    new_password: $new_password\n  ) {\n    id\n    first_name\n    last_name\n    phone\n    job_title\n    language\n  }\n}',
): typeof import('./graphql').UpdateUserInformationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation create_api_token($name: String!, $scope: ApiTokenScope!, $expires_in_days: Int!) {\n  create_api_token(name: $name, scope: $scope, expires_in_days: $expires_in_days) {\n    secret\n    api_token {\n      id\n      name\n    }\n  }\n}',
): typeof import('./graphql').CreateApiTokenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query get_api_tokens {\n  get_api_tokens {\n    id\n    name\n    scope\n    status\n    created_by\n    created_by_active\n    created_at\n    expires_at\n    last_used_at\n    revoked_at\n  }\n}',
): typeof import('./graphql').GetApiTokensDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation revoke_api_token($id: ID!) {\n  revoke_api_token(id: $id) {\n    id\n    status\n  }\n}',
): typeof import('./graphql').RevokeApiTokenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query get_attention_items {\n  get_attention_items {\n    items {\n      kind\n      status\n      target_id\n      label\n      date\n      count\n      overdue_count\n      job_kind\n      settlement_period_type\n    }\n    more {\n      kind\n      count\n    }\n  }\n}',
): typeof import('./graphql').GetAttentionItemsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query get_audit_log_people($supplier_id: ID) {\n  get_audit_log_actors(supplier_id: $supplier_id) {\n    id\n    name\n    email\n  }\n  get_suppliers {\n    id\n    company\n  }\n}',
): typeof import('./graphql').GetAuditLogPeopleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query get_audit_log($filter: AuditLogFilter, $page: Int, $page_size: Int) {\n  get_audit_log(filter: $filter, page: $page, page_size: $page_size) {\n    entries {\n      id\n      occurred_at\n      supplier_id\n      supplier_name\n      actor {\n        type\n        id\n        name\n        email\n      }\n      ip_address\n      user_agent\n      action\n      target_type\n      target_label\n      details\n    }\n    total\n    page\n    page_size\n    actions\n    retention_months\n  }\n}',
): typeof import('./graphql').GetAuditLogDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation auth_microsoft_choose($choice_code: String!, $company: Int!) {\n  auth_microsoft_choose(choice_code: $choice_code, company: $company) {\n    id\n    token\n  }\n}',
): typeof import('./graphql').AuthMicrosoftChooseDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation auth_microsoft($callback_code: String!, $state: String!) {\n  auth_microsoft(callback_code: $callback_code, state: $state) {\n    id\n    token\n  }\n}',
): typeof import('./graphql').AuthMicrosoftDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation auth($email: String!, $password: String!) {\n  auth(email: $email, password: $password) {\n    id\n    token\n    language\n  }\n}',
): typeof import('./graphql').AuthDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation logout {\n  logout\n}',
): typeof import('./graphql').LogoutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation renew_token {\n  renew_token {\n    token\n  }\n}',
): typeof import('./graphql').RenewTokenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query reset_code_validation($reset_code: String!) {\n  reset_code_validation(reset_code: $reset_code) {\n    valid\n    email\n  }\n}',
): typeof import('./graphql').ResetCodeValidationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation reset_password($email: String!) {\n  reset_password(email: $email)\n}',
): typeof import('./graphql').ResetPasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation start_customer_view($code: String!) {\n  start_customer_view(code: $code) {\n    token\n  }\n}',
): typeof import('./graphql').StartCustomerViewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation update_password($email: String!, $password: String!, $reset_code: String!) {\n  update_password(email: $email, password: $password, reset_code: $reset_code) {\n    id\n    token\n    language\n  }\n}',
): typeof import('./graphql').UpdatePasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query console_access_requests($status: AccessRequestStatus, $text: String, $page: Int, $page_size: Int, $sort: ConsoleAccessRequestSort, $direction: SortDirection) {\n  console_access_requests(\n    status: $status\n    text: $text\n    page: $page\n    page_size: $page_size\n    sort: $sort\n    direction: $direction\n  ) {\n    total\n    page\n    page_size\n    items {\n      id\n      company_name\n      org_number\n      first_name\n      last_name\n      phone\n      email\n      language\n      status\n      created_at\n      decided_at\n      rejection_reason\n      decided_by\n      matching_suppliers {\n        id\n        company\n      }\n    }\n  }\n}',
): typeof import('./graphql').ConsoleAccessRequestsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation console_add_co2_equivalent($equivalent: ConsoleCo2EquivalentInput!) {\n  console_add_co2_equivalent(equivalent: $equivalent) {\n    equivalent\n    valid_from\n  }\n}',
): typeof import('./graphql').ConsoleAddCo2EquivalentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation console_add_co2_factor($factor: ConsoleCo2FactorInput!) {\n  console_add_co2_factor(factor: $factor) {\n    category\n    manufacturer\n    model\n    valid_from\n  }\n}',
): typeof import('./graphql').ConsoleAddCo2FactorDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation console_add_staff_member($email: String!, $name: String!, $role: StaffRole!, $language: String!) {\n  console_add_staff_member(\n    email: $email\n    name: $name\n    role: $role\n    language: $language\n  ) {\n    member {\n      id\n      email\n      name\n    }\n    first_password\n  }\n}',
): typeof import('./graphql').ConsoleAddStaffMemberDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation console_advance_job($id: ID!, $status: JobStatus!, $occurred_at: String) {\n  console_advance_job(id: $id, status: $status, occurred_at: $occurred_at) {\n    id\n    job_number\n    status\n  }\n}',
): typeof import('./graphql').ConsoleAdvanceJobDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation console_approve_access_request($id: ID!, $supplier_id: ID) {\n  console_approve_access_request(id: $id, supplier_id: $supplier_id) {\n    supplier_id\n    supplier_created\n    invited_email\n  }\n}',
): typeof import('./graphql').ConsoleApproveAccessRequestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation console_assign_customer_contact($customer_id: ID!, $contact_id: ID!, $role: ContactRole!) {\n  console_assign_customer_contact(\n    customer_id: $customer_id\n    contact_id: $contact_id\n    role: $role\n  ) {\n    role\n  }\n}',
): typeof import('./graphql').ConsoleAssignCustomerContactDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query console_co2_equivalents($equivalent: String, $at: String, $page: Int, $page_size: Int, $sort: ConsoleCo2EquivalentSort, $direction: SortDirection) {\n  console_co2_equivalents(\n    equivalent: $equivalent\n    at: $at\n    page: $page\n    page_size: $page_size\n    sort: $sort\n    direction: $direction\n  ) {\n    total\n    page\n    page_size\n    kinds\n    items {\n      equivalent\n      country\n      valid_from\n      per_ton_co2e\n      source\n      source_year\n      source_url\n    }\n  }\n}',
): typeof import('./graphql').ConsoleCo2EquivalentsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query console_co2_factors($category: String, $at: String, $page: Int, $page_size: Int, $sort: ConsoleCo2FactorSort, $direction: SortDirection) {\n  console_co2_factors(\n    category: $category\n    at: $at\n    page: $page\n    page_size: $page_size\n    sort: $sort\n    direction: $direction\n  ) {\n    items {\n      category\n      manufacturer\n      model\n      valid_from\n      kg_co2e\n      kg_co2e_low\n      kg_co2e_high\n      source\n      source_year\n      source_url\n    }\n    total\n    page\n    page_size\n    categories\n  }\n}',
): typeof import('./graphql').ConsoleCo2FactorsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation console_confirm_code($challenge: String!, $code: String!) {\n  console_confirm_code(challenge: $challenge, code: $code) {\n    token\n    expires_at\n    recovery_codes\n    staff {\n      id\n      name\n    }\n  }\n}',
): typeof import('./graphql').ConsoleConfirmCodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation console_create_customer($customer: ConsoleNewCustomerInput!) {\n  console_create_customer(customer: $customer) {\n    id\n    company\n  }\n}',
): typeof import('./graphql').ConsoleCreateCustomerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation console_create_provider_key($name: String!) {\n  console_create_provider_key(name: $name) {\n    secret\n    key {\n      id\n      name\n    }\n  }\n}',
): typeof import('./graphql').ConsoleCreateProviderKeyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query console_customer_agreements($customer_id: ID!, $text: String, $page: Int, $page_size: Int, $sort: ConsoleAgreementSort, $direction: SortDirection) {\n  console_customer_agreements(\n    customer_id: $customer_id\n    text: $text\n    page: $page\n    page_size: $page_size\n    sort: $sort\n    direction: $direction\n  ) {\n    total\n    page\n    page_size\n    items {\n      id\n      agreement_number\n      title\n      is_main\n      valid_from\n      valid_to\n      status\n      terms_path\n    }\n  }\n}',
): typeof import('./graphql').ConsoleCustomerAgreementsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query console_customer_contacts($customer_id: ID!) {\n  console_customer_contacts(customer_id: $customer_id) {\n    role\n    contact {\n      ...ConsoleProviderContactFields\n    }\n  }\n}',
): typeof import('./graphql').ConsoleCustomerContactsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query console_customer_logo($customer_id: ID!) {\n  console_customer_logo(customer_id: $customer_id)\n}',
): typeof import('./graphql').ConsoleCustomerLogoDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query console_customer_shipment_items($customer_id: ID!) {\n  console_customer_shipment_items(customer_id: $customer_id)\n}',
): typeof import('./graphql').ConsoleCustomerShipmentItemsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query console_customer_users($customer_id: ID!, $text: String, $page: Int, $page_size: Int, $sort: ConsoleCustomerUserSort, $direction: SortDirection) {\n  console_customer_users(\n    customer_id: $customer_id\n    text: $text\n    page: $page\n    page_size: $page_size\n    sort: $sort\n    direction: $direction\n  ) {\n    total\n    page\n    page_size\n    items {\n      id\n      email\n      first_name\n      last_name\n      status\n      is_admin\n      has_report_access\n      language\n      last_sign_in_at\n      invited_at\n    }\n  }\n}',
): typeof import('./graphql').ConsoleCustomerUsersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query console_customer($id: ID!) {\n  console_customer(id: $id) {\n    id\n    company\n    org_number\n    is_master_account\n    master_id\n    master_company\n    sub_supplier_count\n    can_upload\n    report_access_default\n    active_users\n    invited_users\n    last_sign_in_at\n    created_at\n  }\n}',
): typeof import('./graphql').ConsoleCustomerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query console_customers($text: String, $page: Int, $page_size: Int, $sort: ConsoleCustomerSort, $direction: SortDirection) {\n  console_customers(\n    text: $text\n    page: $page\n    page_size: $page_size\n    sort: $sort\n    direction: $direction\n  ) {\n    total\n    page\n    page_size\n    items {\n      id\n      company\n      org_number\n      is_master_account\n      master_company\n      sub_supplier_count\n      can_upload\n      active_users\n      invited_users\n      last_sign_in_at\n      created_at\n    }\n  }\n}',
): typeof import('./graphql').ConsoleCustomersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation console_deactivate_customer_user($user_id: ID!) {\n  console_deactivate_customer_user(user_id: $user_id) {\n    id\n    first_name\n    last_name\n    status\n  }\n}',
): typeof import('./graphql').ConsoleDeactivateCustomerUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation console_deactivate_staff_member($id: ID!) {\n  console_deactivate_staff_member(id: $id) {\n    id\n    status\n  }\n}',
): typeof import('./graphql').ConsoleDeactivateStaffMemberDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query console_documents($text: String, $category: ConsoleDocumentCategory, $page: Int, $page_size: Int, $sort: ConsoleDocumentSort, $direction: SortDirection) {\n  console_documents(\n    text: $text\n    category: $category\n    page: $page\n    page_size: $page_size\n    sort: $sort\n    direction: $direction\n  ) {\n    total\n    page\n    page_size\n    items {\n      id\n      key\n      category\n      title\n      title_translations {\n        language\n        title\n      }\n      language\n      supplier_id\n      customer\n      file_name\n      size\n      position\n      updated_at\n      path\n    }\n  }\n}',
): typeof import('./graphql').ConsoleDocumentsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query console_failed_mails($text: String, $page: Int, $page_size: Int, $sort: ConsoleFailedMailSort, $direction: SortDirection) {\n  console_failed_mails(\n    text: $text\n    page: $page\n    page_size: $page_size\n    sort: $sort\n    direction: $direction\n  ) {\n    items {\n      id\n      recipient\n      subject\n      template\n      attempts\n      last_error\n      created_at\n    }\n    total\n    page\n    page_size\n  }\n}',
): typeof import('./graphql').ConsoleFailedMailsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query console_failing_webhook_endpoints($text: String, $page: Int, $page_size: Int, $sort: ConsoleFailingWebhookEndpointSort, $direction: SortDirection) {\n  console_failing_webhook_endpoints(\n    text: $text\n    page: $page\n    page_size: $page_size\n    sort: $sort\n    direction: $direction\n  ) {\n    items {\n      id\n      supplier_id\n      customer\n      url\n      enabled\n      consecutive_failed_events\n      disabled_reason\n    }\n    total\n    page\n    page_size\n  }\n}',
): typeof import('./graphql').ConsoleFailingWebhookEndpointsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query console_inbox_summary {\n  console_inbox_summary {\n    pending_access_requests\n    new_orders\n    open_holds\n    overdue_holds\n    failed_mails\n    failing_webhook_endpoints\n  }\n}',
): typeof import('./graphql').ConsoleInboxSummaryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation console_invite_customer_user($customer_id: ID!, $email: String!, $first_name: String!, $last_name: String!, $language: String!, $is_admin: Boolean!, $has_report_access: Boolean!) {\n  console_invite_customer_user(\n    customer_id: $customer_id\n    email: $email\n    first_name: $first_name\n    last_name: $last_name\n    language: $language\n    is_admin: $is_admin\n    has_report_access: $has_report_access\n  ) {\n    id\n    email\n  }\n}',
): typeof import('./graphql').ConsoleInviteCustomerUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query console_job_seals($id: ID!) {\n  console_job_seals(id: $id)\n}',
): typeof import('./graphql').ConsoleJobSealsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query console_job($id: ID!) {\n  console_job(id: $id) {\n    id\n    job_number\n    kind\n    status\n    requested_date\n    created_at\n    customer_id\n    customer\n    company_name\n    address\n    zip_code\n    city\n    country\n    contact_first_name\n    contact_last_name\n    contact_email\n    contact_phone\n    recipient_name\n    recipient_email\n    case_reference\n    delivery_info\n    equipment\n    storage_units {\n      type\n      quantity\n    }\n    ordered_by\n    attachments {\n      id\n      file_name\n      size_bytes\n      download_path\n    }\n    seals\n    status_history {\n      status\n      occurred_at\n    }\n  }\n}',
): typeof import('./graphql').ConsoleJobDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query console_jobs($statuses: [JobStatus!], $text: String, $from: String, $to: String, $page: Int, $page_size: Int, $sort: ConsoleJobSort, $direction: SortDirection) {\n  console_jobs(\n    statuses: $statuses\n    text: $text\n    from: $from\n    to: $to\n    page: $page\n    page_size: $page_size\n    sort: $sort\n    direction: $direction\n  ) {\n    total\n    page\n    page_size\n    items {\n      id\n      job_number\n      kind\n      status\n      requested_date\n      created_at\n      customer\n      city\n      recipient_name\n      unresolved_missing_assets\n    }\n  }\n}',
): typeof import('./graphql').ConsoleJobsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation console_link_job_units($id: ID!, $serial_numbers: [String!]!) {\n  console_link_job_units(id: $id, serial_numbers: $serial_numbers) {\n    job_number\n    linked\n    unknown_serial_numbers\n  }\n}',
): typeof import('./graphql').ConsoleLinkJobUnitsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query console_me {\n  console_me {\n    id\n    email\n    name\n    role\n    language\n    session_expires_at\n  }\n}',
): typeof import('./graphql').ConsoleMeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query console_microsoft_login_url {\n  console_microsoft_login_url {\n    url\n    state\n  }\n}',
): typeof import('./graphql').ConsoleMicrosoftLoginUrlDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query console_microsoft_sign_in_available {\n  console_microsoft_sign_in_available\n}',
): typeof import('./graphql').ConsoleMicrosoftSignInAvailableDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query console_open_holds($text: String, $page: Int, $page_size: Int, $sort: ConsoleOpenHoldSort, $direction: SortDirection) {\n  console_open_holds(\n    text: $text\n    page: $page\n    page_size: $page_size\n    sort: $sort\n    direction: $direction\n  ) {\n    total\n    page\n    page_size\n    items {\n      id\n      customer_id\n      customer\n      serial_number\n      manufacturer\n      model\n      job_number\n      reason\n      note\n      placed_at\n      respond_by\n      overdue\n      value_at_stake\n      currency\n    }\n  }\n}',
): typeof import('./graphql').ConsoleOpenHoldsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'fragment ConsoleProviderContactFields on ConsoleProviderContact {\n  id\n  name\n  email\n  phone\n  job_title\n  job_title_translations {\n    language\n    title\n  }\n  customer_count\n}',
): typeof import('./graphql').ConsoleProviderContactFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query console_provider_contacts($text: String, $page: Int, $page_size: Int, $sort: ConsoleProviderContactSort, $direction: SortDirection) {\n  console_provider_contacts(\n    text: $text\n    page: $page\n    page_size: $page_size\n    sort: $sort\n    direction: $direction\n  ) {\n    items {\n      ...ConsoleProviderContactFields\n    }\n    total\n    page\n    page_size\n  }\n}',
): typeof import('./graphql').ConsoleProviderContactsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'fragment ConsoleProviderIdentityFields on ConsoleProviderIdentity {\n  legal_name\n  address\n  address_country\n  organisation_number\n  signatory_name\n  signatory_title\n  bank_account\n  iban\n  bic\n  logo\n  signature\n  source\n  changed_at\n  changed_by\n}',
): typeof import('./graphql').ConsoleProviderIdentityFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query console_provider_identity {\n  console_provider_identity {\n    ...ConsoleProviderIdentityFields\n  }\n}',
): typeof import('./graphql').ConsoleProviderIdentityDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query console_provider_keys($page: Int, $page_size: Int) {\n  console_provider_keys(page: $page, page_size: $page_size) {\n    total\n    page\n    page_size\n    items {\n      id\n      name\n      created_at\n      last_used_at\n      revoked_at\n    }\n  }\n}',
): typeof import('./graphql').ConsoleProviderKeysDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation console_record_job_seals($id: ID!, $seals: [String!]!) {\n  console_record_job_seals(id: $id, seals: $seals) {\n    job_number\n    added\n    seals\n  }\n}',
): typeof import('./graphql').ConsoleRecordJobSealsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation console_reject_access_request($id: ID!, $reason: String!) {\n  console_reject_access_request(id: $id, reason: $reason) {\n    id\n    status\n  }\n}',
): typeof import('./graphql').ConsoleRejectAccessRequestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation console_remove_customer_logo($customer_id: ID!) {\n  console_remove_customer_logo(customer_id: $customer_id)\n}',
): typeof import('./graphql').ConsoleRemoveCustomerLogoDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation console_remove_provider_identity_image($image: ProviderIdentityImage!) {\n  console_remove_provider_identity_image(image: $image) {\n    ...ConsoleProviderIdentityFields\n  }\n}',
): typeof import('./graphql').ConsoleRemoveProviderIdentityImageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation console_resend_customer_invitation($user_id: ID!) {\n  console_resend_customer_invitation(user_id: $user_id) {\n    id\n    email\n  }\n}',
): typeof import('./graphql').ConsoleResendCustomerInvitationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation console_reset_staff_member($id: ID!) {\n  console_reset_staff_member(id: $id) {\n    member {\n      id\n      email\n      name\n    }\n    first_password\n  }\n}',
): typeof import('./graphql').ConsoleResetStaffMemberDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation console_retire_document($id: ID!) {\n  console_retire_document(id: $id) {\n    id\n    title\n  }\n}',
): typeof import('./graphql').ConsoleRetireDocumentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation console_retry_mail($id: ID!) {\n  console_retry_mail(id: $id) {\n    id\n    recipient\n  }\n}',
): typeof import('./graphql').ConsoleRetryMailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation console_revoke_provider_key($id: ID!) {\n  console_revoke_provider_key(id: $id) {\n    id\n    revoked_at\n  }\n}',
): typeof import('./graphql').ConsoleRevokeProviderKeyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation console_save_provider_contact($id: ID, $contact: ConsoleProviderContactInput!) {\n  console_save_provider_contact(id: $id, contact: $contact) {\n    ...ConsoleProviderContactFields\n  }\n}',
): typeof import('./graphql').ConsoleSaveProviderContactDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation console_save_provider_identity($identity: ConsoleProviderIdentityInput!) {\n  console_save_provider_identity(identity: $identity) {\n    ...ConsoleProviderIdentityFields\n  }\n}',
): typeof import('./graphql').ConsoleSaveProviderIdentityDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation console_set_customer_can_upload($customer_id: ID!, $can_upload: Boolean!) {\n  console_set_customer_can_upload(\n    customer_id: $customer_id\n    can_upload: $can_upload\n  ) {\n    id\n    company\n    can_upload\n  }\n}',
): typeof import('./graphql').ConsoleSetCustomerCanUploadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation console_set_customer_report_access_default($customer_id: ID!, $report_access_default: Boolean!) {\n  console_set_customer_report_access_default(\n    customer_id: $customer_id\n    report_access_default: $report_access_default\n  ) {\n    id\n    company\n    report_access_default\n  }\n}',
): typeof import('./graphql').ConsoleSetCustomerReportAccessDefaultDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation console_set_customer_shipment_items($customer_id: ID!, $items: [String!]!) {\n  console_set_customer_shipment_items(customer_id: $customer_id, items: $items)\n}',
): typeof import('./graphql').ConsoleSetCustomerShipmentItemsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation console_sign_in_microsoft($callback_code: String!, $state: String!) {\n  console_sign_in_microsoft(callback_code: $callback_code, state: $state) {\n    token\n    expires_at\n  }\n}',
): typeof import('./graphql').ConsoleSignInMicrosoftDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation console_sign_in($email: String!, $password: String!) {\n  console_sign_in(email: $email, password: $password) {\n    challenge\n    totp_setup {\n      secret\n      key_uri\n      qr_code\n    }\n  }\n}',
): typeof import('./graphql').ConsoleSignInDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation console_sign_out {\n  console_sign_out\n}',
): typeof import('./graphql').ConsoleSignOutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query console_staff_log($text: String, $action: String, $from: String, $to: String, $page: Int, $page_size: Int) {\n  console_staff_log(\n    text: $text\n    action: $action\n    from: $from\n    to: $to\n    page: $page\n    page_size: $page_size\n  ) {\n    items {\n      id\n      occurred_at\n      staff_name\n      action\n      target_type\n      target_label\n      supplier_id\n      customer\n      ip_address\n    }\n    total\n    page\n    page_size\n  }\n}',
): typeof import('./graphql').ConsoleStaffLogDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query console_staff_members($text: String, $page: Int, $page_size: Int, $sort: ConsoleStaffMemberSort, $direction: SortDirection) {\n  console_staff_members(\n    text: $text\n    page: $page\n    page_size: $page_size\n    sort: $sort\n    direction: $direction\n  ) {\n    items {\n      id\n      email\n      name\n      role\n      language\n      status\n      authenticator_set_up\n      created_at\n      last_sign_in_at\n    }\n    total\n    page\n    page_size\n  }\n}',
): typeof import('./graphql').ConsoleStaffMembersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation console_unassign_customer_contact($customer_id: ID!, $contact_id: ID!, $role: ContactRole!) {\n  console_unassign_customer_contact(\n    customer_id: $customer_id\n    contact_id: $contact_id\n    role: $role\n  ) {\n    role\n  }\n}',
): typeof import('./graphql').ConsoleUnassignCustomerContactDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation console_view_as_customer($customer_id: ID!, $user_id: ID!, $reason: String!, $minutes: Int!) {\n  console_view_as_customer(\n    customer_id: $customer_id\n    user_id: $user_id\n    reason: $reason\n    minutes: $minutes\n  ) {\n    handover_code\n    ends_at\n  }\n}',
): typeof import('./graphql').ConsoleViewAsCustomerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query get_supplier_contacts {\n  get_suppliers {\n    id\n    company\n    contact {\n      id\n      contact_name\n      contact_email\n      contact_phone\n      contact_job_title\n    }\n    customer_contacts {\n      email\n      name\n      phone\n      job_title\n      profile_picture\n      role\n    }\n  }\n}',
): typeof import('./graphql').GetSupplierContactsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation send_contact_message($subject: String!, $message: String!) {\n  send_contact_message(subject: $subject, message: $message) {\n    recipient_name\n  }\n}',
): typeof import('./graphql').SendContactMessageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query get_departments {\n  get_departments {\n    agreement_overview {\n      id\n      agreement_number\n      title\n      is_main\n      valid_from\n      valid_to\n      status\n      company\n    }\n    main_agreement {\n      id\n      agreement_number\n      title\n      description\n      valid_from\n      valid_to\n      status\n      company\n      terms_document {\n        id\n        title\n        extension\n        size\n        path\n      }\n    }\n    associated_companies {\n      id\n      company\n      address\n      city\n      zip\n    }\n  }\n}',
): typeof import('./graphql').GetDepartmentsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query get_document_page($filter: DocumentFilter, $page: Int, $page_size: Int, $sort: DocumentSort, $direction: SortDirection) {\n  get_document_page(\n    filter: $filter\n    page: $page\n    page_size: $page_size\n    sort: $sort\n    direction: $direction\n  ) {\n    documents {\n      id\n      title\n      category\n      extension\n      size\n      language\n      path\n      updated_at\n    }\n    total\n  }\n}',
): typeof import('./graphql').GetDocumentPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'fragment EvidencePackFields on EvidencePack {\n  id\n  status\n  progress_percent\n  job_id\n  job_number\n  from\n  to\n  department\n  ordered_by\n  created\n  completed\n  file_name\n  size_bytes\n  sha256\n  download_path\n}',
): typeof import('./graphql').EvidencePackFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query evidence_pack_jobs {\n  get_evidence_pack_jobs {\n    id\n    job_number\n    status\n    created\n  }\n}',
): typeof import('./graphql').EvidencePackJobsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query get_evidence_packs($page: Int, $page_size: Int) {\n  get_evidence_packs(page: $page, page_size: $page_size) {\n    packs {\n      ...EvidencePackFields\n    }\n    total\n    page\n    page_size\n  }\n}',
): typeof import('./graphql').GetEvidencePacksDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation order_evidence_pack($input: OrderEvidencePackInput!) {\n  order_evidence_pack(input: $input) {\n    ...EvidencePackFields\n  }\n}',
): typeof import('./graphql').OrderEvidencePackDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query invite_code_validation($invite_code: String!) {\n  invite_code_validation(invite_code: $invite_code) {\n    id\n    email\n    first_name\n    last_name\n    phone\n  }\n}',
): typeof import('./graphql').InviteCodeValidationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation register_invited_user($first_name: String!, $last_name: String!, $phone: String!, $job_title: String!, $language: String!, $email: String!, $password: String!, $microsoft_user: Boolean!, $invite_code: String!) {\n  register_invited_user(\n    first_name: $first_name\n    last_name: $last_name\n    phone: $phone\n    job_title: $job_title\n    language: $language\n    email: $email\n    password: $password\n    microsoft_user: $microsoft_user\n    invite_code: $invite_code\n  ) {\n    id\n    token\n    language\n  }\n}',
): typeof import('./graphql').RegisterInvitedUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query get_assignment_defaults {\n  get_assignment_defaults {\n    company_name\n    address\n    city\n    zip_code\n    country\n    contact_first_name\n    contact_last_name\n    email\n    phone\n    recipient_name\n    recipient_email\n    earliest_date\n    can_upload\n    equipment_options\n  }\n}',
): typeof import('./graphql').GetAssignmentDefaultsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query get_job_reconciliation($job_id: ID!, $filter: ReconciliationFilter, $sort: ReconciliationSort, $page: Int, $page_size: Int) {\n  get_job_reconciliation(\n    job_id: $job_id\n    filter: $filter\n    sort: $sort\n    page: $page\n    page_size: $page_size\n  ) {\n    job_id\n    can_change_list\n    reconciled\n    total\n    page\n    page_size\n    counts {\n      expected\n      received\n      matched\n      missing\n      unresolved_missing\n      unexpected\n    }\n    rows {\n      serial_number\n      status\n      asset_tag\n      expected_model\n      line_number\n      received_manufacturer\n      received_model\n      received_at\n      resolution\n      resolution_note\n      device_id\n      device_name\n      holds_data\n      outcome\n    }\n  }\n}',
): typeof import('./graphql').GetJobReconciliationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query get_job_units($job_id: ID!, $filter: JobUnitFilter, $page: Int, $page_size: Int, $sort: JobUnitSort, $direction: SortDirection) {\n  get_job_units(\n    job_id: $job_id\n    filter: $filter\n    page: $page\n    page_size: $page_size\n    sort: $sort\n    direction: $direction\n  ) {\n    units {\n      id\n      serial_number\n      manufacturer\n      model\n      category\n      grade\n      outcome\n      created_at\n      value {\n        amount\n        currency\n      }\n    }\n    total\n  }\n}',
): typeof import('./graphql').GetJobUnitsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query get_job($id: ID!) {\n  get_job(id: $id) {\n    ...JobSummaryFields\n    unresolved_missing_assets\n    open_holds\n    unit_values {\n      units\n      valued_units\n      total\n      resale\n      scrap\n      currency\n    }\n    country\n    contact_first_name\n    contact_last_name\n    email\n    phone\n    delivery_info\n    recipient_name\n    recipient_email\n    equipment\n    storage_units {\n      type\n      quantity\n    }\n    attachments {\n      id\n      file_name\n      content_type\n      size_bytes\n      download_path\n    }\n    status_history {\n      status\n      occurred_at\n    }\n    processed_unit_count\n  }\n}',
): typeof import('./graphql').GetJobDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query get_jobs($filter: JobFilter, $page: Int, $page_size: Int, $sort: JobSort, $direction: SortDirection) {\n  get_jobs(\n    filter: $filter\n    page: $page\n    page_size: $page_size\n    sort: $sort\n    direction: $direction\n  ) {\n    jobs {\n      ...JobSummaryFields\n    }\n    total\n    page\n    page_size\n    companies {\n      id\n      company\n    }\n  }\n}',
): typeof import('./graphql').GetJobsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'fragment JobSummaryFields on Job {\n  id\n  job_number\n  kind\n  status\n  date\n  address\n  zip_code\n  city\n  company_name\n  contact_first_name\n  contact_last_name\n  case_reference\n  ordered_by\n  supplier_company\n  created_at\n  unresolved_missing_assets\n}',
): typeof import('./graphql').JobSummaryFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation order_assignment($idempotency_key: String!, $assignment: AssignmentInput!) {\n  order_assignment(idempotency_key: $idempotency_key, assignment: $assignment) {\n    id\n    job_number\n    recipient_email\n  }\n}',
): typeof import('./graphql').OrderAssignmentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query get_notification_email_choices {\n  get_notification_email_choices {\n    kind\n    email\n  }\n}',
): typeof import('./graphql').GetNotificationEmailChoicesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query get_notification_unread_count {\n  get_notification_unread_count\n}',
): typeof import('./graphql').GetNotificationUnreadCountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query get_notifications($before: String, $limit: Int) {\n  get_notifications(before: $before, limit: $limit) {\n    notifications {\n      id\n      kind\n      subject\n      status\n      link\n      download_url\n      read\n      created_at\n    }\n    next_before\n  }\n}',
): typeof import('./graphql').GetNotificationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation mark_all_notifications_read {\n  mark_all_notifications_read\n}',
): typeof import('./graphql').MarkAllNotificationsReadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation mark_notification_read($notification_id: ID!) {\n  mark_notification_read(notification_id: $notification_id)\n}',
): typeof import('./graphql').MarkNotificationReadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation set_notification_email_choices($choices: [NotificationEmailChoiceInput!]!) {\n  set_notification_email_choices(choices: $choices) {\n    kind\n    email\n  }\n}',
): typeof import('./graphql').SetNotificationEmailChoicesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation create_report_subscription($input: ReportSubscriptionInput!) {\n  create_report_subscription(input: $input) {\n    id\n  }\n}',
): typeof import('./graphql').CreateReportSubscriptionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation delete_report_subscription($id: ID!) {\n  delete_report_subscription(id: $id)\n}',
): typeof import('./graphql').DeleteReportSubscriptionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query get_certificate_page($filter: CertificateFilter, $page: Int, $page_size: Int, $sort: CertificateSort, $direction: SortDirection) {\n  get_certificate_page(\n    filter: $filter\n    page: $page\n    page_size: $page_size\n    sort: $sort\n    direction: $direction\n  ) {\n    certificates {\n      ...ReportFields\n    }\n    total\n    in_progress\n  }\n}',
): typeof import('./graphql').GetCertificatePageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query get_report_options {\n  get_user {\n    id\n    email\n  }\n  get_suppliers {\n    id\n    company\n    is_master_account\n    sub_suppliers {\n      id\n      company\n    }\n  }\n}',
): typeof import('./graphql').GetReportOptionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query get_report_page($filter: ReportFilter, $page: Int, $page_size: Int, $sort: ReportSort, $direction: SortDirection) {\n  get_report_page(\n    filter: $filter\n    page: $page\n    page_size: $page_size\n    sort: $sort\n    direction: $direction\n  ) {\n    reports {\n      ...ReportFields\n    }\n    total\n    companies {\n      id\n      company\n    }\n  }\n}',
): typeof import('./graphql').GetReportPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query get_report_subscription_page($filter: ReportSubscriptionFilter, $page: Int, $page_size: Int, $sort: ReportSubscriptionSort, $direction: SortDirection) {\n  get_report_subscription_page(\n    filter: $filter\n    page: $page\n    page_size: $page_size\n    sort: $sort\n    direction: $direction\n  ) {\n    subscriptions {\n      id\n      kind\n      interval\n      date_column\n      department\n      free_text\n      serial_or_product\n      recipients\n      created\n      created_by\n      last_period_from\n      status\n      paused_reason\n      paused_at\n    }\n    total\n    companies {\n      id\n      company\n    }\n  }\n}',
): typeof import('./graphql').GetReportSubscriptionPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation order_report($input: OrderReportInput!) {\n  order_report(input: $input) {\n    ...ReportFields\n  }\n}',
): typeof import('./graphql').OrderReportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'fragment ReportFields on Report {\n  id\n  name\n  kind\n  status\n  units_done\n  units_total\n  created\n  completed\n  ordered_by\n  available_until\n  expired\n  recipients\n  department\n  from\n  to\n  date_column\n  free_text\n  serial_or_product\n  regular\n  interval\n  certificate_number\n  files {\n    format\n    file_name\n    size_bytes\n    sha256\n    download_url\n  }\n}',
): typeof import('./graphql').ReportFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation retry_report($id: ID!) {\n  retry_report(id: $id) {\n    ...ReportFields\n  }\n}',
): typeof import('./graphql').RetryReportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation take_over_report_subscription($subscription_id: ID!) {\n  take_over_report_subscription(subscription_id: $subscription_id) {\n    id\n    status\n  }\n}',
): typeof import('./graphql').TakeOverReportSubscriptionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query verify_certificate($certificate_number: String!, $sha256: String!) {\n  verify_certificate(certificate_number: $certificate_number, sha256: $sha256) {\n    valid\n    certificate_number\n    issued_at\n    supplier\n    from\n    to\n    units\n  }\n}',
): typeof import('./graphql').VerifyCertificateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation create_scim_token($name: String!) {\n  create_scim_token(name: $name) {\n    token\n    base_url\n    scim_token {\n      ...ScimTokenFields\n    }\n  }\n}',
): typeof import('./graphql').CreateScimTokenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query get_scim_provisioning {\n  get_scim_provisioning {\n    base_url\n    tokens {\n      ...ScimTokenFields\n    }\n  }\n}',
): typeof import('./graphql').GetScimProvisioningDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation revoke_scim_token($token_id: ID!) {\n  revoke_scim_token(token_id: $token_id)\n}',
): typeof import('./graphql').RevokeScimTokenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'fragment ScimTokenFields on ScimToken {\n  id\n  name\n  created_at\n  created_by_name\n  created_by_active\n  last_used_at\n}',
): typeof import('./graphql').ScimTokenFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query search_portal($text: String!) {\n  search_portal(text: $text) {\n    kind\n    label\n    secondary_text\n    day\n    target_id\n    settlement_period_type\n  }\n}',
): typeof import('./graphql').SearchPortalDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query get_settlement_lines($settlement_id: ID!, $filter: SettlementLineFilter, $page: Int, $page_size: Int, $sort: SettlementLineSort, $direction: SortDirection) {\n  get_settlement_lines(\n    settlement_id: $settlement_id\n    filter: $filter\n    page: $page\n    page_size: $page_size\n    sort: $sort\n    direction: $direction\n  ) {\n    lines {\n      position\n      description\n      category\n      quantity\n      resale_value\n      service_costs\n      net_amount\n      job {\n        id\n        job_number\n        unit_values {\n          units\n          valued_units\n          total\n        }\n      }\n    }\n    total\n  }\n}',
): typeof import('./graphql').GetSettlementLinesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query get_settlements($type: SettlementListType!, $filter: SettlementFilter, $page: Int, $page_size: Int, $sort: SettlementSort, $direction: SortDirection) {\n  get_settlements(\n    type: $type\n    filter: $filter\n    page: $page\n    page_size: $page_size\n    sort: $sort\n    direction: $direction\n  ) {\n    currency\n    total\n    companies {\n      id\n      company\n    }\n    totals {\n      count\n      resale_value\n      service_costs\n      net_amount\n    }\n    settlements {\n      id\n      settlement_number\n      company\n      period_type\n      period_start\n      period_end\n      currency\n      resale_value\n      service_costs\n      net_amount\n      status\n      document {\n        file_name\n        extension\n        size\n        path\n      }\n    }\n  }\n}',
): typeof import('./graphql').GetSettlementsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query get_startup {\n  get_startup {\n    user {\n      id\n      language\n    }\n    permissions {\n      has_report_access\n      can_upload\n      is_admin\n      can_switch_supplier\n    }\n    shipment_items {\n      name\n    }\n    webshop_url\n    messenger {\n      page_id\n      app_id\n    }\n    session_expires_at\n  }\n}',
): typeof import('./graphql').GetStartupDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation deactivate_supplier_user($user_id: ID!) {\n  deactivate_supplier_user(user_id: $user_id) {\n    ...SupplierUserFields\n  }\n}',
): typeof import('./graphql').DeactivateSupplierUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query get_supplier_invitation_defaults {\n  get_supplier_invitation_defaults {\n    has_report_access\n  }\n}',
): typeof import('./graphql').GetSupplierInvitationDefaultsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query get_supplier_user_page($filter: SupplierUserFilter, $page: Int, $page_size: Int, $sort: SupplierUserSort, $direction: SortDirection) {\n  get_supplier_user_page(\n    filter: $filter\n    page: $page\n    page_size: $page_size\n    sort: $sort\n    direction: $direction\n  ) {\n    users {\n      ...SupplierUserFields\n    }\n    total\n  }\n}',
): typeof import('./graphql').GetSupplierUserPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query get_supplier_user_tokens($user_id: ID!) {\n  get_supplier_user_tokens(user_id: $user_id) {\n    api_tokens\n    scim_tokens\n  }\n}',
): typeof import('./graphql').GetSupplierUserTokensDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation invite_supplier_user($email: String!, $first_name: String!, $last_name: String!, $language: String!, $has_report_access: Boolean!) {\n  invite_supplier_user(\n    email: $email\n    first_name: $first_name\n    last_name: $last_name\n    language: $language\n    has_report_access: $has_report_access\n  ) {\n    ...SupplierUserFields\n  }\n}',
): typeof import('./graphql').InviteSupplierUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation resend_invitation($user_id: ID!) {\n  resend_invitation(user_id: $user_id) {\n    ...SupplierUserFields\n  }\n}',
): typeof import('./graphql').ResendInvitationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'fragment SupplierUserFields on SupplierUser {\n  id\n  email\n  first_name\n  last_name\n  status\n  is_admin\n  has_report_access\n  language\n  last_sign_in_at\n  invited_at\n}',
): typeof import('./graphql').SupplierUserFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query get_co2_method_versions($language: String) {\n  get_co2_method_versions(language: $language) {\n    version\n    valid_from\n    valid_to\n    published_on\n    boundary\n    baseline\n    deductions\n    uncertainty\n    category_factors {\n      category\n      valid_from\n      kg_co2e\n      kg_co2e_low\n      kg_co2e_high\n      source\n      source_year\n    }\n    model_factors\n    sources {\n      source\n      source_year\n      source_url\n      factors\n    }\n  }\n}',
): typeof import('./graphql').GetCo2MethodVersionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation answer_unit_holds($hold_ids: [ID!]!, $decision: UnitHoldDecision!, $note: String) {\n  answer_unit_holds(hold_ids: $hold_ids, decision: $decision, note: $note) {\n    answered\n    holds {\n      ...UnitHoldFields\n    }\n  }\n}',
): typeof import('./graphql').AnswerUnitHoldsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query get_unit_holds($filter: UnitHoldFilter, $page: Int, $page_size: Int, $sort: UnitHoldSort, $direction: SortDirection) {\n  get_unit_holds(\n    filter: $filter\n    page: $page\n    page_size: $page_size\n    sort: $sort\n    direction: $direction\n  ) {\n    total\n    page\n    page_size\n    open_count\n    holds {\n      ...UnitHoldFields\n    }\n  }\n}',
): typeof import('./graphql').GetUnitHoldsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'fragment UnitHoldFields on UnitHold {\n  id\n  unit_id\n  serial_number\n  asset_tag\n  device_name\n  manufacturer\n  model\n  job_id\n  job_number\n  reason\n  note\n  value_at_stake\n  currency\n  placed_at\n  respond_by\n  overdue\n  state\n  answered_at\n  answered_by\n  answer_note\n}',
): typeof import('./graphql').UnitHoldFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query get_unit($id: ID!) {\n  get_unit(id: $id) {\n    id\n    serial_number\n    manufacturer\n    model\n    category\n    weight_kg\n    grade\n    sanitisation_method\n    erasure_standard\n    sanitisation_result\n    sanitised_at\n    outcome\n    downstream_recycler\n    created_at\n    graded_date\n    completed_date\n    job_number\n    supplier_company\n    certificate_path\n    value {\n      amount\n      kind\n      currency\n    }\n    job {\n      id\n      job_number\n      seal_numbers\n      collected_at\n    }\n    carriers {\n      carrier_serial\n      carrier_type\n      manufacturer\n      model\n      capacity_gb\n      sanitisation_level\n      sanitisation_technique\n      particle_size_mm\n      tool_name\n      tool_version\n      verification_method\n      verification_result\n      operator\n      sanitised_at\n      result\n    }\n    holds {\n      id\n      reason\n      note\n      state\n      placed_at\n      respond_by\n      answered_at\n      answered_by\n      answer_note\n    }\n  }\n}',
): typeof import('./graphql').GetUnitDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query get_material_outflows($filter: UnitSummaryFilter!) {\n  get_material_outflows(filter: $filter) {\n    routes {\n      route\n      units\n      weighed_units\n      tonnes\n      hazardous_tonnes\n    }\n    units\n    unweighed_units\n    tonnes\n    hazardous_tonnes\n    companies {\n      supplier_id\n      company\n      tonnes\n      hazardous_tonnes\n      routes {\n        route\n        tonnes\n      }\n    }\n  }\n}',
): typeof import('./graphql').GetMaterialOutflowsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query get_suppliers {\n  get_suppliers {\n    id\n    company\n    is_master_account\n    sub_suppliers {\n      id\n      company\n    }\n  }\n}',
): typeof import('./graphql').GetSuppliersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query get_unit_summary($filter: UnitSummaryFilter!) {\n  get_unit_summary(filter: $filter) {\n    from\n    to\n    date_column\n    recycled_units\n    reused_units\n    stocked_units\n    in_process_units\n    co2_savings_tons\n    co2_savings_low_tons\n    co2_savings_high_tons\n    method_versions\n    equivalents {\n      equivalent\n      amount\n      source\n      source_year\n      source_url\n      local\n    }\n    chart {\n      category\n      processed_units\n    }\n    previous {\n      from\n      to\n      recycled_units\n      reused_units\n      stocked_units\n      in_process_units\n      co2_savings_tons\n    }\n  }\n}',
): typeof import('./graphql').GetUnitSummaryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query get_unit_trend($filter: UnitSummaryFilter!) {\n  get_unit_trend(filter: $filter) {\n    month\n    reused_units\n    recycled_units\n    stocked_units\n    in_process_units\n    co2_savings_tons\n  }\n}',
): typeof import('./graphql').GetUnitTrendDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query search_unit_page($serial_number: String, $supplier_id: ID, $category: String, $outcomes: [String!], $date_column: DateColumn, $from: String, $to: String, $page: Int, $page_size: Int, $sort: UnitSearchSort, $direction: SortDirection) {\n  search_unit_page(\n    serial_number: $serial_number\n    supplier_id: $supplier_id\n    category: $category\n    outcomes: $outcomes\n    date_column: $date_column\n    from: $from\n    to: $to\n    page: $page\n    page_size: $page_size\n    sort: $sort\n    direction: $direction\n  ) {\n    units {\n      id\n      serial_number\n      manufacturer\n      model\n      category\n      grade\n      sanitisation_method\n      erasure_standard\n      sanitisation_result\n      outcome\n      created_at\n      graded_date\n      completed_date\n      job_number\n      supplier_company\n    }\n    total\n  }\n}',
): typeof import('./graphql').SearchUnitPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query get_user {\n  get_user {\n    id\n    name\n    language\n    supplier {\n      id\n      company\n      logo\n    }\n  }\n}',
): typeof import('./graphql').GetUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query verify_document($sha256: String!) {\n  verify_document(sha256: $sha256) {\n    found\n    kind\n    file_name\n    size_bytes\n    supplier\n    issued_at\n  }\n}',
): typeof import('./graphql').VerifyDocumentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation create_webhook_endpoint($input: CreateWebhookEndpointInput!) {\n  create_webhook_endpoint(input: $input) {\n    endpoint {\n      ...WebhookEndpointFields\n    }\n    secret\n  }\n}',
): typeof import('./graphql').CreateWebhookEndpointDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation delete_webhook_endpoint($endpoint_id: ID!) {\n  delete_webhook_endpoint(endpoint_id: $endpoint_id)\n}',
): typeof import('./graphql').DeleteWebhookEndpointDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query get_webhook_delivery_page($endpoint_id: ID!, $filter: WebhookDeliveryFilter, $page: Int, $page_size: Int, $sort: WebhookDeliverySort, $direction: SortDirection) {\n  get_webhook_delivery_page(\n    endpoint_id: $endpoint_id\n    filter: $filter\n    page: $page\n    page_size: $page_size\n    sort: $sort\n    direction: $direction\n  ) {\n    deliveries {\n      ...WebhookDeliveryFields\n    }\n    total\n  }\n}',
): typeof import('./graphql').GetWebhookDeliveryPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query get_webhook_endpoints {\n  get_webhook_endpoints {\n    ...WebhookEndpointFields\n  }\n}',
): typeof import('./graphql').GetWebhookEndpointsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation redeliver_webhook($delivery_id: ID!) {\n  redeliver_webhook(delivery_id: $delivery_id) {\n    ...WebhookDeliveryFields\n  }\n}',
): typeof import('./graphql').RedeliverWebhookDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation rotate_webhook_secret($endpoint_id: ID!) {\n  rotate_webhook_secret(endpoint_id: $endpoint_id) {\n    endpoint {\n      ...WebhookEndpointFields\n    }\n    secret\n  }\n}',
): typeof import('./graphql').RotateWebhookSecretDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation send_webhook_test_event($endpoint_id: ID!) {\n  send_webhook_test_event(endpoint_id: $endpoint_id)\n}',
): typeof import('./graphql').SendWebhookTestEventDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation set_webhook_endpoint_enabled($endpoint_id: ID!, $enabled: Boolean!) {\n  set_webhook_endpoint_enabled(endpoint_id: $endpoint_id, enabled: $enabled) {\n    ...WebhookEndpointFields\n  }\n}',
): typeof import('./graphql').SetWebhookEndpointEnabledDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'fragment WebhookDeliveryFields on WebhookDelivery {\n  id\n  event_id\n  event_type\n  status\n  attempts\n  response_status\n  last_error\n  created_at\n  last_attempt_at\n}',
): typeof import('./graphql').WebhookDeliveryFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'fragment WebhookEndpointFields on WebhookEndpoint {\n  id\n  url\n  description\n  events\n  enabled\n  disabled_reason\n  created_at\n  previous_secret_expires_at\n}',
): typeof import('./graphql').WebhookEndpointFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query get_microsoft_login_url {\n  get_microsoft_login_url {\n    url\n    state\n  }\n}',
): typeof import('./graphql').GetMicrosoftLoginUrlDocument;

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
