import { arena, defineTask } from 'contract-eval/task';

const { ORDERS_CHART, monthsAboveTarget } = arena.look;
const months = monthsAboveTarget();

export default defineTask({
  id: 'shop-chore-look-orders-above-target',
  title: 'Shop: the months a chart image shows above the order target',
  startUrl: ORDERS_CHART.pageUrl,
  goal: "This page shows Copperleaf's chart of online orders per month from the last trading review. In which months were there more orders than the monthly target?",
  rationale: `Single task, not a family: the chart is a committed image drawn once from fixed records (arena.look.ORDERS_CHART), the same under every seed. look: the ${ORDERS_CHART.data.bars.length} monthly counts exist only as the chart's pixels (no table, page text, alt text or script holds them: tests/pixel-evidence.spec.ts), so the agent must take a screenshot and read it; ${months.length} months are above the target. Built to resist reading the page's text or a script (nothing to find there) and judging by bar height alone: several months sit within a few orders of the target line (1196, 1199, 1204), so only the printed counts decide; one missing or extra month fails.`,
  tags: ['chore', 'look', 'chart', 'image'],
  maxSteps: 20,
  maxDurationMs: 120_000,
  success: { kind: 'answer', field: 'months', description: 'every month whose orders were above the monthly target', items: months, type: 'month' },
  reference: [
    { do: 'screenshot', on: { role: 'img', name: 'Bar chart of online orders per month against the monthly target' } },
    { do: 'answer', fields: { months }, explanation: `Above the target of ${ORDERS_CHART.data.target}: ${months.join(', ')}.` },
  ],
});
