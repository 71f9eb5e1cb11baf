import { forbidden } from '../../shared/errors.js';
import type { StaffCaller, StaffRole } from './staff-model.js';

/**
 * What each staff role may do in the console. Support reads (to help a customer on the phone);
 * account managers and administrators also act on customers, requests and jobs. Staff
 * themselves are managed on the command line (`staff add`), by whoever runs the servers.
 */
const rolesThatAct: readonly StaffRole[] = ['administrator', 'account_manager'];

/** Any signed-in staff member may read the console's lists. */
export function assertStaffMayRead(caller: StaffCaller): StaffCaller {
  return caller;
}

/** Approving and rejecting access requests, and other changes to customers' data. */
export function assertStaffMayAct(caller: StaffCaller): StaffCaller {
  if (!rolesThatAct.includes(caller.role)) throw forbidden();
  return caller;
}

/** The staff log (every colleague's sign-ins, addresses and actions): administrators only. */
export function assertStaffMayReadLog(caller: StaffCaller): StaffCaller {
  if (caller.role !== 'administrator') throw forbidden();
  return caller;
}

/** Adding, resetting and deactivating staff: administrators only. */
export function assertStaffMayManageStaff(caller: StaffCaller): StaffCaller {
  if (caller.role !== 'administrator') throw forbidden();
  return caller;
}

/**
 * "See as this customer" (read only, time-boxed, in both logs): every role, support first of
 * all, since it changes nothing.
 */
export function assertStaffMayViewAsCustomer(caller: StaffCaller): StaffCaller {
  return caller;
}

/** The keys of the provider's own systems (they reach every customer's data): administrators. */
export function assertStaffMayManageProviderKeys(caller: StaffCaller): StaffCaller {
  if (caller.role !== 'administrator') throw forbidden();
  return caller;
}

/**
 * The provider's legal identity on documents (letterhead, signatory, bank account customers pay
 * to): administrators, since a changed account number redirects customers' payments.
 */
export function assertStaffMayChangeProviderIdentity(caller: StaffCaller): StaffCaller {
  if (caller.role !== 'administrator') throw forbidden();
  return caller;
}
