/**
 * The RFCs the mirror has: well-known real ones (number, title, authors, date, status and the
 * obsoletes/updates links as published) and generated recent ones that fill the lists.
 */
import { Random } from '../../site-kit/random.ts';
import { lazy } from '../mirror-kit.ts';

export type RfcStatus = 'INTERNET STANDARD' | 'PROPOSED STANDARD' | 'DRAFT STANDARD' | 'BEST CURRENT PRACTICE' | 'INFORMATIONAL' | 'HISTORIC';

export interface Rfc {
  number: number;
  title: string;
  authors: readonly string[];
  /** "June 2022". */
  date: string;
  status: RfcStatus;
  /** STD or BCP subseries, when the RFC is in one ("STD 97"). */
  series?: string;
  obsoletes: readonly number[];
  updates: readonly number[];
  /** Working group (source) of IETF-stream RFCs. */
  source: string;
  abstract: string;
  pages: number;
}

type Real = Omit<Rfc, 'abstract' | 'pages' | 'obsoletes' | 'updates' | 'source'> & Partial<Pick<Rfc, 'abstract' | 'obsoletes' | 'updates' | 'source'>>;

const HTTP11 = ['R. Fielding, Ed.', 'J. Reschke, Ed.'];

const REAL: readonly Real[] = [
  {
    number: 9110, title: 'HTTP Semantics', authors: ['R. Fielding, Ed.', 'M. Nottingham, Ed.', 'J. Reschke, Ed.'], date: 'June 2022', status: 'INTERNET STANDARD', series: 'STD 97',
    obsoletes: [2818, 7230, 7231, 7232, 7233, 7235, 7538, 7615, 7694], updates: [3864], source: 'httpbis',
    abstract: 'The Hypertext Transfer Protocol (HTTP) is a stateless application-level protocol for distributed, collaborative, hypertext information systems. This document describes the overall architecture of HTTP, establishes common terminology, and defines aspects of the protocol that are shared by all versions. In this definition are core protocol elements, extensibility mechanisms, and the "http" and "https" Uniform Resource Identifier (URI) schemes.',
  },
  { number: 9111, title: 'HTTP Caching', authors: ['R. Fielding, Ed.', 'M. Nottingham, Ed.', 'J. Reschke, Ed.'], date: 'June 2022', status: 'INTERNET STANDARD', series: 'STD 98', obsoletes: [7234], source: 'httpbis' },
  { number: 9112, title: 'HTTP/1.1', authors: ['R. Fielding, Ed.', 'M. Nottingham, Ed.', 'J. Reschke, Ed.'], date: 'June 2022', status: 'INTERNET STANDARD', series: 'STD 99', obsoletes: [7230], source: 'httpbis' },
  { number: 9113, title: 'HTTP/2', authors: ['M. Thomson, Ed.', 'C. Benfield, Ed.'], date: 'June 2022', status: 'PROPOSED STANDARD', obsoletes: [7540, 8740], source: 'httpbis' },
  { number: 9114, title: 'HTTP/3', authors: ['M. Bishop, Ed.'], date: 'June 2022', status: 'PROPOSED STANDARD', source: 'quic' },
  { number: 9000, title: 'QUIC: A UDP-Based Multiplexed and Secure Transport', authors: ['J. Iyengar, Ed.', 'M. Thomson, Ed.'], date: 'May 2021', status: 'PROPOSED STANDARD', source: 'quic' },
  { number: 9293, title: 'Transmission Control Protocol (TCP)', authors: ['W. Eddy, Ed.'], date: 'August 2022', status: 'INTERNET STANDARD', series: 'STD 7', obsoletes: [793], source: 'tcpm' },
  { number: 8446, title: 'The Transport Layer Security (TLS) Protocol Version 1.3', authors: ['E. Rescorla'], date: 'August 2018', status: 'PROPOSED STANDARD', source: 'tls' },
  { number: 8259, title: 'The JavaScript Object Notation (JSON) Data Interchange Format', authors: ['T. Bray, Ed.'], date: 'December 2017', status: 'INTERNET STANDARD', series: 'STD 90', source: 'jsonbis' },
  { number: 8174, title: 'Ambiguity of Uppercase vs Lowercase in RFC 2119 Key Words', authors: ['B. Leiba'], date: 'May 2017', status: 'BEST CURRENT PRACTICE', series: 'BCP 14', updates: [2119], source: 'IETF - NON WORKING GROUP' },
  { number: 7540, title: 'Hypertext Transfer Protocol Version 2 (HTTP/2)', authors: ['M. Belshe', 'R. Peon', 'M. Thomson, Ed.'], date: 'May 2015', status: 'PROPOSED STANDARD', source: 'httpbis' },
  { number: 8740, title: 'Using TLS 1.3 with HTTP/2', authors: ['D. Benjamin'], date: 'February 2020', status: 'PROPOSED STANDARD', source: 'httpbis' },
  { number: 7694, title: 'Hypertext Transfer Protocol (HTTP) Client-Initiated Content-Encoding', authors: ['J. Reschke'], date: 'November 2015', status: 'PROPOSED STANDARD', source: 'httpbis' },
  { number: 7615, title: 'HTTP Authentication-Info and Proxy-Authentication-Info Response Header Fields', authors: ['J. Reschke'], date: 'September 2015', status: 'PROPOSED STANDARD', source: 'httpauth' },
  { number: 7538, title: 'The Hypertext Transfer Protocol Status Code 308 (Permanent Redirect)', authors: ['J. Reschke'], date: 'April 2015', status: 'PROPOSED STANDARD', source: 'httpbis' },
  { number: 7519, title: 'JSON Web Token (JWT)', authors: ['M. Jones', 'J. Bradley', 'N. Sakimura'], date: 'May 2015', status: 'PROPOSED STANDARD', source: 'oauth' },
  { number: 7230, title: 'Hypertext Transfer Protocol (HTTP/1.1): Message Syntax and Routing', authors: HTTP11, date: 'June 2014', status: 'PROPOSED STANDARD', obsoletes: [2616], source: 'httpbis' },
  { number: 7231, title: 'Hypertext Transfer Protocol (HTTP/1.1): Semantics and Content', authors: HTTP11, date: 'June 2014', status: 'PROPOSED STANDARD', obsoletes: [2616], source: 'httpbis' },
  { number: 7232, title: 'Hypertext Transfer Protocol (HTTP/1.1): Conditional Requests', authors: HTTP11, date: 'June 2014', status: 'PROPOSED STANDARD', obsoletes: [2616], source: 'httpbis' },
  { number: 7233, title: 'Hypertext Transfer Protocol (HTTP/1.1): Range Requests', authors: ['R. Fielding, Ed.', 'Y. Lafon, Ed.', 'J. Reschke, Ed.'], date: 'June 2014', status: 'PROPOSED STANDARD', obsoletes: [2616], source: 'httpbis' },
  { number: 7234, title: 'Hypertext Transfer Protocol (HTTP/1.1): Caching', authors: ['R. Fielding, Ed.', 'M. Nottingham, Ed.', 'J. Reschke, Ed.'], date: 'June 2014', status: 'PROPOSED STANDARD', obsoletes: [2616], source: 'httpbis' },
  { number: 7235, title: 'Hypertext Transfer Protocol (HTTP/1.1): Authentication', authors: HTTP11, date: 'June 2014', status: 'PROPOSED STANDARD', obsoletes: [2616], source: 'httpbis' },
  { number: 6761, title: 'Special-Use Domain Names', authors: ['S. Cheshire', 'M. Krochmal'], date: 'February 2013', status: 'PROPOSED STANDARD', updates: [1918, 2606], source: 'IETF - NON WORKING GROUP' },
  { number: 6749, title: 'The OAuth 2.0 Authorization Framework', authors: ['D. Hardt, Ed.'], date: 'October 2012', status: 'PROPOSED STANDARD', source: 'oauth' },
  { number: 6455, title: 'The WebSocket Protocol', authors: ['I. Fette', 'A. Melnikov'], date: 'December 2011', status: 'PROPOSED STANDARD', source: 'hybi' },
  { number: 6265, title: 'HTTP State Management Mechanism', authors: ['A. Barth'], date: 'April 2011', status: 'PROPOSED STANDARD', source: 'httpstate' },
  { number: 5321, title: 'Simple Mail Transfer Protocol', authors: ['J. Klensin'], date: 'October 2008', status: 'DRAFT STANDARD', source: 'IETF - NON WORKING GROUP' },
  { number: 5234, title: 'Augmented BNF for Syntax Specifications: ABNF', authors: ['D. Crocker, Ed.', 'P. Overell'], date: 'January 2008', status: 'INTERNET STANDARD', series: 'STD 68', source: 'IETF - NON WORKING GROUP' },
  { number: 3986, title: 'Uniform Resource Identifier (URI): Generic Syntax', authors: ['T. Berners-Lee', 'R. Fielding', 'L. Masinter'], date: 'January 2005', status: 'INTERNET STANDARD', series: 'STD 66', source: 'IETF - NON WORKING GROUP' },
  { number: 3864, title: 'Registration Procedures for Message Header Fields', authors: ['G. Klyne', 'M. Nottingham', 'J. Mogul'], date: 'September 2004', status: 'BEST CURRENT PRACTICE', series: 'BCP 90', source: 'IETF - NON WORKING GROUP' },
  { number: 2818, title: 'HTTP Over TLS', authors: ['E. Rescorla'], date: 'May 2000', status: 'INFORMATIONAL', source: 'tls' },
  { number: 2616, title: 'Hypertext Transfer Protocol -- HTTP/1.1', authors: ['R. Fielding', 'J. Gettys', 'J. Mogul', 'H. Frystyk', 'L. Masinter', 'P. Leach', 'T. Berners-Lee'], date: 'June 1999', status: 'DRAFT STANDARD', source: 'http' },
  { number: 2606, title: 'Reserved Top Level DNS Names', authors: ['D. Eastlake 3rd', 'A. Panitz'], date: 'June 1999', status: 'BEST CURRENT PRACTICE', series: 'BCP 32', source: 'IETF - NON WORKING GROUP' },
  { number: 2119, title: 'Key words for use in RFCs to Indicate Requirement Levels', authors: ['S. Bradner'], date: 'March 1997', status: 'BEST CURRENT PRACTICE', series: 'BCP 14', source: 'IETF - NON WORKING GROUP' },
  { number: 1918, title: 'Address Allocation for Private Internets', authors: ['Y. Rekhter', 'B. Moskowitz', 'D. Karrenberg', 'G. J. de Groot', 'E. Lear'], date: 'February 1996', status: 'BEST CURRENT PRACTICE', series: 'BCP 5', source: 'IETF - NON WORKING GROUP' },
  { number: 1035, title: 'Domain names - implementation and specification', authors: ['P. Mockapetris'], date: 'November 1987', status: 'INTERNET STANDARD', series: 'STD 13', source: 'IETF - NON WORKING GROUP' },
  { number: 1034, title: 'Domain names - concepts and facilities', authors: ['P. Mockapetris'], date: 'November 1987', status: 'INTERNET STANDARD', series: 'STD 13', source: 'IETF - NON WORKING GROUP' },
  { number: 793, title: 'Transmission Control Protocol', authors: ['J. Postel'], date: 'September 1981', status: 'HISTORIC', source: 'IETF - NON WORKING GROUP' },
  { number: 791, title: 'Internet Protocol', authors: ['J. Postel'], date: 'September 1981', status: 'INTERNET STANDARD', series: 'STD 5', source: 'IETF - NON WORKING GROUP' },
];

const TOPICS = ['Media over QUIC', 'Post-Quantum Key Exchange', 'DNS Resolver Discovery', 'Structured Field Values', 'Privacy Pass', 'Multipath TCP', 'Oblivious HTTP', 'Encrypted Client Hello', 'Congestion Control', 'Resource Public Key Infrastructure', 'Segment Routing', 'OAuth Token Exchange', 'Web Push', 'Message Layer Security', 'Remote ATtestation procedureS'];
const FRAMES = ['Extensions to {t}', 'A Framework for {t}', 'Operational Considerations for {t}', 'Requirements for {t}', 'Updates to {t}', 'Using {t} in Constrained Environments', '{t}: Use Cases and Requirements', 'Guidelines for {t} Deployments'];
const SURNAMES = ['Nottingham', 'Thomson', 'Pauly', 'Kinnear', 'Huitema', 'Duke', 'Schinazi', 'Iyengar', 'Wood', 'Rescorla', 'Arkko', 'Hoffman', 'Bishop', 'Ohanian', 'Kuehlewind'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June'];
const STATUSES: readonly RfcStatus[] = ['PROPOSED STANDARD', 'INFORMATIONAL', 'BEST CURRENT PRACTICE', 'PROPOSED STANDARD'];

/** Recent RFCs, generated: titles from topics and phrasings, published in the first half of 2026. */
function recent(): Rfc[] {
  const titles = Random.fixed('rfc-editor', 'recent').sample(TOPICS.flatMap((topic) => FRAMES.map((frame) => ({ topic, title: frame.replace('{t}', topic) }))), 48);
  return titles.map(({ topic, title }, i) => {
    const random = Random.fixed('rfc-editor', 'recent', i);
    return {
      number: 9812 - i,
      title,
      authors: random.sample(SURNAMES, random.int(1, 3)).map((name) => `${String.fromCharCode(65 + random.int(0, 25))}. ${name}`),
      date: `${MONTHS[5 - Math.floor(i / 8)]} 2026`,
      status: random.pick(STATUSES),
      obsoletes: [],
      updates: [],
      source: topic.toLowerCase().replace(/[^a-z]+/g, '').slice(0, 6),
      abstract: `This document describes ${title.charAt(0).toLowerCase()}${title.slice(1)}. It specifies the protocol elements, the processing rules for senders and recipients, and the registries IANA maintains for them.`,
      pages: random.int(12, 60),
    };
  });
}

export const rfcs = lazy((): ReadonlyMap<number, Rfc> => {
  const all = [
    ...recent(),
    ...REAL.map((rfc) => ({
      obsoletes: [],
      updates: [],
      source: 'IETF - NON WORKING GROUP',
      abstract: `This document specifies ${rfc.title}. It defines the protocol elements and the requirements for implementations.`,
      ...rfc,
      pages: rfc.number === 9110 ? 194 : 20 + (rfc.number % 80),
    })),
  ];
  return new Map(all.map((rfc) => [rfc.number, rfc]));
});

/** RFCs that obsolete or update `number` (the "Obsoleted by"/"Updated by" lines). */
export function laterRfcs(number: number, relation: 'obsoletes' | 'updates'): number[] {
  return [...rfcs().values()].filter((rfc) => rfc[relation].includes(number)).map((rfc) => rfc.number).sort((a, b) => a - b);
}
