import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSupplier, createUser, uniqueEmail } from '../../test-support/factories.js';
import {
  chooseCompany,
  companyChoiceOf,
  signInWithMicrosoft,
} from '../../test-support/microsoft-sign-in-requests.js';
import {
  startOidcTestProvider,
  unverifiedLoginPrefix,
  type OidcTestProvider,
} from '../../test-support/oidc-test-provider.js';
import {
  createScimTokenAs,
  entraCreateUserBody,
  entraPatch,
  scimRequest,
} from '../../test-support/scim-requests.js';
import { signIn } from '../../test-support/sign-in.js';
import { errorCodeOf, startTestServer, type TestServer } from '../../test-support/test-server.js';

const redirectUrl = 'http://localhost:8080/login/microsoft/';
let identityProvider: OidcTestProvider;
let server: TestServer;

beforeAll(async () => {
  identityProvider = await startOidcTestProvider({ redirectUrl });
  server = await startTestServer(identityProvider.environment);
});
afterAll(async () => {
  await server.close();
  await identityProvider.close();
});

const signInAs = (login: string) => signInWithMicrosoft(server, login);

describe('a user provisioned by SCIM signs in with Microsoft', () => {
  it('without an invitation, matched by the e-mail address, until SCIM deactivates them', async () => {
    const supplier = await createSupplier(server.databases.no);
    const admin = await createUser(server.databases.no, {
      supplier_id: supplier.id,
      is_admin: true,
    });
    const { token } = await createScimTokenAs(server, await signIn(server, admin));
    const email = uniqueEmail('provisioned');
    const created = await scimRequest(server, {
      token,
      method: 'POST',
      path: '/Users',
      body: entraCreateUserBody(email, randomUUID()),
    });
    expect(created.status).toBe(201);
    const mails = await server.databases.no
      .selectFrom('email_outbox')
      .select('template')
      .where('recipient', '=', email)
      .execute();
    expect(mails).toEqual([]);

    // The first sign-in confirms the company that set the user up (the user was pending).
    const offered = companyChoiceOf(await signInAs(email));
    expect(offered?.companies).toEqual([supplier.company]);
    const confirmed = await chooseCompany(server, offered?.choiceCode ?? '', 0);
    expect(confirmed.body.errors).toBeUndefined();
    expect(confirmed.body.data?.auth_microsoft_choose.id).toBe(created.body.id);
    const signedIn = await signInAs(email);
    expect(signedIn.body.errors).toBeUndefined();
    expect(signedIn.body.data?.auth_microsoft.id).toBe(created.body.id);
    const session = signedIn.body.data?.auth_microsoft.token;
    const viewer = await server.graphql({
      query: 'query get_user { get_user { id } }',
      token: session,
    });
    expect(viewer.body.errors).toBeUndefined();

    await scimRequest(server, {
      token,
      method: 'PATCH',
      path: `/Users/${created.body.id ?? ''}`,
      body: entraPatch({ op: 'Replace', path: 'active', value: 'False' }),
    });
    const ended = await server.graphql({
      query: 'query get_user { get_user { id } }',
      token: session,
    });
    expect(errorCodeOf(ended)).toBe('UNAUTHENTICATED');
    expect(errorCodeOf(await signInAs(email))).toBe('ACCOUNT_DEACTIVATED');
  });
});

/** A new supplier with an admin and the SCIM token of its identity provider. */
async function provisioningSupplier() {
  const supplier = await createSupplier(server.databases.no);
  const admin = await createUser(server.databases.no, { supplier_id: supplier.id, is_admin: true });
  const { token } = await createScimTokenAs(server, await signIn(server, admin));
  const provision = async (email: string) => {
    const created = await scimRequest(server, {
      token,
      method: 'POST',
      path: '/Users',
      body: entraCreateUserBody(email, randomUUID()),
    });
    expect(created.status).toBe(201);
    return created.body.id ?? '';
  };
  return { supplier, token, provision };
}

describe("a rival's SCIM provisioning the address of another company's new hire", () => {
  it('keeps nobody out: the person chooses their company and lands there, for good', async () => {
    const newHire = uniqueEmail('newhire');
    const rival = await provisioningSupplier();
    const employer = await provisioningSupplier();
    const rivalUserId = await rival.provision(newHire);
    // The employer's own identity provider still creates its new hire.
    const employeeId = await employer.provision(newHire);

    const offered = companyChoiceOf(await signInAs(newHire));
    expect(offered?.companies.slice().sort()).toEqual(
      [rival.supplier.company, employer.supplier.company].sort(),
    );
    const place = offered?.companies.indexOf(employer.supplier.company) ?? -1;
    const chosen = await chooseCompany(server, offered?.choiceCode ?? '', place);
    expect(chosen.body.data?.auth_microsoft_choose.id).toBe(employeeId);
    const viewer = await server.graphql<{ get_user: { supplier: { id: string } } }>({
      query: 'query get_user { get_user { id supplier { id } } }',
      token: chosen.body.data?.auth_microsoft_choose.token,
    });
    expect(viewer.body.data?.get_user.supplier.id).toBe(employer.supplier.id);

    // From then on the address is the employee's: no more choice, and the code is used up.
    const again = await signInAs(newHire);
    expect(again.body.data?.auth_microsoft.id).toBe(employeeId);
    const rivalPlace = offered?.companies.indexOf(rival.supplier.company) ?? -1;
    expect(errorCodeOf(await chooseCompany(server, offered?.choiceCode ?? '', rivalPlace))).toBe(
      'MICROSOFT_SIGN_IN_FAILED',
    );
    // The rival's user stays as its identity provider made it, never confirmed.
    const rivalView = await scimRequest(server, {
      token: rival.token,
      path: `/Users/${rivalUserId}`,
    });
    expect(rivalView.body).toMatchObject({ id: rivalUserId, userName: newHire, active: true });
  });

  it('changes nothing until the person chooses, and offers the choice to the verified owner only', async () => {
    const newHire = uniqueEmail('newhire');
    const rival = await provisioningSupplier();
    const rivalUserId = await rival.provision(newHire);

    // Offered, not chosen: the next sign-in offers it again.
    expect(companyChoiceOf(await signInAs(newHire))?.companies).toEqual([rival.supplier.company]);
    const offered = companyChoiceOf(await signInAs(newHire));
    expect(offered?.companies).toEqual([rival.supplier.company]);
    const pending = await server.databases.no
      .selectFrom('users')
      .select(['identity_pending', 'microsoft_subject'])
      .where('id', '=', rivalUserId)
      .executeTakeFirstOrThrow();
    expect(pending).toEqual({ identity_pending: true, microsoft_subject: null });

    expect(errorCodeOf(await signInAs(`${unverifiedLoginPrefix}${newHire}`))).toBe(
      'MICROSOFT_EMAIL_NOT_VERIFIED',
    );
    // A place not offered, a made-up code, and then the used-up one: all refused.
    expect(errorCodeOf(await chooseCompany(server, offered?.choiceCode ?? '', 1))).toBe(
      'MICROSOFT_SIGN_IN_FAILED',
    );
    expect(errorCodeOf(await chooseCompany(server, offered?.choiceCode ?? '', 0))).toBe(
      'MICROSOFT_SIGN_IN_FAILED',
    );
    expect(errorCodeOf(await chooseCompany(server, 'x'.repeat(43), 0))).toBe(
      'MICROSOFT_SIGN_IN_FAILED',
    );
  });
});
