import { z } from 'zod';

/**
 * A task's reference solution: the steps a competent agent would take (BrowserGym's oracle), in a
 * vocabulary every MCP target can carry out. Each target's solver turns a step into its own tool
 * calls, finding elements through its own observation tools.
 */

/** ARIA roles a reference step may name (as accessibility snapshots show them). */
export const ROLES = [
  'button',
  'link',
  'textbox',
  'searchbox',
  'combobox',
  'listbox',
  'option',
  'checkbox',
  'radio',
  'switch',
  'slider',
  'spinbutton',
  'tab',
  'menuitem',
  'heading',
  'row',
  'cell',
  'img',
] as const;
export type Role = (typeof ROLES)[number];

/**
 * An element by its accessible role and name (exact, whitespace collapsed); `nth` (from 0) picks
 * one of several with the same role and name, in document order. A CSS selector only where the
 * element has no name.
 */
export const locatorSchema = z.union([
  z.strictObject({ role: z.enum(ROLES), name: z.string().min(1).max(512), nth: z.number().int().min(0).max(999).optional() }),
  z.strictObject({ css: z.string().min(1).max(512) }),
]);
export type Locator = z.infer<typeof locatorSchema>;

/** Text a step types; `{{name}}` uses one of the task's inputs (secrets stay markers in every file). */
const typed = z.string().max(4096);

export const referenceStepSchema = z.discriminatedUnion('do', [
  z.strictObject({ do: z.literal('go'), url: z.url({ protocol: /^https?$/ }) }),
  z.strictObject({ do: z.literal('back') }),
  /** Opens a new tab at a URL; the agent goes on there. */
  z.strictObject({ do: z.literal('new_tab'), url: z.url({ protocol: /^https?$/ }) }),
  z.strictObject({ do: z.literal('click'), on: locatorSchema }),
  z.strictObject({ do: z.literal('fill'), on: locatorSchema, text: typed }),
  z.strictObject({ do: z.literal('select'), on: locatorSchema, option: z.string().min(1).max(512) }),
  /** Ticks (or, with `checked: false`, unticks) a checkbox, radio or switch. */
  z.strictObject({ do: z.literal('check'), on: locatorSchema, checked: z.boolean().default(true) }),
  /** A key (`Enter`, `Escape`, `ArrowDown`, …), into `on` when given, else wherever focus is. */
  z.strictObject({ do: z.literal('press'), key: z.string().min(1).max(64), on: locatorSchema.optional() }),
  z.strictObject({ do: z.literal('hover'), on: locatorSchema }),
  /** Drags `on` and drops it on `to`, with the mouse (a board's card onto a column). */
  z.strictObject({ do: z.literal('drag'), on: locatorSchema, to: locatorSchema }),
  z.strictObject({ do: z.literal('wait_for'), text: z.string().min(1).max(512) }),
  /** Reads the whole page with the target's observation tool, as an agent does before it answers. */
  z.strictObject({ do: z.literal('read') }),
  /**
   * Takes a screenshot, as an agent does to read what only pixels show (a scanned document, a
   * chart drawn as an image): of `on` when given (scrolled into view), else of the viewport. The
   * image goes to the agent in the tool's answer; no file is named.
   */
  z.strictObject({ do: z.literal('screenshot'), on: locatorSchema.optional() }),
  /** Scrolls `on` into view, or the page down by one screen. */
  z.strictObject({ do: z.literal('scroll'), on: locatorSchema.optional() }),
  /** A file from fixtures-site/uploads/ into a file input. */
  z.strictObject({ do: z.literal('upload'), on: locatorSchema, file: z.string().regex(/^[A-Za-z0-9._-]+$/, 'a file name in fixtures-site/uploads/') }),
  /** Accepts or dismisses the JavaScript dialog (alert, confirm, prompt) that is open. */
  z.strictObject({ do: z.literal('dialog'), accept: z.boolean(), text: z.string().max(512).optional() }),
  /**
   * The submission (submit_answer): the fields the task asks for, or `not_found`, and the
   * reasoning in `explanation`; the last step when there is one. The task's submit schema checks it.
   */
  z.strictObject({
    do: z.literal('answer'),
    fields: z.record(z.string(), z.unknown()).optional(),
    not_found: z.literal(true).optional(),
    explanation: z.string().min(1).max(4096).optional(),
  }),
]).meta({ id: 'ReferenceStep', description: 'One step of a reference solution, in a vocabulary every MCP target can carry out.' });
export type ReferenceStep = z.output<typeof referenceStepSchema>;
/** A step as a task file writes it (defaults not yet applied). */
export type ReferenceStepInput = z.input<typeof referenceStepSchema>;

export const referenceSchema = z
  .array(referenceStepSchema)
  .min(1)
  .max(60)
  .superRefine((steps, ctx) => {
    steps.forEach((step, index) => {
      if (step.do === 'answer' && index !== steps.length - 1) ctx.addIssue({ code: 'custom', path: [index], message: 'the answer is the last step' });
    });
  });

/** How a step is written in an error or a log: `click button "Add to cart"`. */
export function describeStep(step: ReferenceStep): string {
  const on = 'on' in step && step.on ? ` ${describeLocator(step.on)}` : '';
  switch (step.do) {
    case 'go':
      return `go ${step.url}`;
    case 'new_tab':
      return `open a new tab at ${step.url}`;
    case 'fill':
      return `fill${on} with ${JSON.stringify(step.text)}`;
    case 'select':
      return `select ${JSON.stringify(step.option)} in${on}`;
    case 'press':
      return `press ${step.key}${on ? ` in${on}` : ''}`;
    case 'wait_for':
      return `wait for ${JSON.stringify(step.text)}`;
    case 'read':
      return 'read the page';
    case 'screenshot':
      return `take a screenshot${on ? ` of${on}` : ''}`;
    case 'upload':
      return `upload ${step.file} into${on}`;
    case 'drag':
      return `drag${on} onto ${describeLocator(step.to)}`;
    case 'dialog':
      return `${step.accept ? 'accept' : 'dismiss'} the dialog`;
    case 'answer':
      return `answer ${step.not_found ? 'not_found' : JSON.stringify(step.fields ?? {})}`;
    default:
      return `${step.do}${on}`;
  }
}

/** The submission an `answer` step makes. */
export function stepSubmission(step: Extract<ReferenceStep, { do: 'answer' }>): Record<string, unknown> {
  return {
    status: step.not_found ? 'not_found' : 'answered',
    ...(step.fields !== undefined && { fields: step.fields }),
    ...(step.explanation !== undefined && { explanation: step.explanation }),
  };
}

export function describeLocator(locator: Locator): string {
  if ('css' in locator) return `css ${JSON.stringify(locator.css)}`;
  return `${locator.role} ${JSON.stringify(locator.name)}${locator.nth !== undefined ? ` (#${locator.nth + 1})` : ''}`;
}
