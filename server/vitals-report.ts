import { readConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { VitalsRepository } from './gateway/rum/vitals.repository';
import type { VitalsSummaryWire } from './gateway/rum/vitals.schema';

const ms = (figure: VitalsSummaryWire['lcp']) => (figure ? `${Math.round(figure.p75)} ms` : '–');
const shift = (figure: VitalsSummaryWire['cls']) => (figure ? figure.p75.toFixed(3) : '–');
const line = (label: string, vitals: VitalsSummaryWire) =>
  `${label.padEnd(44)} LCP ${ms(vitals.lcp).padStart(8)}  INP ${ms(vitals.inp).padStart(8)}  CLS ${shift(vitals.cls).padStart(6)}`;

/**
 * `npm run vitals`: real users' p75 LCP, INP and CLS per route and per day over the last 28 days,
 * from the database of DATA_DIR (or DATABASE_URL), the most measured routes first, with the element
 * and script most often behind the slow ones. `npm run vitals -- 50` prints up to 50 routes (default 20).
 */
async function main(): Promise<void> {
  const config = readConfig();
  const db = openDatabase(config.databaseFile);
  try {
    await migrateToLatest(db);
    const limit = Math.min(50, Math.max(1, Number(process.argv[2] ?? 20) || 20));
    const report = await new VitalsRepository(db).report({ offset: 0, limit });
    console.log(`Real users' vitals, p75, ${report.from} to ${report.to} (UTC): ${report.total} routes`);
    for (const route of report.routes) {
      console.log(`\n${line(`${route.route} (${route.samples} samples)`, route.vitals)}`);
      const causes = [
        route.vitals.lcp?.slow_target && `slow LCP element ${route.vitals.lcp.slow_target}`,
        route.vitals.lcp?.slow_source && `resource ${route.vitals.lcp.slow_source}`,
        route.vitals.inp?.slow_target && `slow INP element ${route.vitals.inp.slow_target}`,
        route.vitals.inp?.slow_source && `script ${route.vitals.inp.slow_source}`,
      ].filter(Boolean);
      if (causes.length > 0) console.log(`  ${causes.join('; ')}`);
      for (const day of route.days) console.log(`  ${line(day.day, day.vitals)}`);
    }
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
