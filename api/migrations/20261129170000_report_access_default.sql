-- Whether a customer's new users get report access unless whoever invites them says otherwise:
-- the invitation forms start from it, and invitations without a choice (access requests
-- approved, the command line without --report-access) take it. Users an identity provider creates
-- over SCIM get report access by its group, as before.
alter table suppliers add column report_access_default boolean not null default false;
