import path from 'node:path';
import type { AgentCall } from '../benchmarks/adapters/adapter.ts';
import type { CallFinding, FindingCall } from '../benchmarks/findings/finding.ts';
import { silentNoOp } from '../benchmarks/findings/kinds/silent-no-op.ts';
import { expect, test } from '../benchmarks/fixtures.ts';
import { SolverError } from '../benchmarks/reference/solver.ts';
import { defineTarget } from '../benchmarks/targets/target.ts';
import { validateTaskSpec } from '../benchmarks/task-spec/validate.ts';
import { bin } from './run-playwright.ts';
import { scriptedAdapter } from './scripted-adapter.ts';
import { standInClaude, startStandIn, submit, toolUse, type StandIn } from './anthropic-stand-in.ts';
import { GIVE_UP } from './model-stand-in.ts';

// The stand-in server (tests/fault-servers/findings-mcp-server.ts), honest or faulty: the same
// tools, answered as a careful server would, or with the behaviours each finding names.
const standIn = (mode: 'honest' | 'faulty') =>
  defineTarget({
    name: `findings-stand-in-${mode}`,
    launch: ({ cdpUrl }) => ({ program: [bin('tsx'), path.join(import.meta.dirname, 'fault-servers', 'findings-mcp-server.ts')], args: [cdpUrl], env: { FINDINGS_STAND_IN_MODE: mode } }),
    reach: 'browser',
    serverLifetime: 'episode',
    toolClasses: { evaluate: 'script' },
    hostReach: { hostPaths: {} },
    forbiddenTools: new Set(),
    agentPage: () => undefined,
    solver: () => {
      const none = async (): Promise<never> => {
        throw new SolverError('the stand-in has no solver');
      };
      return { perform: none, look: none };
    },
  });
const onHonest = test.extend({ mcpTarget: async ({}, use) => use(standIn('honest')) });
const onFaulty = test.extend({ mcpTarget: async ({}, use) => use(standIn('faulty')) });

// The contact form: name, topic, "Send message" (a GET to form-result.html).
const contactTask = validateTaskSpec({ id: 'findings-contact', title: 'x', startUrl: 'http://fixtures.test/form.html', goal: 'x', maxSteps: 12, success: { kind: 'url', pattern: 'fixtures' } }, 'findings-contact');
const call = (tool: string, args: Record<string, unknown> = {}): AgentCall => ({ tool, args });
// In the stand-in's first snapshot of the form: the name field, the topic field, the button.
const [NAME, TOPIC, SEND] = ['s1_1', 's1_2', 's1_3'];
const of = (findings: readonly CallFinding[] | undefined, kind: CallFinding['kind']) => (findings ?? []).filter((finding) => finding.kind === kind);

test.describe('silent no-op', () => {
  const fillAndSubmit = [call('snapshot'), call('fill_form', { fields: { [NAME]: 'Ada', [TOPIC]: 'Billing' }, submit: true })];

  onFaulty('a fill whose submit sends nothing, answered "submitted": a silent no-op, with what did change', async ({ runTask }) => {
    const { result } = await runTask(contactTask, { adapter: scriptedAdapter(fillAndSubmit) });
    expect(result.calls[1]).toMatchObject({ tool: 'fill_form', outcome: 'ok', changes: ['dom'] });
    const [found] = of(result.findings, 'silent_no_op');
    expect(found).toMatchObject({ step: 2, tool: 'fill_form' });
    expect(found.detail).toBe('asked to submit, answered "✓ Filled 2 fields, submitted"; no request, navigation or site record followed (changed: dom)');
  });

  onHonest('the same fill on a server that submits: the navigation and request are seen, no finding', async ({ runTask }) => {
    const { result } = await runTask(contactTask, { adapter: scriptedAdapter(fillAndSubmit) });
    expect(result.calls[1].changes).toEqual(['navigation', 'dom', 'request']);
    expect(of(result.findings, 'silent_no_op')).toEqual([]);
  });

  // The count lives in a world of the harness's own: the page's script can write its name in its own world, not raise the count.
  const fakedCount = [
    call('snapshot'),
    call('evaluate', { code: "setInterval(() => { window.__contractEvalChanges = (window.__contractEvalChanges || 0) + 1000; }, 5); return 'set';" }),
    call('type', { ref: NAME, text: 'Ada' }),
  ];
  onFaulty('a page script that writes the change count in its own world does not hide a typing that typed nothing', async ({ runTask }) => {
    const { result } = await runTask(contactTask, { adapter: scriptedAdapter(fakedCount) });
    expect(result.calls[2]).toMatchObject({ tool: 'type', outcome: 'ok', changes: [] });
    expect(of(result.findings, 'silent_no_op')).toMatchObject([{ step: 3, tool: 'type', detail: 'answered "Typed into s1_1."; nothing changed' }]);
  });

  onHonest('typing that types, under the same page script: a change, no finding', async ({ runTask }) => {
    const { result } = await runTask(contactTask, { adapter: scriptedAdapter(fakedCount) });
    expect(result.calls[2].changes).toEqual(['dom']);
    expect(of(result.findings, 'silent_no_op')).toEqual([]);
  });
});

test('a key press, or a fill of the value the last snapshot showed its field holding, may rightly change nothing: no silent no-op; a fill of another value is one', () => {
  const snapshot = 'uid=4_82 StaticText "Quantity"\nuid=4_83 spinbutton "Quantity" value="1"\nuid=4_84 button "Add to cart"';
  const at = (step: number, tool: string, cls: FindingCall['class'], args: Record<string, unknown>, text = 'ok'): FindingCall => ({ step, tool, class: cls, args, kind: 'ok', text, images: [], bytes: text.length, answeredBy: 'server', changes: cls === 'observe' ? undefined : [] });
  const found = (...calls: FindingCall[]) => silentNoOp.find({ calls: [at(1, 'take_snapshot', 'observe', {}, snapshot), ...calls], unreceived: [] }).map((f) => f.step);
  expect(found(at(2, 'press_key', 'act', { key: 'Control+A' }), at(3, 'computer', 'act', { action: 'key', text: 'ctrl+a' }))).toEqual([]);
  expect(found(at(2, 'fill', 'act', { uid: '4_83', value: '1' }))).toEqual([]);
  expect(found(at(2, 'fill', 'act', { uid: '4_83', value: '2' }), at(3, 'fill', 'act', { uid: '4_8', value: '1' }), at(4, 'click', 'act', { uid: '4_84' }))).toEqual([2, 3, 4]);
});

test.describe('blind action', () => {
  const clickThenLook = [call('snapshot'), call('click', { ref: SEND }), call('snapshot')];

  onFaulty('an action answered "Clicked." and then a snapshot of the page: a blind action', async ({ runTask }) => {
    const { result } = await runTask(contactTask, { adapter: scriptedAdapter(clickThenLook) });
    const [found] = of(result.findings, 'blind_action');
    expect(found).toMatchObject({ step: 2, tool: 'click' });
    expect(found.detail).toBe("its answer held 0% of the page's words; step 3 snapshot read the page");
  });

  onHonest('an action answered with the page it left, then the same snapshot: the agent looked again, the server is not blamed', async ({ runTask }) => {
    const { result } = await runTask(contactTask, { adapter: scriptedAdapter(clickThenLook) });
    expect(of(result.findings, 'blind_action')).toEqual([]);
  });
});

test.describe('lost script result', () => {
  const evaluate = (code: string) => [call('evaluate', { code })];

  onFaulty('{} for `return 1+1`: a lost script result', async ({ runTask }) => {
    const { result } = await runTask(contactTask, { adapter: scriptedAdapter(evaluate('return 1+1')) });
    expect(of(result.findings, 'lost_script_result')).toMatchObject([{ step: 1, tool: 'evaluate', detail: 'answered {} to "return 1+1"' }]);
  });

  onFaulty('{} for a script written to return nothing is no finding', async ({ runTask }) => {
    const { result } = await runTask(contactTask, { adapter: scriptedAdapter(evaluate('const x = 1;')) });
    expect(of(result.findings, 'lost_script_result')).toEqual([]);
  });

  onHonest('2 for `return 1+1`: no finding', async ({ runTask }) => {
    const { result } = await runTask(contactTask, { adapter: scriptedAdapter(evaluate('return 1+1')) });
    expect(of(result.findings, 'lost_script_result')).toEqual([]);
  });
});

test.describe('stale reference', () => {
  onFaulty('a click on a reference after a reload: a stale reference, made stale by the reload', async ({ runTask }) => {
    const { result } = await runTask(contactTask, { adapter: scriptedAdapter([call('snapshot'), call('reload'), call('click', { ref: SEND })]) });
    expect(result.calls[1].changes).toContain('navigation');
    expect(of(result.findings, 'stale_reference')).toMatchObject([{ step: 3, tool: 'click', detail: `${SEND} from step 1 snapshot, made stale by step 2 reload (a navigation): "Element ${SEND} no longer exists in the page: take a new snapshot"` }]);
    expect(of(result.findings, 'server_error')).toMatchObject([{ step: 3, group: 'Element N no longer exists in the page: take a new snapshot' }]);
  });

  onFaulty('a click on the reference of a snapshot taken after the reload: no finding', async ({ runTask }) => {
    const { result } = await runTask(contactTask, { adapter: scriptedAdapter([call('snapshot'), call('reload'), call('snapshot'), call('click', { ref: 's2_3' })]) });
    expect(result.calls[3]).toMatchObject({ tool: 'click', outcome: 'ok' });
    expect(of(result.findings, 'stale_reference')).toEqual([]);
  });

  onFaulty('a reference no answer ever gave is the agent\'s mistake, not a stale one', async ({ runTask }) => {
    const { result } = await runTask(contactTask, { adapter: scriptedAdapter([call('snapshot'), call('click', { ref: 's9_9' })]) });
    expect(of(result.findings, 'stale_reference')).toEqual([]);
    expect(of(result.findings, 'server_error')).toHaveLength(1);
  });
});

test.describe('dropped or cut answer', () => {
  let model: StandIn | undefined;
  test.afterEach(async () => model?.close());
  // The real Anthropic SDK, pointed at a local stand-in of the Messages API: one screenshot, then it gives up.
  const claude = async () => standInClaude((model = await startStandIn([toolUse('screenshot', {}), submit(GIVE_UP)])));

  onFaulty('a full-page PNG over the context budget: the model never received it, and the finding gives its format and size', async ({ runTask }) => {
    const { result, events } = await runTask(contactTask, { adapter: await claude() });
    const [found] = of(result.findings, 'dropped_answer');
    expect(found).toMatchObject({ step: 1, tool: 'screenshot' });
    expect(found.detail).toMatch(/^left out by the context budget \(\d{3}\.\d KB\); image not received: PNG \d{3}\.\d KB$/);
    // What the model was sent instead: no image at all.
    expect(JSON.stringify(model!.requests[1].messages)).not.toContain('"type":"image"');
    // The spend as it went: each call's event holds what the model had spent by then.
    const spent = events.flatMap((event) => (event.type === 'tool_call' ? [event.spent!.usd] : []));
    expect(spent).toHaveLength(2);
    expect(spent[0]).toBeGreaterThan(0);
    expect(spent[1]).toBeGreaterThan(spent[0]);
  });

  onHonest('a small JPEG of the page: received whole, no finding', async ({ runTask }) => {
    const { result } = await runTask(contactTask, { adapter: await claude() });
    expect(of(result.findings, 'dropped_answer')).toEqual([]);
    expect(JSON.stringify(model!.requests[1].messages)).toContain('"type":"image"');
  });
});
