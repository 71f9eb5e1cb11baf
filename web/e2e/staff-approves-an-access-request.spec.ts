import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { createConsoleStaff, signInToConsoleFirstTime } from './support/console-staff';
import { invitationLinkFor, mailTextsTo } from './support/mail';
import { demoPassword } from './support/session';

const requestAccessMutation = `mutation request_access($company_name: String!, $org_number: String!,
  $first_name: String!, $last_name: String!, $phone: String!, $email: String!, $language: String) {
  request_access(company_name: $company_name, org_number: $org_number, first_name: $first_name,
    last_name: $last_name, phone: $phone, email: $email, language: $language)
}`;

/** A company's request for access, as the public form sends it (in the visitor's language). */
async function requestAccess(
  request: APIRequestContext,
  details: { company: string; email: string; language: string },
): Promise<void> {
  const response = await request.post(`${process.env.E2E_BASE_URL}/graphql/no`, {
    headers: { authorization: '', 'x-forwarded-for': `198.51.100.${Date.now() % 250}` },
    data: {
      operationName: 'request_access',
      query: requestAccessMutation,
      variables: {
        company_name: details.company,
        org_number: `9${Date.now() % 100_000_000}`,
        first_name: 'Mette',
        last_name: 'Holm',
        phone: '+45 20 12 34 56',
        email: details.email,
        language: details.language,
      },
    },
  });
  expect(await response.json()).toEqual({ data: { request_access: true } });
}

test('[PROVIDER] staff set up their authenticator, approve a request, and its admin signs in', async ({
  browser,
  request,
}) => {
  const stamp = Date.now();
  const staffEmail = `console-${stamp}@provider.example`;
  await createConsoleStaff(staffEmail, 'account_manager');
  const company = `Fjordlys Data ${stamp} ApS`;
  const requesterEmail = `mette-${stamp}@fjordlys.example`;
  await requestAccess(request, { company, email: requesterEmail, language: 'da' });

  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, locale: 'en-US' });
  const page = await context.newPage();
  await page.goto('/console');
  await expect(page.getByRole('heading', { level: 1, name: 'Provider console' })).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await signInToConsoleFirstTime(page, staffEmail, demoPassword);

  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  await expect(page.getByText('Kari Konsoll')).toBeVisible();
  await page.getByLabel('Search').fill(company);
  const row = page.getByRole('row', { name: new RegExp(company) });
  await expect(row).toContainText(requesterEmail);
  await expect(row).toContainText('Dansk');
  await expect(row).toContainText('New customer');
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  await row.getByRole('button', { name: `Approve the request from ${company}` }).click();
  const dialog = page.getByRole('dialog', { name: `Approve ${company}` });
  await expect(dialog.getByLabel(`Create the customer ${company}`)).toBeChecked();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await dialog.getByRole('button', { name: 'Approve and invite' }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: `Approved. An invitation has been sent to ${requesterEmail}.` }),
  ).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(company) })).toHaveCount(0);

  // Decided requests list who decided.
  await page.getByLabel('Status').selectOption('approved');
  await expect(page.getByRole('row', { name: new RegExp(company) })).toContainText('Kari Konsoll');
  await context.close();

  // The requester's invitation is in Danish, the language of the request.
  const link = await invitationLinkFor(requesterEmail);
  expect(mailTextsTo(requesterEmail).at(-1)).toContain('Fuldfør din registrering');
  const visitor = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, locale: 'en-US' });
  const registration = await visitor.newPage();
  await registration.goto(`${link}&lng=en`);
  await expect(registration.getByLabel('E-mail')).toHaveValue(requesterEmail);
  // What the request said is filled in: the requester does not type it twice.
  await expect(registration.getByLabel('Phone')).toHaveValue('+45 20 12 34 56');
  await registration.getByLabel('Job title').fill('IT manager');
  await registration.getByLabel('Password', { exact: true }).fill('Fjordlys-2026');
  await registration.getByLabel('Repeat password').fill('Fjordlys-2026');
  await registration.getByRole('button', { name: 'Complete registration' }).click();
  await expect(registration).toHaveURL(/\/unit-summary$/);
  // The first user of the new customer is its admin, and the approval is in its audit log.
  await registration.goto('/account/audit-log');
  await expect(registration.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(
    registration.getByRole('row', { name: /Provider staff: Kari Konsoll/ }),
  ).toBeVisible();
  await visitor.close();
});

test('[PROVIDER] staff reject a request and the requester gets the reason in Finnish', async ({
  browser,
  request,
}) => {
  const stamp = Date.now();
  const staffEmail = `console-reject-${stamp}@provider.example`;
  await createConsoleStaff(staffEmail, 'administrator');
  const company = `Kuusamo Data ${stamp} Oy`;
  const requesterEmail = `aino-${stamp}@kuusamo.example`;
  await requestAccess(request, { company, email: requesterEmail, language: 'fi' });

  const context = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    locale: 'en-US',
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await signInToConsoleFirstTime(page, staffEmail, demoPassword);
  await page.getByLabel('Search').fill(company);
  await page.getByRole('button', { name: `Reject the request from ${company}` }).click();
  const dialog = page.getByRole('dialog', { name: `Reject ${company}` });
  await dialog.getByRole('button', { name: 'Reject and send the reason' }).click();
  await expect(dialog.getByLabel('Reason')).toHaveAccessibleDescription(
    'Write the reason the requester will get.',
  );
  await dialog.getByLabel('Reason').fill('Emme löytäneet yritystä kaupparekisteristä.');
  await dialog.getByRole('button', { name: 'Reject and send the reason' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `The request from ${company} is rejected` }),
  ).toBeVisible();
  const sideways = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(sideways).toBe(0);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  await expect
    .poll(() => mailTextsTo(requesterEmail).at(-1) ?? '', { timeout: 15_000 })
    .toContain('Perustelumme:');
  expect(mailTextsTo(requesterEmail).at(-1)).toContain(
    'Emme löytäneet yritystä kaupparekisteristä.',
  );
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/console$/);
  await context.close();
});
