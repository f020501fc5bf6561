import { arena, defineTask } from 'contract-eval/task';

const { LEDGER, floodYears } = arena.look;
const years = floodYears();

export default defineTask({
  id: 'wiki-chore-look-flood-years',
  title: 'Wiki: the flood years in a scanned ledger page',
  startUrl: LEDGER.pageUrl,
  goal: "This file page shows a scanned page of a harbour master's ledger of calamities. In which years does the ledger record a flood?",
  rationale: `Single task, not a family: the scan is a committed image drawn once from fixed records (arena.look.LEDGER), the same under every seed. look: the ${LEDGER.data.entries.length} entries exist only as the scan's pixels (no page text, alt text or script holds a year or an entry: tests/pixel-evidence.spec.ts), so the agent must take a screenshot and read it; ${years.length} record a flood. Built to resist reading the page's text or a script (nothing to find there), counting storms and storm surges as floods, and misreading an italic year; one missing or extra year fails.`,
  tags: ['chore', 'look', 'image'],
  maxSteps: 20,
  maxDurationMs: 120_000,
  success: { kind: 'answer', field: 'years', description: 'every year in which the ledger records a flood', items: years },
  reference: [
    { do: 'screenshot', on: { role: 'img', name: 'Scanned handwritten ledger page' } },
    { do: 'answer', fields: { years }, explanation: `Floods recorded in ${years.join(', ')}.` },
  ],
});
