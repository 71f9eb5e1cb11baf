import { createHash, randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { withTestDatabase } from './support/database';
import { signInAtIdentityProvider } from './support/identity-provider';
import { createSettingsUser } from './support/settings-user';

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

test('[VISITOR] logs in with Microsoft and lands on the page first asked for', async ({ page }) => {
  const email = `microsoft-${unique()}@demo.no`;
  await createSettingsUser(email, { firstName: 'Mia', lastName: 'Soft', language: 'en' });

  await page.goto('/account');
  await expect(page).toHaveURL(/\/login$/);
  const microsoft = page.getByRole('button', { name: 'Continue with Microsoft' });
  await expect(microsoft).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await microsoft.click();

  await signInAtIdentityProvider(page, email);
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: email })).toBeVisible();
});

test('[VISITOR] an unknown Microsoft account gets the not-registered message', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Microsoft' }).click();
  await signInAtIdentityProvider(page, `stranger-${unique()}@elsewhere.example`);

  await expect(page).toHaveURL(/\/login\/microsoft\/\?/);
  await expect(page.getByRole('alert')).toHaveText(
    'You are not registered. You will receive an invitation in a separate email. Follow the instructions to register with your contact details.',
  );
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page.getByRole('link', { name: 'Back to log in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
});

test('[VISITOR] a callback this tab did not start is refused', async ({ page }) => {
  await page.goto(`/login/microsoft/?code=forged&state=${'a'.repeat(43)}`);
  await expect(page.getByRole('alert')).toHaveText(
    'The Microsoft login did not complete. Try again.',
  );
});

test('[INVITED] registers with Microsoft instead of a password', async ({ page }) => {
  const email = `invited-ms-${unique()}@demo.no`;
  const code = randomBytes(32).toString('base64url');
  await withTestDatabase(async (client) => {
    const supplier = await client.query<{ id: string }>(
      'insert into suppliers (company) values ($1) returning id',
      [`Invited ${unique()} AS`],
    );
    const user = await client.query<{ id: string }>(
      `insert into users (supplier_id, email, country, status) values ($1, $2, 'norway', 'invited')
       returning id`,
      [supplier.rows[0]!.id, email],
    );
    await client.query(
      `insert into invitation_codes (user_id, code_hash, expires_at)
       values ($1, $2, now() + interval '7 days')`,
      [user.rows[0]!.id, createHash('sha256').update(code).digest('hex')],
    );
  });

  await page.goto(`/register/${code}?location=no`);
  await expect(page.getByRole('heading', { level: 1, name: 'Register' })).toBeVisible();
  const microsoft = page.getByRole('button', { name: 'Continue with Microsoft' });
  await expect(microsoft).toBeVisible();
  // The profile is still required; the password is not.
  await microsoft.click();
  await expect(page.getByLabel('First name')).toBeFocused();

  await page.getByLabel('First name').fill('Ida');
  await page.getByLabel('Last name').fill('Sky');
  await page.getByLabel('Phone').fill('+47 400 55 555');
  await page.getByLabel('Job title').fill('IT lead');
  await microsoft.click();

  await signInAtIdentityProvider(page, email);
  await expect(page).toHaveURL(/\/unit-summary$/);
  await expect(page.getByRole('button', { name: /User menu for Ida Sky/ })).toBeVisible();
  const status = await withTestDatabase((client) =>
    client.query<{ status: string; microsoft_subject: string }>(
      'select status, microsoft_subject from users where email = $1',
      [email],
    ),
  );
  expect(status.rows[0]).toEqual({ status: 'active', microsoft_subject: email });
});

test('[PROVISIONED] confirms the company that set them up, when a rival did too', async ({
  page,
}) => {
  const email = `newhire-${unique()}@demo.no`;
  const employer = `Employer ${unique()} AS`;
  const rival = `Rival ${unique()} AS`;
  // Both companies' identity providers provisioned the address: two pending users.
  const ids = await withTestDatabase(async (client) => {
    const pendingUserOf = async (company: string) => {
      const supplier = await client.query<{ id: string }>(
        'insert into suppliers (company) values ($1) returning id',
        [company],
      );
      const user = await client.query<{ id: string }>(
        `insert into users (supplier_id, email, first_name, last_name, country, status,
           identity_pending, registered_at)
         values ($1, $2, 'Nora', 'Hire', 'norway', 'active', true, now()) returning id`,
        [supplier.rows[0]!.id, email],
      );
      return user.rows[0]!.id;
    };
    return { employer: await pendingUserOf(employer), rival: await pendingUserOf(rival) };
  });

  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Microsoft' }).click();
  await signInAtIdentityProvider(page, email);

  await expect(page.getByRole('heading', { level: 2, name: 'Confirm your company' })).toBeFocused();
  await expect(page.getByText('2 companies have set up a portal account')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Continue as a user of / })).toHaveCount(2);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page.getByRole('button', { name: `Continue as a user of ${employer}` }).click();

  await expect(page).toHaveURL(/\/unit-summary$/);
  await expect(page.getByRole('button', { name: /User menu for Nora Hire/ })).toBeVisible();
  const rows = await withTestDatabase((client) =>
    client.query<{ id: string; identity_pending: boolean; microsoft_subject: string | null }>(
      'select id, identity_pending, microsoft_subject from users where email = $1 order by id',
      [email],
    ),
  );
  expect(rows.rows).toEqual(
    [
      { id: ids.employer, identity_pending: false, microsoft_subject: email },
      { id: ids.rival, identity_pending: true, microsoft_subject: null },
    ].sort((first, second) => first.id.localeCompare(second.id)),
  );
});
