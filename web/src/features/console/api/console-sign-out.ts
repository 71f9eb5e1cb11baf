import { ConsoleSignOutDocument } from '../../../shared/graphql/generated/graphql';
import { clearConsoleSession } from '../lib/console-session';
import { consoleRequest } from './console-request';

/** Ends the session on the server, then here (also when the server could not be reached). */
export async function signOutOfConsole(): Promise<void> {
  try {
    await consoleRequest(ConsoleSignOutDocument);
  } catch {
    // The session ends in this tab whatever the server answered.
  }
  clearConsoleSession();
}
