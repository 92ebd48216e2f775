import { injectable } from 'inversify';
import { PunchQueueDatabase } from './punch-queue.database';

/** The punch queue in IndexedDB (punch-queue.database.ts), as the container binds it. */
@injectable()
export class IndexedDbPunchQueue extends PunchQueueDatabase {}
