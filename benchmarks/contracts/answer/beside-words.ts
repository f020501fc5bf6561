/**
 * The words an answer may hold beside its value, and those it may not: one list the judge reads
 * (./judge-text.ts) and docs/contracts.md shows (tests/answer-types.spec.ts holds the two equal).
 * Words are as the judge compares them (./normalize.ts): lower case, no accents, no apostrophes.
 *
 * A text field's value may stand with **decoration** right beside it ("the city of Rosehold",
 * "version 3.4.0", "Dr Grace Fischer") and with **context** set apart by a comma, a colon, a dash
 * or parentheses ("Rosehold, Thalaria", "getDataset (added in 3.0.0)"). Any other word right beside
 * the value qualifies it ("near Rosehold", "the predecessor of getDataset") and fails; context
 * fails when it holds a word that changes what the answer says (below) or names another value of
 * the field's kind.
 */
import type { TextType } from './field-types.ts';

export interface WordGroup {
  what: string;
  why: string;
  /** Single words, or phrases of several (matched as whole words). */
  words: readonly string[];
}

/** Words that change what the answer says, wherever they stand in the field: each fails it. */
export const MEANING_CHANGERS: readonly WordGroup[] = [
  {
    what: 'a hedge',
    why: 'the agent does not commit to the value',
    words: ['probably', 'likely', 'unlikely', 'maybe', 'perhaps', 'possibly', 'presumably', 'apparently', 'seemingly', 'supposedly', 'allegedly', 'arguably', 'think', 'guess', 'believe', 'suppose', 'assume', 'assuming', 'reckon', 'seems', 'appears', 'might', 'could', 'unsure', 'uncertain', 'unclear', 'unknown', 'unconfirmed', 'unverified', 'tentatively', 'doubt', 'if'],
  },
  {
    what: 'a negation',
    why: 'it denies the value rather than giving it',
    words: ['not', 'no', 'never', 'none', 'neither', 'nor', 'nothing', 'without', 'isnt', 'wasnt', 'arent', 'dont', 'doesnt', 'didnt', 'cannot', 'cant'],
  },
  {
    what: 'an alternative',
    why: 'it offers another value beside this one',
    words: ['or', 'either', 'otherwise', 'alternatively', 'instead', 'except', 'unless', 'else', 'versus', 'vs'],
  },
  {
    what: 'an approximation',
    why: 'it says the answer is near the value, not the value',
    words: ['about', 'around', 'approximately', 'approx', 'roughly', 'nearly', 'almost', 'circa', 'estimated', 'at least', 'at most', 'up to'],
  },
  {
    what: 'a relation',
    why: 'it points from the value to another thing, which is then the answer',
    words: ['near', 'nearby', 'close to', 'next to', 'before', 'after', 'prior', 'previous', 'preceding', 'predecessor', 'successor', 'former', 'formerly', 'replaced', 'superseded', 'until', 'parent', 'subsidiary', 'affiliate', 'than', 'between', 'outside', 'beyond'],
  },
];

/** Signs that change what the answer says (a phone number's leading `+` is its own: ./judge-text.ts reads it). */
export const MEANING_SIGNS: readonly WordGroup[] = [
  { what: 'a question mark', why: 'it asks rather than answers', words: ['?', '¿'] },
  { what: 'an approximation sign', why: 'it says the answer is near the value', words: ['~', '≈'] },
  { what: 'a bound', why: 'it gives a range the value starts or ends, not the value ("3.4.0+", ">= 3.4.0")', words: ['+', '<', '>', '≤', '≥'] },
];

/** Words that may stand right beside a value of any text type: they say nothing about it. */
export const DECORATION: readonly WordGroup[] = [
  { what: 'articles and joining words', why: '"the city of Rosehold" names Rosehold', words: ['the', 'a', 'an', 'of', 'it', 'its', 'is', 'answer', 'called', 'named'] },
];

/** Words that may stand right beside a value of one type (besides its vocabulary's own words: "city", "ticket"). */
export const TYPE_DECORATION: Readonly<Partial<Record<TextType, WordGroup>>> = {
  version: { what: "a version's prefix", why: '"v3.4.0", "version 3.4.0" and "release 3.4.0" name release 3.4.0', words: ['v', 'version', 'release', 'ver'] },
  person: { what: 'a title', why: '"Dr Grace Fischer" names Grace Fischer', words: ['mr', 'mrs', 'ms', 'miss', 'mx', 'dr', 'prof', 'professor', 'sir', 'dame'] },
  phone: { what: 'what the number is', why: '"tel. +81 975 520 1546" is that number', words: ['tel', 'telephone', 'phone', 'mobile', 'cell', 'number', 'main', 'line'] },
  id: { what: 'what the id is', why: '"id TK-5585" is that id', words: ['id', 'number', 'ref', 'reference', 'code'] },
  organisation: { what: 'what the organisation is', why: '"the company Larkspur Digital Ltd" is that company', words: ['company', 'organisation', 'organization', 'firm'] },
};

/** The words of a list of groups, one entry each (a phrase as its words). */
export const groupWords = (groups: readonly WordGroup[]): string[][] => groups.flatMap((group) => group.words.map((word) => word.split(' ')));
