import fs from 'node:fs';
import { expect, test } from '../benchmarks/fixtures.ts';
import { runTargets } from '../benchmarks/options.ts';
import { validateTaskSpec } from '../benchmarks/task-spec/validate.ts';
import { transcriptPath } from '../benchmarks/transcripts/format.ts';

// The judge reads the page the agent last acted on, wherever the browser opened others.
const popupTask = validateTaskSpec(
  {
    id: 'popup-stays',
    title: 'popup',
    startUrl: 'http://fixtures.test/popup.html',
    goal: 'See the offer.',
    maxSteps: 10,
    maxDurationMs: 30_000,
    success: { kind: 'and', children: [{ kind: 'url', pattern: '/popup\\.html$' }, { kind: 'dom_text', selector: '#log', contains: 'window of its own' }] },
    reference: [{ do: 'click', on: { role: 'button', name: 'See the offer' } }],
  },
  'popup-stays',
);

for (const target of runTargets())
  test.describe(target, () => {
    test.use({ target });
    test(`a window the page opens is not where the ${target} agent is: the judge reads the page it acted on`, async ({ runTask }) => {
      const { result } = await runTask(popupTask, { adapter: 'reference' });
      expect(result.status, JSON.stringify(result.failedClause)).toBe('passed');
      expect(result.finalUrl).toBe('http://fixtures.test/popup.html');
    });
  });

test("OpenChrome's run-specific tab ids are recorded as handles, never as this run's ids", () => {
  const transcript = fs.readFileSync(transcriptPath('openchrome', 'local-form-submit'), 'utf8');
  expect(transcript).toContain('"tabId":"«handle:tab-1»"');
  expect(transcript).not.toMatch(/[0-9A-F]{32}/);
});
