/**
 * The papers the mirror holds: a few real ones (identifier, title, authors and dates as
 * published; the task asks for the WebVoyager paper's first author) among generated ones that
 * fill the search results and the listings.
 */
import { Random, ARENA_TODAY } from '../../site-kit/random.ts';
import { ACADEMIC, Prose } from '../prose.ts';
import { lazy } from '../mirror-kit.ts';
import { CATEGORIES } from './taxonomy.ts';

export interface Paper {
  id: string;
  title: string;
  authors: readonly string[];
  abstract: string;
  comments?: string;
  /** Primary category first. */
  categories: readonly string[];
  /** ISO date of the first version. */
  submitted: string;
}

const REAL: readonly Paper[] = [
  {
    id: '2401.13919',
    title: 'WebVoyager: Building an End-to-End Web Agent with Large Multimodal Models',
    authors: ['Hongliang He', 'Wenlin Yao', 'Kaixin Ma', 'Wenhao Yu', 'Yong Dai', 'Hongming Zhang', 'Zhenzhong Lan', 'Dong Yu'],
    abstract:
      'The rapid advancement of large language models (LLMs) has led to a new era marked by the development of autonomous applications in real-world scenarios, which drives innovation in creating advanced web agents. Existing web agents typically only handle one input modality and are evaluated only in simplified web simulators or static web snapshots, greatly limiting their applicability in real-world scenarios. To bridge this gap, we introduce WebVoyager, an innovative Large Multimodal Model (LMM) powered web agent that can complete user instructions end-to-end by interacting with real-world websites. Moreover, we establish a new benchmark by compiling real-world tasks from 15 popular websites and introduce an automatic evaluation protocol leveraging multimodal understanding abilities of GPT-4V to evaluate open-ended web agents.',
    comments: 'ACL 2024',
    categories: ['cs.CL', 'cs.AI'],
    submitted: '2024-01-25',
  },
  {
    id: '2307.13854',
    title: 'WebArena: A Realistic Web Environment for Building Autonomous Agents',
    authors: ['Shuyan Zhou', 'Frank F. Xu', 'Hao Zhu', 'Xuhui Zhou', 'Robert Lo', 'Abishek Sridhar', 'Xianyi Cheng', 'Tianyue Ou', 'Yonatan Bisk', 'Daniel Fried', 'Uri Alon', 'Graham Neubig'],
    abstract: 'This paper builds a realistic and reproducible web environment for language-guided agents, with fully functional websites from four common domains, and a benchmark of tasks on them that evaluates the functional correctness of task completions.',
    categories: ['cs.AI', 'cs.CL', 'cs.LG'],
    submitted: '2023-07-25',
  },
  {
    id: '2306.06070',
    title: 'Mind2Web: Towards a Generalist Agent for the Web',
    authors: ['Xiang Deng', 'Yu Gu', 'Boyuan Zheng', 'Shijie Chen', 'Samuel Stevens', 'Boshi Wang', 'Huan Sun', 'Yu Su'],
    abstract: 'This paper introduces a dataset for developing and evaluating generalist agents for the web that can follow language instructions to complete complex tasks on any website, collected from real-world websites across many domains.',
    categories: ['cs.CL'],
    submitted: '2023-06-09',
  },
];

const GIVEN = ['Wei', 'Anna', 'Rahul', 'Sofia', 'Jun', 'Mateo', 'Aisha', 'Lukas', 'Mei', 'Omar', 'Elena', 'Tomás', 'Priya', 'Kenji', 'Chloé', 'Ivan', 'Fatima', 'Noah', 'Yuki', 'Sara', 'Daniel', 'Lina', 'Hyun', 'Marco'];
const FAMILY = ['Zhang', 'Müller', 'Patel', 'Rossi', 'Kim', 'García', 'Nakamura', 'Okafor', 'Novak', 'Hansen', 'Silva', 'Cohen', 'Dubois', 'Ivanova', 'Chen', 'Wang', 'Singh', 'Larsen', 'Moreau', 'Tanaka', 'Ahmed', 'Fischer', 'Kowalski', 'Li'];

/** Title words by subject group (the first part of a category id). */
const SUBJECTS: Readonly<Record<string, { nouns: readonly string[]; tasks: readonly string[] }>> = {
  cs: {
    nouns: ['Retrieval', 'Planning', 'Reasoning', 'Alignment', 'Distillation', 'Tokenization', 'Attention', 'Agents', 'Graph Learning', 'Diffusion'],
    tasks: ['Long-Context Question Answering', 'Web Navigation', 'Code Generation', 'Multilingual Translation', 'Robotic Manipulation', 'Program Repair', 'Image Segmentation', 'Tool Use', 'Dialogue Systems', 'Malware Detection'],
  },
  math: {
    nouns: ['Bounds', 'Invariants', 'Spectra', 'Cohomology', 'Estimates', 'Flows', 'Operators', 'Partitions'],
    tasks: ['Elliptic Equations', 'Random Graphs', 'Moduli Spaces', 'Lie Algebras', 'Markov Chains', 'Convex Bodies', 'Number Fields'],
  },
  default: {
    nouns: ['Dynamics', 'Measurements', 'Constraints', 'Signatures', 'Simulations', 'Correlations', 'Models', 'Fluctuations'],
    tasks: ['Dense Plasmas', 'Neutron Stars', 'Quantum Dots', 'Turbulent Flows', 'Gene Regulation', 'Market Volatility', 'Dark Matter Halos', 'Superconducting Qubits'],
  },
};
const ADJECTIVES = ['Scalable', 'Robust', 'Efficient', 'Interpretable', 'Adaptive', 'Sparse', 'Unified', 'Hierarchical', 'Provable', 'Self-Supervised'];
const FRAMES = ['{Adj} {Noun} for {Task}', 'On the {Noun} of {Task}', 'Towards {Adj} {Task}', '{Noun} Meets {Task}: A {Adj} Approach', 'Revisiting {Noun} in {Task}'];

function generated(index: number, categoryIds: readonly string[]): Paper {
  const random = Random.fixed('arxiv-paper', index);
  const primary = random.chance(0.5) ? random.pick(categoryIds.filter((c) => c.startsWith('cs.'))) : random.pick(categoryIds);
  const words = SUBJECTS[primary.split('.')[0]] ?? SUBJECTS.default;
  const title = random
    .pick(FRAMES)
    .replace('{Adj}', random.pick(ADJECTIVES))
    .replace('{Noun}', random.pick(words.nouns))
    .replace('{Task}', random.pick(words.tasks));
  // Spread over the 30 months before today, newest first by index.
  const day = new Date(Date.parse(`${ARENA_TODAY}T00:00:00Z`) - (index * 1.5 + random.int(0, 1)) * 86_400_000);
  const submitted = day.toISOString().slice(0, 10);
  // Distinct numbers for distinct indexes, so no two papers share an identifier.
  const id = `${submitted.slice(2, 4)}${submitted.slice(5, 7)}.${10000 + index * 13 + random.int(0, 12)}`;
  const prose = Prose.with(ACADEMIC, words.nouns.map((n) => n.toLowerCase()), 'arxiv', id);
  const secondary = random.chance(0.6) ? [random.pick(categoryIds)] : [];
  return {
    id,
    title,
    authors: Array.from({ length: random.int(1, 7) }, () => `${random.pick(GIVEN)} ${random.pick(FAMILY)}`),
    abstract: prose.paragraph(4, 7),
    ...(random.chance(0.4) && { comments: `${random.int(8, 40)} pages, ${random.int(2, 14)} figures` }),
    categories: [...new Set([primary, ...secondary])],
    submitted,
  };
}

export const papers = lazy((): ReadonlyMap<string, Paper> => {
  const categoryIds = [...CATEGORIES.keys()];
  const all = [...Array.from({ length: 600 }, (_, i) => generated(i, categoryIds)), ...REAL];
  return new Map(all.map((paper) => [paper.id, paper]));
});

const byCategory = new Map<string, Paper[]>();

/** Papers of a category (primary or cross-listed) or of a whole archive, newest first; computed once each. */
export function papersIn(category: string): Paper[] {
  const known = byCategory.get(category);
  if (known) return known;
  const inArchive = !category.includes('.');
  const found = [...papers().values()]
    .filter((paper) => paper.categories.some((c) => c === category || (inArchive && c.split('.')[0] === category)))
    .sort((a, b) => b.submitted.localeCompare(a.submitted) || a.id.localeCompare(b.id));
  byCategory.set(category, found);
  return found;
}
