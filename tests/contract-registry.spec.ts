import { z } from 'zod';
import { contractSchema, type Contract } from '../benchmarks/contracts/contract.ts';
import { CONTRACT_KINDS, KINDS_BY_NAME } from '../benchmarks/contracts/kinds/index.ts';
import { expect, test } from '../benchmarks/fixtures.ts';
import { kindsTable } from '../benchmarks/task-spec/json-schema.ts';

// The union of contract types is the registry's: this line does not compile if they part.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const unionIsTheRegistrys: Same<Contract['kind'], (typeof CONTRACT_KINDS)[number]['kind']> = true;

test('the type union, the zod schema, the JSON Schema, the evaluator and the docs table all come from the one registry of kinds', () => {
  expect(unionIsTheRegistrys).toBe(true);
  const registered = CONTRACT_KINDS.map((kind) => kind.kind);
  expect(new Set(registered).size).toBe(registered.length);
  // The zod schema accepts exactly the registered kinds.
  const members = (z.toJSONSchema(contractSchema, { io: 'input' }).$defs?.Contract as { oneOf: Array<{ properties: { kind: { const: string } } }> }).oneOf;
  const inSchema = members.map((member) => member.properties.kind.const);
  expect(inSchema.sort()).toEqual([...registered].sort());
  expect([...KINDS_BY_NAME.keys()].sort()).toEqual([...registered].sort());
  // One docs row per kind, in registry order.
  expect([...kindsTable().matchAll(/^\| `([a-z_]+)` \|/gm)].map((m) => m[1])).toEqual(registered);
});
