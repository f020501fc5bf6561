import fs from 'node:fs';
import path from 'node:path';
import type { Signature } from './signature.ts';

type Value = string | number | boolean;

const REFERENCE = /\{\{\s*([a-zA-Z][a-zA-Z0-9_]*)\s*\}\}/g;

/** The `{{name}}` references of a goal. */
export function goalReferences(goal: string): string[] {
  return [...goal.matchAll(REFERENCE)].map((m) => m[1]);
}

export const secretMarker = (name: string) => `«secret:${name}»`;

/**
 * A task's input values for one episode: the goal with them filled in, and the secrets to keep
 * out of everything written. Secret values are replaced by «secret:<name>» on the way out and
 * put back on the way to the MCP server, so transcripts replay without ever holding them.
 */
export class Inputs {
  private constructor(
    private readonly values: Map<string, Value>,
    private readonly secrets: Map<string, string>,
  ) {}

  static resolve(signature: Signature | undefined, env: NodeJS.ProcessEnv = process.env): Inputs {
    const values = new Map<string, Value>();
    const secrets = new Map<string, string>();
    for (const [name, input] of Object.entries(signature?.inputs ?? {})) {
      let value: Value | undefined = input.value;
      if (input.env !== undefined && env[input.env] !== undefined && env[input.env] !== '') {
        const raw = env[input.env]!;
        value = input.type === 'number' ? Number(raw) : input.type === 'boolean' ? raw === 'true' : raw;
        if (input.type === 'number' && Number.isNaN(value)) throw new Error(`input ${name}: ${input.env} is not a number`);
      }
      if (value === undefined) {
        if (input.required) throw new Error(`input ${name} is required: ${input.env ? `set ${input.env}` : 'give it a value'}`);
        continue;
      }
      values.set(name, value);
      if (input.redaction === 'secret') secrets.set(name, String(value));
    }
    return new Inputs(values, secrets);
  }

  get hasSecrets(): boolean {
    return this.secrets.size > 0;
  }

  /** The goal as the agent gets it. An input without a value leaves its reference as written. */
  renderGoal(goal: string): string {
    return goal.replace(REFERENCE, (whole, name: string) => (this.values.has(name) ? String(this.values.get(name)) : whole));
  }

  /** Every string in `value` with its inputs filled in as a recorded call may hold them: plain values, secrets as markers. */
  renderRecordable<T>(value: T): T {
    return JSON.parse(JSON.stringify(value), (_key, v: unknown) => (typeof v === 'string' ? this.redact(this.renderGoal(v)) : v)) as T;
  }

  redact(text: string): string {
    let out = text;
    // Longest first, so a secret containing another is replaced whole.
    for (const [name, value] of [...this.secrets].sort((a, b) => b[1].length - a[1].length)) out = out.split(value).join(secretMarker(name));
    return out;
  }

  /** A JSON value with every secret replaced by its marker. */
  redactDeep<T>(value: T): T {
    if (!this.hasSecrets) return value;
    return JSON.parse(this.redact(JSON.stringify(value))) as T;
  }

  /**
   * Redacts every file under `dir` that holds a secret: the MCP server writes its own files there
   * (page snapshots, logs) and they can hold what was typed.
   */
  redactFiles(dir: string): void {
    if (!this.hasSecrets || !fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
      if (!entry.isFile()) continue;
      const file = path.join(entry.parentPath, entry.name);
      const bytes = fs.readFileSync(file);
      if ([...this.secrets.values()].some((value) => bytes.includes(value))) fs.writeFileSync(file, this.redact(bytes.toString('utf8')));
    }
  }

  /** Args with markers replaced by the secret values: what the MCP server gets. */
  reveal(args: Record<string, unknown>): Record<string, unknown> {
    if (!this.hasSecrets) return args;
    let text = JSON.stringify(args);
    for (const [name, value] of this.secrets) text = text.split(secretMarker(name)).join(JSON.stringify(value).slice(1, -1));
    return JSON.parse(text) as Record<string, unknown>;
  }
}
