import { Type } from '@sinclair/typebox';
import { Nullable } from '../route-schema';

/** The job queue's admin routes (issue #35): the dead-letter list and its retry. */
export const JOBS_TAGS = ['Jobs'];

export const DeadJobsQuery = Type.Object({
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
});

/** A dead-lettered job; its payload is never shown (a mail's holds codes and links). */
export const DeadJobSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String({ description: "The handler's name, e.g. mail.send" }),
  job_key: Nullable(Type.String()),
  attempts: Type.Integer(),
  max_attempts: Type.Integer(),
  last_error: Nullable(Type.String({ description: "The last run's failure" })),
  created_at: Type.String({ description: 'ISO UTC' }),
  failed_at: Type.String({ description: 'ISO UTC of the last failure' }),
});

export const DeadJobsPage = Type.Object({
  total: Type.Integer({ description: 'Dead-lettered jobs in all' }),
  offset: Type.Integer(),
  limit: Type.Integer(),
  jobs: Type.Array(DeadJobSchema),
});
