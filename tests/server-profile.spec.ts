import { Tiktoken } from 'js-tiktoken/lite';
import o200kBase from 'js-tiktoken/ranks/o200k_base';
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { expect, test } from '../benchmarks/fixtures.ts';
import { buildReport } from '../benchmarks/report/model.ts';
import { renderMarkdown } from '../benchmarks/report/markdown-report.ts';
import { playwrightMcp } from '../benchmarks/targets/playwright-mcp/target.ts';
import { defineTarget } from '../benchmarks/targets/target.ts';
import { loadTasks } from '../benchmarks/task-spec/load.ts';
import { MINI_SUITE } from './run-playwright.ts';
import { scriptedAdapter } from './scripted-adapter.ts';

// The server profile (docs/report.md): its tokens come from the tokenizer (gpt-tokenizer), counted
// here again with another implementation of the same encoding (js-tiktoken), not through the harness's wrapper.
const encoder = new Tiktoken(o200kBase);
const tokens = (text: string) => encoder.encode(text, [], []).length;
const definitions = (tools: readonly Tool[]) => tokens(JSON.stringify(tools.map(({ name, description, inputSchema }) => ({ name, description, input_schema: inputSchema }))));

const exampleH1 = async () => (await loadTasks(MINI_SUITE.BENCH_TASKS_DIR)).tasks.find((task) => task.id === 'example-h1')!;

test.use({ target: 'playwright-mcp' });

test("a recorded transcript's replay: every call's tokens are the tokenizer's count of what the agent read, and the profile adds them up", async ({ runTask, workspace }) => {
  const { result, calls } = await runTask(await exampleH1(), { adapter: 'mock' });
  expect(result.status).toBe('passed');
  // The snapshot, then the submission (which the harness answers, not the server).
  expect(result.calls.map((call) => [call.tool, call.class, call.outcome])).toEqual([
    ['browser_snapshot', 'observe', 'ok'],
    ['submit_answer', 'answer', 'ok'],
  ]);
  expect(result.calls.map((call) => call.tokens)).toEqual(calls.map((call) => tokens(call.response.text)));
  // Tokens, not bytes over a constant: the two differ.
  expect(result.calls[0].tokens).not.toBe(Math.round(calls[0].response.bytes / 3.5));
  const { session } = await workspace.server();
  const offered = session.tools.filter((tool) => !playwrightMcp.forbiddenTools.has(tool.name));
  expect(result.toolDefinitions).toEqual({ count: offered.length, tokens: definitions(offered) });

  const report = buildReport([{ project: 'mock', suite: 'mini', target: 'playwright-mcp', title: 'example-h1', episode: result, skipped: false, tags: [] }], { sha: 'test', dirty: false }, { normalizeTimings: true });
  const [profile] = report.targets;
  const snapshot = result.calls[0].tokens;
  expect(profile.tool_definitions).toEqual(result.toolDefinitions);
  expect(profile.observation_tokens.per_task).toEqual({ median: snapshot, p95: snapshot, max: snapshot });
  expect(profile.observation_tokens.per_call).toEqual({ navigate: null, observe: { median: snapshot, p95: snapshot, max: snapshot }, act: null, script: null });
  expect(profile.steps_per_task).toEqual({ median: 2, p95: 2, max: 2 });
  expect(profile.tool_errors).toEqual({ server: 0, oversized: 0, refused: 0 });
  expect(report.tasks[0]).toMatchObject({ observation_tokens: snapshot, steps: 2 });
  expect(report.header.tokenizer).toMatch(/^gpt-tokenizer \d+\.\d+\.\d+, o200k_base$/);
  const markdown = renderMarkdown(report);
  expect(markdown).toContain('## What each server costs an agent');
  expect(markdown).toContain(`| ${offered.length} tools, ${definitions(offered).toLocaleString('en-US')} tokens |`);
});

// A test double of the target: the same server with one more tool withheld.
const withoutEvaluate = defineTarget({ ...playwrightMcp, name: 'playwright-mcp-without-evaluate', forbiddenTools: new Set([...playwrightMcp.forbiddenTools, 'browser_evaluate']) });
const onTheDouble = test.extend({ mcpTarget: async ({}, use) => use(withoutEvaluate) });

onTheDouble('a target that offers one tool fewer: its tool definitions count one fewer, and their tokens are those of the list it offers', async ({ runTask, workspace }) => {
  const submit = { status: 'answered', fields: { heading: 'Example Domain' } };
  const { result } = await runTask(await exampleH1(), { adapter: scriptedAdapter([{ tool: 'browser_snapshot', args: {} }], { submit }) });
  expect(result.status).toBe('passed');
  const { session } = await workspace.server();
  const all = session.tools.filter((tool) => !playwrightMcp.forbiddenTools.has(tool.name));
  const offered = all.filter((tool) => tool.name !== 'browser_evaluate');
  expect(result.toolDefinitions).toEqual({ count: all.length - 1, tokens: definitions(offered) });
  expect(result.toolDefinitions!.tokens).toBeLessThan(definitions(all));
});
