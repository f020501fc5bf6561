/**
 * A colleague asks for one fact found on a read-only site, answered by a reply: `docs`, the SDK
 * release that first shipped a function (its page in the v3 docs says "Since …"); `wiki`, the year
 * a university was founded (its Arenapedia article).
 */
import { existsIn, getApi } from '../../../docs/model/api.ts';
import { getLibrary } from '../../../docs/model/library.ts';
import { articlePath } from '../../../wiki/articles/encyclopedia.ts';
import { theWorld } from '../../../wiki/world/world.ts';
import { COLLEAGUES, firstName, lines, type Draw, type Drawn } from '../request.ts';

export type FactVariant = 'docs' | 'wiki';

export interface FactData {
  /** What the question is about (a function, a university), and the page that answers it. */
  topic: string;
  url: string;
  /** The fact the reply must hold, as the page writes it. */
  fact: string;
}

export type FactRequest = Drawn<'fact', FactVariant, FactData>;

function docsFact(draw: Draw): FactRequest['data'] & { subject: string; body: string[]; from: string } {
  const functions = getApi().items.filter((item) => item.kind === 'function' && existsIn(item, 3) && !item.deprecated);
  const item = draw.claim(functions, (f) => `docs:${f.name}`, 'SDK functions');
  const { name, address } = COLLEAGUES.developer;
  return {
    topic: item.name,
    url: `http://docs.arena.test/v3/api/${item.name}`,
    fact: item.introduced.version,
    from: address,
    subject: `${getLibrary().name} SDK: when did ${item.name} arrive?`,
    body: ['Hi Jordan,', '', `Quick one before my call with a customer: which release of the ${getLibrary().name} SDK first shipped ${item.name}()? Our docs are at http://docs.arena.test/.`, '', 'Thanks,', firstName(name)],
  };
}

function wikiFact(draw: Draw): FactRequest['data'] & { subject: string; body: string[]; from: string } {
  const university = draw.claim(theWorld().universities, (u) => `wiki:${u.name}`, 'universities');
  const { name, address } = COLLEAGUES.support;
  return {
    topic: university.name,
    url: `http://wiki.arena.test${articlePath(university.name)}`,
    fact: String(university.founded),
    from: address,
    subject: `When was ${university.name} founded?`,
    body: ['Hi Jordan,', '', `I am writing the welcome note for our visitors from ${university.name}. Could you look up on Arenapedia (http://wiki.arena.test/) the year it was founded, and reply with it?`, '', 'Thanks!', firstName(name)],
  };
}

export function fact(variant: FactVariant) {
  return (draw: Draw): FactRequest => {
    const { subject, body, from, ...data } = variant === 'docs' ? docsFact(draw) : wikiFact(draw);
    return { kind: 'fact', variant, data, mail: [{ when: 'first', from, subject, body: lines(...body) }] };
  };
}
