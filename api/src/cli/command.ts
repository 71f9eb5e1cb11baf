import type { AppConfig } from '../config.js';
import type { PreparedDatabases } from '../database/prepare.js';
import type { ObjectStorage } from '../shared/storage/object-storage.js';

interface CommandContext {
  config: AppConfig;
  /** Where documents and settlement PDFs go (as configured). */
  storage: ObjectStorage;
  /** Opens (and migrates) the databases; only commands that need them call it. */
  openDatabases(): Promise<PreparedDatabases>;
  print(line: string): void;
}

export interface AdminCommand {
  name: string;
  summary: string;
  usage: string;
  run(argumentsList: string[], context: CommandContext): Promise<void>;
}

/** A mistake in how a command was called: printed with the command's usage, exit code 2. */
export class UsageError extends Error {}
