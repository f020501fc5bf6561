/**
 * The task API: what a task file imports, by the package's name, wherever the file is
 * (`import { defineTask } from 'contract-eval/task'`; package.json `exports`).
 */
export { defineTask, type TaskSpecInput } from './schema.ts';
export { defineFamily, type InstanceTask } from './family.ts';
export * as arena from './arena-data/index.ts';
export type { Locator, ReferenceStepInput } from '../reference/steps.ts';
/** A unit a number answer is asked in (`benchmarks/contracts/answer/units.ts`). */
export type { UnitName as AnswerUnit } from '../contracts/answer/units.ts';

import type { TaskSpecInput } from './schema.ts';

/** One step of a reference solution, as a task file writes it. */
export type Step = NonNullable<TaskSpecInput['reference']>[number];
/** A task's signature (inputs, envelope, loop guards), as a task file writes it. */
export type Signature = NonNullable<TaskSpecInput['signature']>;
/** A task's success contract, as a task file writes it. */
export type Success = TaskSpecInput['success'];
