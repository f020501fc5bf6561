import { SIGN_IN_GOAL, SIGN_IN_INPUTS, SIGN_IN_STEPS } from './shared/app-sign-in.ts';
import { keyOf, listAnd, numberWord } from './shared/app-words.ts';
import { arena, defineFamily } from 'contract-eval/task';

/** The pronouns of the staff's first names (the app's name list); a name not here is "they". */
const HE = new Set(['Anders', 'Carlos', 'Daniel', 'Dmitri', 'Emeka', 'Felix', 'Hiroshi', 'Isaac', 'Javier', 'Lars', 'Lucas', 'Marco', 'Noah', 'Omar', 'Pablo', 'Rafael', 'Samuel', 'Tariq', 'Theo', 'Yusuf']);
const SHE = new Set(['Aisha', 'Beatriz', 'Chloé', 'Elena', 'Fatima', 'Grace', 'Hannah', 'Ingrid', 'Jana', 'Keiko', 'Leila', 'Maja', 'Mei', 'Nadia', 'Niamh', 'Olivia', 'Priya', 'Rania', 'Sofia', 'Ulla', 'Valentina', 'Yara', 'Zoe']);
const pronouns = (name: string): { his: string; him: string } => {
  const first = name.split(' ')[0];
  return HE.has(first) ? { his: 'his', him: 'him' } : SHE.has(first) ? { his: 'her', him: 'her' } : { his: 'their', him: 'them' };
};
/** The customer list's rows per page in a fresh episode: the on-hold customers must fit on one. */
const ROWS_PER_PAGE = 50;

// Every account manager with at least two customers on hold (one would not be a bulk change) and
// other customers besides, handing them to each colleague in turn. Rejected: more on hold than
// one page shows (the reference selects one page).
export default defineFamily({
  family: 'app-bulk-reassign',
  defaultKey: 'marco-becker-to-zoe-chen',
  instances: () =>
    arena.app.accountManagers.flatMap((manager) => {
      const theirs = arena.app.customers().filter((c) => c.accountManager === manager.name);
      const onHold = theirs.filter((c) => c.status === 'On hold');
      if (onHold.length < 2 || onHold.length > ROWS_PER_PAGE || onHold.length === theirs.length) return [];
      return arena.app.accountManagers.filter((m) => m !== manager).map((colleague) => ({ manager: manager.name, colleague: colleague.name, onHold, others: theirs.length - onHold.length }));
    }),
  key: ({ manager, colleague }) => keyOf(`${manager} to ${colleague}`),
  task: ({ manager, colleague, onHold, others }) => {
    const { his, him } = pronouns(manager);
    const ids = onHold.map((c) => c.id).sort();
    return {
      title: 'App: hand a manager’s on-hold customers to a colleague',
      startUrl: 'http://app.arena.test/',
      goal: `${SIGN_IN_GOAL} ${manager} is leaving. Make ${colleague} the account manager of all of ${manager}'s customers whose status is On hold; ${his} other customers stay with ${him} for now.`,
      rationale: `Needs the list filtered by manager and status, the rows selected and the bulk assignment applied. Judged on the app’s records: each of the ${numberWord(onHold.length)} on-hold customers now with ${colleague}, and ${manager} keeping ${his} other ${others}.`,
      tags: ['hard', 'login', 'bulk'],
      maxSteps: 40,
      maxDurationMs: 240_000,
      signature: { inputs: SIGN_IN_INPUTS },
      success: {
        kind: 'and',
        children: [
          ...ids.map((id) => ({ kind: 'site_state' as const, site: 'app', collection: 'customers', where: { id, accountManager: colleague, status: 'On hold' } })),
          { kind: 'site_state', site: 'app', collection: 'customers', where: { accountManager: manager }, count: { op: 'eq', value: others } },
        ],
      },
      reference: [
        ...SIGN_IN_STEPS,
        { do: 'click', on: { role: 'link', name: 'Customers' } },
        { do: 'select', on: { role: 'combobox', name: 'Account manager' }, option: manager },
        { do: 'select', on: { role: 'combobox', name: 'Status' }, option: 'On hold' },
        { do: 'click', on: { role: 'button', name: 'Apply filters' } },
        { do: 'check', on: { role: 'checkbox', name: 'Select all rows on this page' } },
        { do: 'select', on: { role: 'combobox', name: 'Assign selected to' }, option: colleague },
        { do: 'click', on: { role: 'button', name: 'Assign selected' } },
        { do: 'wait_for', text: `Assigned ${onHold.length} customers to ${colleague}.` },
        { do: 'answer', explanation: `Done: ${colleague} is now the account manager of ${manager}’s ${numberWord(onHold.length)} customers on hold (${listAnd(ids)}); ${his} other customers stay with ${him}.` },
      ],
    };
  },
});
