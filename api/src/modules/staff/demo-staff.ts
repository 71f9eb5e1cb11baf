import type { Database } from '../../database/connections.js';
import { demoPassword } from '../../demo/demo-data.js';
import { createStaffMember } from './service.js';

/** The demo's console login, printed at start with the customers' ones. */
export const demoStaffLogin = {
  email: 'staff@demo.no',
  name: 'Siri Staff',
  description: 'provider staff, administrator: sign in at /console (sets up an authenticator app)',
} as const;

/**
 * A staff administrator in each demo country, with the demo password and no authenticator yet:
 * the first sign-in at /console sets one up, as it does for every new member.
 */
export async function seedDemoStaff(database: Database): Promise<void> {
  await createStaffMember(database, {
    email: demoStaffLogin.email,
    name: demoStaffLogin.name,
    role: 'administrator',
    language: 'en',
    password: demoPassword,
  });
}
