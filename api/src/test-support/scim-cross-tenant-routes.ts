/**
 * The SCIM routes with an id in their path. The general REST suite leaves them to the SCIM
 * cross-tenant test (a SCIM token, not a session, opens them), which has a case for each.
 */
export const scimRoutesWithIds = [
  'GET /scim/v2/:country/Users/:id',
  'PUT /scim/v2/:country/Users/:id',
  'PATCH /scim/v2/:country/Users/:id',
  'DELETE /scim/v2/:country/Users/:id',
  'GET /scim/v2/:country/Groups/:id',
  'PUT /scim/v2/:country/Groups/:id',
  'PATCH /scim/v2/:country/Groups/:id',
  'DELETE /scim/v2/:country/Groups/:id',
] as const;
