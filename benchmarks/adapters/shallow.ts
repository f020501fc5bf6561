/**
 * Shallow agents: what a weak model does, made deterministic. Beside the null agents in the
 * `controls` project; each must stay at or below the controls' ceiling on the frontier tier and on
 * the chore tier (the run fails otherwise), the only tiers they run on.
 *
 * Both take the goal's names (quoted phrases, ids, code names, capitalised names), sign in where
 * the page asks and the goal gives the credentials, get to a page by their shortcut, read it once
 * and answer with the first value of the kind the task asks for (they read the kind off the task's
 * `answer` clause: an upper bound on what such a shortcut scores), keeping to the answer protocol.
 */
import { subjectSlots, type AnswerSlot } from '../contracts/answer/clause.ts';
import { isDateType, typeOf } from '../contracts/answer/field-types.ts';
import { SUBMIT_ANSWER_TOOL } from '../contracts/answer/submission.ts';
import { answerClauses } from '../contracts/clauses.ts';
import type { Contract } from '../contracts/contract.ts';
import { sameToolLimit } from '../envelope/signature.ts';
import type { AccessibleNode, Solver } from '../reference/solver.ts';
import type { Locator, Role } from '../reference/steps.ts';
import { ARENA_DIR, loadSites, SiteHost } from '../web/sites.ts';
import { defineAdapter, procedureAgent, type Adapter, type EpisodeStart } from './adapter.ts';

// The arena's own names: a goal names its site, which is no thing to search for.
const SITE_NAMES = /^(?:Arenapedia|Copperleaf|Harbor CRM|Wayfarer|Larkspur(?: SDK)?|SDK|CRM|MDN(?: Web Docs)?|Wikipedia|arXiv|RFC Editor|IANA|NOT FOUND)$/;
// Capitalised words that begin an instruction rather than name a thing.
const NOT_A_NAME = /^(?:A|An|The|I|In|On|Of|For|From|Using|Use|Find|Search|Sign|Tell|Look|Go|Open|What|Which|Who|When|Where|How|Is|Are|Was|Put|Add|Buy|Book|Order|Move|Set|Give|List|Name|Check|Then|If|It|Its|This|That|Answer|Say|Delete|Update|Change|Cancel|Pay|Take|Make|Choose|Select)$/;

/** The names a goal mentions, most specific first: quoted phrases, ids, code names, then runs of capitalised words. */
export function namesIn(goal: string): string[] {
  const names: string[] = [];
  const add = (name: string) => {
    const trimmed = name.trim().replace(/[.,;:!?]+$/, '');
    if (trimmed.length > 1 && !SITE_NAMES.test(trimmed) && !names.includes(trimmed)) names.push(trimmed);
  };
  for (const m of goal.matchAll(/["“']([^"”']{2,80})["”']/g)) add(m[1]);
  for (const m of goal.matchAll(/\b[A-Z]{2,4}-\d{3,}\b/g)) add(m[0]);
  for (const m of goal.matchAll(/\b[a-z]+[A-Z][A-Za-z]*\b/g)) add(m[0]);
  for (const m of goal.matchAll(/\b[A-Z][\p{L}'’]*(?:-\p{L}+)*(?:\s+(?:of|de|da|del|von|van|&)?\s*[A-Z][\p{L}'’]*(?:-\p{L}+)*)*/gu)) {
    const words = m[0].split(/\s+/);
    // A capitalised word that begins an instruction is dropped from the run's start.
    while (words.length > 0 && NOT_A_NAME.test(words[0])) words.shift();
    if (words.length > 0) add(words.join(' '));
  }
  return names;
}

let sites: Promise<SiteHost> | undefined;
/** The arena's vocabularies, read off the sites' own data (loaded once per process). */
async function vocabulary(name: string): Promise<readonly string[]> {
  sites ??= loadSites(ARENA_DIR).then((loaded) => new SiteHost(loaded));
  return (await sites).vocabulary(name) ?? [];
}

// A year is a date, not a quantity: a number slot skips it.
const YEAR = /^(?:1[0-9]{3}|20[0-9]{2})$/;
const DATES = { year: /\b(1[0-9]{3}|20[0-9]{2})\b/g, month: /\b\d{4}-\d{2}\b/g, date: /\b\d{4}-\d{2}-\d{2}\b/g } as const;

/** The first `count` values of a slot's kind that `text` states, in the order the text states them, typed for the slot's field. */
async function valuesOfKind(slot: AnswerSlot, text: string, count: number): Promise<unknown[]> {
  if (slot.number !== undefined || typeof slot.items?.[0] === 'number')
    return [...text.matchAll(/\d[\d,]*(?:\.\d+)?/g)]
      .filter((m) => !YEAR.test(m[0]))
      .slice(0, count)
      .map((m) => Number(m[0].replaceAll(',', '')));
  const type = typeOf(slot);
  if (isDateType(type)) return [...text.matchAll(DATES[type])].slice(0, count).map((m) => m[0]);
  const kind = slot.of;
  if (kind !== undefined) {
    const values = typeof kind === 'string' ? await vocabulary(kind) : kind;
    // As a word: "river" is not stated by "rivers" or "Riverside".
    return values
      .map((value) => ({ value, at: text.search(new RegExp(`(?<![\\p{L}\\p{N}])${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'iu')) }))
      .filter(({ at }) => at >= 0)
      .sort((a, b) => a.at - b.at)
      .slice(0, count)
      .map(({ value }) => value);
  }
  // A value with no kind: the first sentence of some length the page says.
  return text.split(/\n|(?<=[.!?])\s/).filter((line) => line.split(/\s+/).length >= 4).slice(0, 1);
}

/** A slot's field as a shallow agent fills it, or undefined when the page states no value of its kind. */
async function firstValue(slot: AnswerSlot, text: string): Promise<unknown> {
  if (slot.items === undefined) return (await valuesOfKind(slot, text, 1))[0];
  const values = await valuesOfKind(slot, text, slot.items.length);
  return values.length > 0 ? values : undefined;
}

/**
 * The submission a shallow agent makes after reading `text`: each field the first value of its
 * kind the page states, or not_found when the page states none. A task without an answer clause
 * gets a report of nothing done: shortcuts change nothing.
 */
export async function firstValueSubmission(success: Contract, text: string): Promise<Record<string, unknown>> {
  const clauses = answerClauses(success).filter((clause) => clause.field !== undefined);
  if (clauses.length === 0) return { status: 'answered', explanation: 'I looked the page over; I did not change anything.' };
  const fields: Record<string, unknown> = {};
  for (const clause of clauses) {
    if (clause.per) {
      const subjects: Record<string, Record<string, unknown>> = {};
      for (const [subject, slots] of Object.entries(clause.per))
        for (const slot of subjectSlots(slots)) {
          const value = await firstValue(slot, text);
          if (value === undefined) return NOT_FOUND;
          (subjects[subject] ??= {})[slot.field] = value;
        }
      fields[clause.field] = subjects;
      continue;
    }
    // A not-found clause's field is typed as the thing would be: a name of its kind or a number.
    const slot: AnswerSlot = clause.not_found ? { field: clause.field!, description: '', ...(clause.unit !== undefined ? { number: 0 } : { value: '', of: clause.of, type: clause.type }) } : clause;
    const value = await firstValue(slot, text);
    if (value === undefined) return NOT_FOUND;
    fields[clause.field!] = value;
  }
  return { status: 'answered', fields, explanation: 'From the page I found.' };
}

const NOT_FOUND = { status: 'not_found', explanation: 'The page I found does not say.' };

const byNode = (node: AccessibleNode): Locator => ({ role: node.role as Role, name: node.name });
const pageText = (nodes: readonly AccessibleNode[]) => nodes.map((node) => node.name).filter(Boolean).join('\n');

/** Signs in when the page asks for an email and a password and the goal gives them ("as … with the password …"). */
async function signInIfAsked(solver: Solver, nodes: readonly AccessibleNode[], goal: string): Promise<boolean> {
  const email = nodes.find((node) => node.role === 'textbox' && /e-?mail/i.test(node.name));
  const password = nodes.find((node) => node.role === 'textbox' && /password/i.test(node.name));
  const submit = nodes.find((node) => node.role === 'button' && /sign in|log in/i.test(node.name));
  const given = /\bas (\S+@\S+?) with the password (\S+?)[.,]?(?:\s|$)/.exec(goal);
  if (!email || !password || !submit || !given) return false;
  await solver.perform({ do: 'fill', on: byNode(email), text: given[1] }, { do: 'fill', on: byNode(password), text: given[2] });
  await solver.perform({ do: 'fill', on: byNode(password), text: given[2] }, undefined);
  await solver.perform({ do: 'click', on: byNode(submit) }, undefined);
  return true;
}

/** A shallow agent: `reach` gets it to a page from the look it started with; then one read and a submission of the first values of the asked kinds. */
function shallowAgent(name: string, reach: (solver: Solver, nodes: readonly AccessibleNode[], start: EpisodeStart) => Promise<void>): Adapter {
  return defineAdapter({
    name,
    startEpisode: async (start) =>
      procedureAgent(async (call) => {
        const solver = start.target.solver({ call }, { uploadPath: (file) => file, sameToolLimit: sameToolLimit(start.task) });
        let nodes = await solver.look();
        if (await signInIfAsked(solver, nodes, start.goal)) nodes = await solver.look();
        // A step the page refuses (no such element any more) is the agent's problem: it answers from where it is.
        await reach(solver, nodes, start).catch(() => {});
        await call(SUBMIT_ANSWER_TOOL, await firstValueSubmission(start.task.success, pageText(await solver.look())));
      }),
  });
}

/** Searches the site for the goal's first name with its own search box, opens the top hit (a link that names it), reads, answers. */
export const searchAndAnswer = shallowAgent('search-and-answer', async (solver, nodes, { goal }) => {
  const [name] = namesIn(goal);
  const box = nodes.find((node) => node.role === 'searchbox') ?? nodes.find((node) => node.role === 'textbox' && /search/i.test(node.name));
  if (!name || !box) return;
  await solver.perform({ do: 'fill', on: byNode(box), text: name }, undefined);
  await solver.perform({ do: 'press', key: 'Enter', on: byNode(box) }, undefined);
  const results = await solver.look();
  const wanted = name.toLowerCase();
  const hit = results.find((node) => node.role === 'link' && node.name.toLowerCase().includes(wanted));
  if (hit) await solver.perform({ do: 'click', on: { ...byNode(hit), nth: results.filter((n) => n.role === 'link' && n.name === hit.name).indexOf(hit) } }, undefined);
});

/** The URLs a name suggests on a site: its article, its search, its path. */
export function guessedUrls(name: string, startUrl: string): string[] {
  const { origin } = new URL(startUrl);
  const title = name.replace(/\s+/g, '_');
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return [`${origin}/wiki/${encodeURIComponent(title)}`, `${origin}/search?q=${encodeURIComponent(name)}`, `${origin}/${slug}`];
}

const NOT_FOUND_PAGE = /\b(?:not found|404|no such page|does not exist)\b/i;

/** Jumps to the URLs the goal's first name suggests until one is a page (not a "not found"), reads, answers. */
export const urlGuesser = shallowAgent('url-guesser', async (solver, _nodes, { goal, task }) => {
  const [name] = namesIn(goal);
  if (!name) return;
  for (const url of guessedUrls(name, task.startUrl)) {
    await solver.perform({ do: 'go', url }, undefined);
    const seen = await solver.look();
    if (!NOT_FOUND_PAGE.test(seen.slice(0, 12).map((node) => node.name).join(' '))) return;
  }
});

export const SHALLOW_AGENTS: readonly Adapter[] = [searchAndAnswer, urlGuesser];
