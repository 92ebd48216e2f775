import { readConfig } from './config';
import { copyDiskFilesToStore } from './storage/copy-to-store';
import { mediaStoreOf } from './storage/media-store';

/** Exit statuses of `npm run media:copy`. */
const EXIT = { USAGE: 2, STORE_UNAVAILABLE: 3, SOME_FAILED: 4, FAILED: 1 } as const;

/**
 * `npm run media:copy` (the companion of `npm run db:copy`): copies the uploaded files of
 * DATA_DIR/uploads to the bucket MEDIA_STORE=s3://bucket/prefix names (with S3_ENDPOINT,
 * S3_REGION, S3_FORCE_PATH_STYLE and the AWS credentials, as the server reads them). Idempotent
 * and resumable: files already in the bucket with the same size are skipped. Prints the files
 * copied, skipped and failed per area; exits 2 when MEDIA_STORE is no bucket, 3 when the bucket
 * cannot be used, 4 when some file failed (run it again), 1 on any other error.
 */
async function main(): Promise<number> {
  const config = readConfig();
  if (config.mediaStore.kind !== 's3') {
    console.error(
      'usage: MEDIA_STORE=s3://bucket/prefix [S3_ENDPOINT=…] npm run media:copy (DATA_DIR: the source)',
    );
    return EXIT.USAGE;
  }
  const store = mediaStoreOf(config);
  const problem = await store.problem();
  if (problem) {
    console.error(`media:copy refused: ${problem}`);
    return EXIT.STORE_UNAVAILABLE;
  }
  const started = Date.now();
  const areas = await copyDiskFilesToStore(config.dataDir, store);
  for (const area of areas) {
    console.log(
      `${area.area.padEnd(16)} copied ${area.copied}, already there ${area.skipped}, failed ${area.failed}`,
    );
    for (const error of area.errors) console.error(`  ${error}`);
  }
  const sum = (pick: (area: (typeof areas)[number]) => number) =>
    areas.reduce((total, area) => total + pick(area), 0);
  console.log(
    `copied ${sum((a) => a.copied)} files, ${sum((a) => a.skipped)} already in s3://${config.mediaStore.bucket}, ${sum((a) => a.failed)} failed, in ${Date.now() - started} ms`,
  );
  return sum((a) => a.failed) > 0 ? EXIT.SOME_FAILED : 0;
}

main().then(
  (status) => process.exit(status),
  (error: unknown) => {
    console.error(`media:copy failed: ${(error as Error).message}`);
    process.exit(EXIT.FAILED);
  },
);
