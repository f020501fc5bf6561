import { defineTask } from '../../task-spec/schema.ts';

export default defineTask({
  id: 'task-07-rust-string-trim-method',
  title: "Rust docs: follow String's trim method link",
  startUrl: 'https://doc.rust-lang.org/std/string/struct.String.html',
  goal: "On the Rust standard library page for String, follow the link to the trim method's documentation.",
  rationale: 'trim is a stable std method documented on str since Rust 1.0; the contract checks where the link led, not any wording.',
  maxSteps: 10,
  maxDurationMs: 60_000,
  success: {
    kind: 'and',
    children: [
      { kind: 'url', pattern: '^https://doc\\.rust-lang\\.org/.*str\\.html#method\\.trim$' },
      { kind: 'dom_count', selector: '[id="method.trim"]', op: 'eq', value: 1 },
    ],
  },
});
