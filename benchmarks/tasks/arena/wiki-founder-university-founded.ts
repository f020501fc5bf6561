import { arena, defineFamily } from 'contract-eval/task';
import { articleText, possessiveOf, theUniversity } from './shared/wiki-text.ts';

// Every company whose founder studied at a university (the others have no year to find), unless
// the company's or the founder's article already gives the university's founding year next to
// its name (a shortcut past the university's article).
export default defineFamily({
  family: 'wiki-founder-university-founded',
  defaultKey: 'wynorley-industries',
  instances: () =>
    arena.wiki
      .world()
      .companies.filter((company) => company.founder.almaMater)
      .filter((company) => {
        const university = company.founder.almaMater!;
        return ![company.name, company.founder.name].some((title) => new RegExp(`${university.name}[^.]{0,40}\\b${university.founded}\\b`).test(articleText(title)));
      }),
  key: (company) => arena.slug(company.name).toLowerCase(),
  task: (company) => {
    const founder = company.founder;
    const university = founder.almaMater!;
    return {
      title: `Encyclopedia: when the university of ${possessiveOf(company.name)} founder was founded`,
      startUrl: 'http://wiki.arena.test/',
      goal: `On Arenapedia, find who founded the company ${company.name} and where that person studied. In what year was that university established?`,
      rationale: `Company → founder (${founder.name}) → alma mater (${university.name}); the founding year ${university.founded} is in the university's infobox, not on the person's page.`,
      tags: ['standard'],
      maxSteps: 24,
      maxDurationMs: 120_000,
      success: { kind: 'answer', field: 'founded', description: 'the year that university was established', date: String(university.founded) },
      reference: [
        { do: 'fill', on: { role: 'searchbox', name: 'Search Arenapedia' }, text: company.name },
        { do: 'press', key: 'Enter', on: { role: 'searchbox', name: 'Search Arenapedia' } },
        { do: 'click', on: { role: 'link', name: founder.name, nth: 0 } },
        { do: 'click', on: { role: 'link', name: university.name, nth: 0 } },
        { do: 'answer', fields: { founded: String(university.founded) }, explanation: `${company.name} was founded by ${founder.name}, who studied at ${theUniversity(university.name)}, established in ${university.founded}.` },
      ],
    };
  },
});
