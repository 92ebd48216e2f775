import type { Kysely } from 'kysely';
import type { DestinationStream } from 'pino';
import type { ServerConfig } from './config';
import type { Database } from './db/schema';

/** What every server plugin is given: the configuration and the open database. */
export interface AppDependencies {
  readonly config: ServerConfig;
  readonly db: Kysely<Database>;
  /** Where the log is written (default standard output): tests read what the server logs. */
  readonly logStream?: DestinationStream;
}
