import fs from 'node:fs';
import type { Contract } from '../benchmarks/contracts/contract.ts';
import { expect, test } from '../benchmarks/fixtures.ts';
import { runTargets } from '../benchmarks/options.ts';
import type { ReferenceStepInput } from '../benchmarks/reference/steps.ts';
import { validateTaskSpec } from '../benchmarks/task-spec/validate.ts';

// Every kind of reference step, carried out live by each target's solver on one page of controls
// (fixtures-site/local/controls.html): what every recorded transcript is made from.
const CONTROLS = 'http://fixtures.test/controls.html';
const task = (id: string, { reference, success }: Pick<Case, 'reference' | 'success'>) =>
  validateTaskSpec({ id, title: id, startUrl: CONTROLS, goal: 'Use the controls.', maxSteps: 60, maxDurationMs: 90_000, success, reference }, id);
const log = (text: string): Contract => ({ kind: 'dom_text', selector: '#log', contains: text });
interface Case {
  what: string;
  reference: ReferenceStepInput[];
  success: Contract;
}

// Two episodes between them take every kind of step: one judged on the page of controls (its log
// keeps every entry), one judged on the result page its form sends to. Few episodes, because on
// chrome-devtools-mcp and OpenChrome each starts a server of its own.
const ON_THE_PAGE: Case = {
  what: 'go to a URL, press a key in a field, wait for text, take a screenshot, read the page and answer, accept and dismiss a confirm dialog, act inside an iframe and an open shadow root',
  reference: [
    { do: 'go', url: `${CONTROLS}?from=go` },
    { do: 'fill', on: { role: 'textbox', name: 'Full name' }, text: 'Ada' },
    { do: 'press', key: 'Enter', on: { role: 'textbox', name: 'Full name' } },
    { do: 'click', on: { role: 'button', name: 'Load the note' } },
    { do: 'wait_for', text: 'The note arrived' },
    { do: 'click', on: { role: 'button', name: 'Delete draft' } },
    { do: 'dialog', accept: true },
    { do: 'click', on: { role: 'button', name: 'Delete draft' } },
    { do: 'dialog', accept: false },
    { do: 'click', on: { role: 'button', name: 'Shadow button' } },
    { do: 'fill', on: { role: 'textbox', name: 'Card number' }, text: '4242' },
    { do: 'click', on: { role: 'button', name: 'Pay now' } },
    { do: 'screenshot' },
    { do: 'read' },
    { do: 'answer', fields: { message: 'note arrived' }, explanation: 'The note arrived.' },
  ],
  success: {
    kind: 'and',
    children: [
      { kind: 'url', pattern: '^http://fixtures\\.test/controls\\.html\\?from=go$' },
      log('Enter in Full name; Draft deleted; Draft kept; Shadow button pressed; Paid with 4242'),
      { kind: 'answer', field: 'message', description: 'what the page says arrived', value: 'note arrived', type: 'text' },
    ],
  },
};
const THROUGH_THE_FORM: Case = {
  what: 'scroll to an element, hover to reveal a menu, follow it, go back, fill, select, check a box and a radio, upload a file, click',
  reference: [
    { do: 'scroll', on: { role: 'button', name: 'Button at the bottom' } },
    { do: 'hover', on: { role: 'button', name: 'More options' } },
    { do: 'click', on: { role: 'link', name: 'Hidden menu link' } },
    { do: 'back' },
    { do: 'fill', on: { role: 'textbox', name: 'Full name' }, text: 'Grace Hopper' },
    { do: 'select', on: { role: 'combobox', name: 'Size' }, option: 'Large' },
    { do: 'check', on: { role: 'checkbox', name: 'Gift wrap' } },
    { do: 'check', on: { role: 'radio', name: 'Express' } },
    { do: 'upload', on: { role: 'button', name: 'Attachment' }, file: 'order-list.csv' },
    { do: 'click', on: { role: 'button', name: 'Place order' } },
  ],
  success: { kind: 'dom_text', selector: '#summary', contains: 'name=Grace+Hopper&q=&size=l&gift=yes&delivery=express&file=order-list.csv' },
};

for (const target of runTargets())
  test.describe(target, () => {
    test.use({ target });
    test(`the ${target} solver can ${ON_THE_PAGE.what}`, async ({ runTask }) => {
      const { result } = await runTask(task('controls-on-the-page', ON_THE_PAGE), { adapter: 'reference' });
      expect(result.status, result.message ?? JSON.stringify(result.failedClause)).toBe('passed');
    });

    test(`the ${target} solver can ${THROUGH_THE_FORM.what}; recorded twice, it gives the same transcript, byte for byte`, async ({ runTask }, testInfo) => {
      const recorded = [];
      for (const attempt of [1, 2]) {
        const transcriptFile = testInfo.outputPath(`recording-${attempt}.jsonl`);
        const { result } = await runTask(task('controls-through-the-form', THROUGH_THE_FORM), { adapter: 'reference', record: true, transcriptFile });
        expect(result.status, result.message ?? JSON.stringify(result.failedClause)).toBe('passed');
        recorded.push(fs.readFileSync(transcriptFile, 'utf8'));
      }
      expect(recorded[1]).toBe(recorded[0]);
    });

    test(`a reference step naming an element that is not there stops the episode, naming the task, the step and the element (${target})`, async ({ runTask }, testInfo) => {
      // Recorded, so the episode's error and its message come back in the refusal to record it; nothing is written.
      const transcriptFile = testInfo.outputPath('never.jsonl');
      await expect(runTask(task('controls-missing', { reference: [{ do: 'click', on: { role: 'button', name: 'Launch rocket' } }], success: log('x') }), { adapter: 'reference', record: true, transcriptFile })).rejects.toThrow(
        new RegExp(`^not recording controls-missing: the episode ended error \\(task controls-missing, reference\\[0\\] click button "Launch rocket" on ${target}: no button "Launch rocket"`),
      );
      expect(fs.existsSync(transcriptFile)).toBe(false);
    });
  });
