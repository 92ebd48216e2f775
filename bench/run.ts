/**
 * `npm run bench`: runs every `bench/*.bench.ts` (each exports `run()` and prints its figures),
 * or only those whose names contain the words given: `npm run bench -- bundle`.
 */
import fs from 'node:fs';
import path from 'node:path';

interface Benchmark {
  run(): Promise<void>;
}

async function main(): Promise<void> {
  const filters = process.argv.slice(2);
  const files = fs
    .readdirSync(__dirname)
    .filter((file) => file.endsWith('.bench.ts'))
    .filter((file) => filters.length === 0 || filters.some((filter) => file.includes(filter)))
    .sort();
  for (const file of files) {
    console.log(`\n=== ${file} ===`);
    const benchmark = (await import(path.join(__dirname, file))) as Benchmark;
    await benchmark.run();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
