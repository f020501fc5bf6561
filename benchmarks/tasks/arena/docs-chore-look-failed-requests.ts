import { arena, defineTask } from 'contract-eval/task';

const { REQUEST_LOG, serverErrorRequests } = arena.look;
const requests = serverErrorRequests();

export default defineTask({
  id: 'docs-chore-look-failed-requests',
  title: 'Docs: the requests a screenshot of an access log shows failing with a server error',
  startUrl: REQUEST_LOG.pageUrl,
  goal: "A customer attached a screenshot of their gateway's access log to a support case; it is on this page. Which requests did the server fail with a server error (a 5xx status)? Client errors do not count.",
  rationale: `Single task, not a family: the screenshot is a committed image drawn once from fixed records (arena.look.REQUEST_LOG), the same under every seed. look: the ${REQUEST_LOG.data.lines.length} log lines exist only as the image's pixels (no page text, alt text or script holds a request number or status: tests/pixel-evidence.spec.ts), so the agent must take a screenshot and read it; ${requests.length} requests ended in a 5xx. Built to resist reading the page's text or a script (nothing to find there), counting the client errors (4xx, also coloured) or slow successes, and a misread digit in a five-digit request number; one missing or extra request fails.`,
  tags: ['chore', 'look', 'image'],
  maxSteps: 20,
  maxDurationMs: 120_000,
  success: { kind: 'answer', field: 'requests', description: 'the number of every request that ended in a server error (5xx)', items: requests },
  reference: [
    { do: 'screenshot', on: { role: 'img', name: "Screenshot of a terminal showing the gateway's access log" } },
    { do: 'answer', fields: { requests }, explanation: `Lines with a 5xx status: ${REQUEST_LOG.data.lines.filter((l) => l.status >= 500).map((l) => `#${l.request} (${l.status})`).join(', ')}.` },
  ],
});
