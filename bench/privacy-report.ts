/**
 * `node --import tsx bench/privacy-report.ts`: the anonymity rule's utility and cost on every
 * demo dataset (bench/privacy.ts), as a table; `npm run bench -- --only=privacy` records the same.
 */
import { privacyBench } from './privacy';

const bench = await privacyBench();
for (const d of bench.datasets) {
  const rate = ((100 * d.refused) / Math.max(1, d.asked)).toFixed(1);
  console.log(
    `${d.label.padEnd(30)} ${String(d.respondents).padStart(6)} resp  verify ${String(d.verifyMs).padStart(6)} ms  tables ${String(d.tables).padStart(3)} (pairs left out ${d.pairsDropped})  refused ${d.refused}/${d.asked} = ${rate}%  single values refused: ${d.singleRefused.join(', ') || 'none'}`,
  );
}
const worst = bench.datasets.reduce((a, b) => (b.refused / b.asked > a.refused / a.asked ? b : a));
console.log(`worst: ${worst.label} ${((100 * worst.refused) / worst.asked).toFixed(1)}%`);
console.log(`decision: median ${bench.decisionMedianMs} ms, p95 ${bench.decisionP95Ms} ms`);
console.log(
  `admission as a request runs it: median ${bench.admitMedianMs} ms, p95 ${bench.admitP95Ms} ms`,
);
console.log(`1,000,000 respondents: ${JSON.stringify(bench.million)}`);
