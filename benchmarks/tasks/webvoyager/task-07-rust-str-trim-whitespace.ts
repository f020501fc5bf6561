import { defineTask } from 'contract-eval/task';

export default defineTask({
  id: 'task-07-rust-str-trim-whitespace',
  title: 'Rust docs: how str::trim defines whitespace',
  startUrl: 'https://doc.rust-lang.org/',
  goal: "In the Rust standard library documentation, find the method str::trim. According to its documentation, whitespace is defined by which Unicode property?",
  rationale: "str::trim has documented 'whitespace' as the Unicode Derived Core Property White_Space since Rust 1.0; the agent must reach the method's documentation (on str's page, or String's, which shows it too) from the documentation home.",
  tags: ['standard'],
  maxSteps: 25,
  maxDurationMs: 150_000,
  success: {
    kind: 'and',
    children: [
      { kind: 'network', url_pattern: '^https://doc\\.rust-lang\\.org/(stable/|beta/|nightly/)?std/(primitive\\.str|string/struct\\.String)\\.html', status_in: [200], since: 'contract_enter' },
      { kind: 'answer', field: 'property', description: 'the name of the Unicode property, as the documentation writes it', value: ['White_Space', 'Unicode Derived Core Property White_Space', 'Derived Core Property White_Space'], type: 'text' },
    ],
  },
  reference: [
    { do: 'click', on: { role: 'link', name: 'The Standard Library' } },
    { do: 'fill', on: { role: 'searchbox', name: 'Run search in the documentation' }, text: 'trim' },
    { do: 'press', key: 'Enter', on: { role: 'searchbox', name: 'Run search in the documentation' } },
    { do: 'click', on: { role: 'link', name: 'str::trim' } },
    { do: 'answer', fields: { property: 'White_Space' }, explanation: 'The Unicode Derived Core Property White_Space' },
  ],
});
