import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProviderContact } from '../../test-support/contact-factories.js';
import { createSupplier, createUser } from '../../test-support/factories.js';
import { signIn } from '../../test-support/sign-in.js';
import { errorCodeOf, startTestServer, type TestServer } from '../../test-support/test-server.js';

// This file's own staff address: other test files mail the provider's staff too.
const staffEmail = `staff-${randomUUID().slice(0, 12)}@provider.example`;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ PROVIDER_STAFF_EMAIL: staffEmail });
});
afterAll(() => server.close());

const sendMutation = `mutation send_contact_message($subject: String!, $message: String!) {
  send_contact_message(subject: $subject, message: $message) { recipient_name }
}`;

const send = (token: string, subject: string, message: string) =>
  server.graphql<{ send_contact_message: { recipient_name: string } }>({
    query: sendMutation,
    variables: { subject, message },
    token,
  });

const mailsTo = (recipient: string) =>
  server.databases.no
    .selectFrom('email_outbox')
    .select(['subject', 'text_body', 'html_body', 'language', 'template'])
    .where('recipient', '=', recipient)
    .execute();

describe('send_contact_message', () => {
  it('mails the acting supplier’s account manager with the sender’s details', async () => {
    const database = server.databases.no;
    const supplier = await createSupplier(database, { company: 'Fjord Kraft AS' });
    const manager = await createProviderContact(database, {
      supplierId: supplier.id,
      role: 'account_manager',
      name: 'Marius Solberg',
    });
    const invoice = await createProviderContact(database, {
      supplierId: supplier.id,
      role: 'invoice',
    });
    const user = await createUser(database, {
      supplier_id: supplier.id,
      first_name: 'Ingrid',
      last_name: 'Haugen',
      phone: '+47 911 22 334',
    });

    const response = await send(
      await signIn(server, user),
      'Pickup in December',
      'Can you collect 40 laptops?\n\nThe week before Christmas suits us.',
    );

    expect(response.body.data?.send_contact_message.recipient_name).toBe('Marius Solberg');
    const [mail] = await mailsTo(manager.email);
    expect(mail).toMatchObject({
      subject: 'Melding fra Fjord Kraft AS: Pickup in December',
      language: 'no',
      template: 'contact_message',
    });
    expect(mail?.text_body).toContain('Hei Marius Solberg,');
    expect(mail?.text_body).toContain('Ingrid Haugen');
    expect(mail?.text_body).toContain(user.email);
    expect(mail?.text_body).toContain('+47 911 22 334');
    expect(mail?.text_body).toContain('Can you collect 40 laptops?');
    expect(mail?.text_body).toContain('The week before Christmas suits us.');
    expect(await mailsTo(invoice.email)).toEqual([]);
  });

  it('escapes what the user wrote in the HTML mail', async () => {
    const database = server.databases.no;
    const supplier = await createSupplier(database);
    const manager = await createProviderContact(database, {
      supplierId: supplier.id,
      role: 'account_manager',
    });
    const user = await createUser(database, { supplier_id: supplier.id });
    await send(await signIn(server, user), 'Hello', '<script>alert(1)</script>');
    const [mail] = await mailsTo(manager.email);
    expect(mail?.html_body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail?.html_body).not.toContain('<script>');
  });

  it('falls back to the provider’s staff address when the supplier has no sales contact', async () => {
    const database = server.databases.no;
    const supplier = await createSupplier(database);
    const user = await createUser(database, { supplier_id: supplier.id });
    const response = await send(await signIn(server, user), 'Question', 'Who is our contact?');
    expect(response.body.data?.send_contact_message.recipient_name).toBe('Greentech');
    // Counted by this test's own sender, whatever else reached the staff address.
    const mails = (await mailsTo(staffEmail)).filter((mail) => mail.text_body.includes(user.email));
    expect(mails).toHaveLength(1);
  });

  it('never mails another supplier’s account manager', async () => {
    const database = server.databases.no;
    const mine = await createSupplier(database);
    const theirs = await createSupplier(database);
    const myManager = await createProviderContact(database, {
      supplierId: mine.id,
      role: 'account_manager',
    });
    const theirManager = await createProviderContact(database, {
      supplierId: theirs.id,
      role: 'account_manager',
    });
    const user = await createUser(database, { supplier_id: mine.id });
    await send(await signIn(server, user), 'Hi', 'Hello');
    expect(await mailsTo(myManager.email)).toHaveLength(1);
    expect(await mailsTo(theirManager.email)).toEqual([]);
  });

  it('refuses empty or overlong input, stores no mail, and limits the pace', async () => {
    const database = server.databases.no;
    const supplier = await createSupplier(database);
    const manager = await createProviderContact(database, {
      supplierId: supplier.id,
      role: 'account_manager',
    });
    const token = await signIn(server, await createUser(database, { supplier_id: supplier.id }));

    const empty = await send(token, 'Subject', '   ');
    expect(errorCodeOf(empty)).toBe('BAD_USER_INPUT');
    expect(empty.body.errors?.[0]?.message).toBe('Message is required.');
    expect(errorCodeOf(await send(token, 'x'.repeat(201), 'Hello'))).toBe('BAD_USER_INPUT');
    expect(await mailsTo(manager.email)).toEqual([]);

    for (let index = 0; index < 10; index += 1) {
      expect(errorCodeOf(await send(token, 'Hi', `Message ${index}`))).toBeUndefined();
    }
    expect(errorCodeOf(await send(token, 'Hi', 'One too many'))).toBe('TOO_MANY_ATTEMPTS');
  });

  it('requires sign-in', async () => {
    const response = await server.graphql({
      query: sendMutation,
      variables: { subject: 'a', message: 'b' },
    });
    expect(errorCodeOf(response)).toBe('UNAUTHENTICATED');
  });
});
