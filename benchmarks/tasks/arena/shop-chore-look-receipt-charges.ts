import { arena, defineTask } from 'contract-eval/task';

const { RECEIPT, receiptCharges } = arena.look;
const charges = receiptCharges();

export default defineTask({
  id: 'shop-chore-look-receipt-charges',
  title: 'Shop: list every amount charged on a scanned till receipt',
  startUrl: RECEIPT.pageUrl,
  goal: 'A customer sent Copperleaf the scan of a till receipt shown on this page and asks what exactly they were charged for. List the amount of every line they were charged for.',
  rationale: `Single task, not a family: the scan is a committed image drawn once from fixed records (arena.look.RECEIPT), the same under every seed. look: the ${charges.length} charged amounts exist only as the scan's pixels (no page text, alt text, script or other served file holds them: tests/pixel-evidence.spec.ts), so the agent must take a screenshot and read it. Built to resist reading the page's text or fetching it in a script (nothing to find there), counting the voided line, and a misread digit: every amount is judged to the cent, and one wrong, missing or extra amount fails.`,
  tags: ['chore', 'look', 'image'],
  maxSteps: 20,
  maxDurationMs: 120_000,
  success: { kind: 'answer', field: 'amounts', description: 'the amount of each line charged on the receipt', items: charges, unit: '$', tolerance: 0.005 },
  reference: [
    { do: 'screenshot', on: { role: 'img', name: 'Scan of a till receipt from the Oakridge store' } },
    { do: 'answer', fields: { amounts: charges }, explanation: `The receipt lists ${RECEIPT.data.lines.length} lines; the voided one was never charged. Charged: ${charges.map((c) => c.toFixed(2)).join(', ')}.` },
  ],
});
