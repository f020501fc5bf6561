import { arena, defineFamily, type Step } from 'contract-eval/task';
import { numberWord, ordinalWord, theUniversity } from './shared/wiki-text.ts';

// Every country whose article lists at least three major companies, whose founders studied at two
// universities or more (one would leave nothing to compare), the oldest of them founded before
// every other (a tie has no oldest) and attended by exactly one of the founders (two would be two
// right answers); rejected too when that company is the newest or the largest (the table's last
// row, the most employees): a shortcut agent would guess it without the three hops.
export default defineFamily({
  family: 'wiki-frontier-founders-oldest-university',
  defaultKey: 'branenia',
  instances: () => {
    const world = arena.wiki.world();
    return world.countries.flatMap((country) => {
      // As the country's article lists them: by founding year.
      const companies = world.companies.filter((company) => company.headquarters.country === country).sort((a, b) => a.founded - b.founded);
      const universities = [...new Set(companies.flatMap((company) => (company.founder.almaMater ? [company.founder.almaMater] : [])))].sort((a, b) => a.founded - b.founded);
      if (companies.length < 3 || universities.length < 2 || universities[0].founded === universities[1].founded) return [];
      const alumni = companies.filter((company) => company.founder.almaMater === universities[0]);
      if (alumni.length !== 1) return [];
      const answer = alumni[0];
      const largest = Math.max(...companies.map((company) => company.employees));
      if (answer === companies.at(-1) || answer.employees === largest) return [];
      return [{ country, companies, universities, answer }];
    });
  },
  key: ({ country }) => arena.slug(country.name).toLowerCase(),
  task: ({ country, companies, universities, answer }) => {
    const n = companies.length;
    const studied = companies.filter((company) => company.founder.almaMater).length;
    const oldest = universities[0];
    const shared = universities
      .slice(1)
      .map((university) => ({ university, founders: companies.filter((company) => company.founder.almaMater === university).length }))
      .filter(({ founders }) => founders >= 2)
      .map(({ university, founders }) => `${numberWord(founders)} other founders share ${theUniversity(university.name)} (${university.founded})`);
    const others = universities.slice(1).map((university, i) => (i === 0 ? `${theUniversity(university.name)} dates from ${university.founded}` : `${theUniversity(university.name)} from ${university.founded}`));
    const visited = new Set<arena.wiki.University>();
    const steps = companies.flatMap((company, i): Step[] => {
      const last = i === n - 1;
      const university = company.founder.almaMater;
      const opens = university !== undefined && !visited.has(university);
      if (university) visited.add(university);
      return [
        { do: 'click', on: { role: 'link', name: company.name, nth: 0 } },
        { do: 'click', on: { role: 'link', name: company.founder.name, nth: 0 } },
        ...(opens ? [{ do: 'click', on: { role: 'link', name: university.name, nth: 0 } } as const] : []),
        ...(last ? [{ do: 'read' } as const] : Array.from({ length: opens ? 3 : 2 }, () => ({ do: 'back' }) as const)),
      ];
    });
    const founders = studied === n ? `all ${numberWord(n)} founders studied (at ${numberWord(universities.length)} universities)` : `${numberWord(studied)} of the ${numberWord(n)} founders studied (at ${numberWord(universities.length)} universities), ${numberWord(n - studied)} did not`;
    return {
      title: `Encyclopedia: of the major companies of ${country.name}, whose founder studied at the oldest university`,
      startUrl: 'http://wiki.arena.test/',
      goal: `On Arenapedia, the article on ${country.name} lists the major companies of the country. Which of these companies was founded by someone who studied at the oldest university, and in which year was that university founded?`,
      rationale:
        `long-horizon: ${numberWord(n)} companies in the ${country.name} article's table; each company's founder is only on the company's article, the founder's alma mater only on the founder's, and a university's founding year only on the university's (or its own country's) article: three hops per company, ${founders}. ${answer.name} (founder ${answer.founder.name}, ${oldest.name}, ${oldest.founded}) is the ${ordinalWord(companies.indexOf(answer) + 1)} of the ${numberWord(n)} rows (the table lists them by founding year), neither the newest nor the largest company${shared.length ? `, and ${shared.join(' and ')}` : ''}. The shallow agents read one page and cannot combine them.`,
      tags: ['frontier', 'long-horizon'],
      maxSteps: 80,
      maxDurationMs: 420_000,
      success: {
        kind: 'and',
        children: [
          { kind: 'answer', field: 'company', description: 'the company whose founder studied at the oldest university', value: answer.name, of: 'wiki.companies' },
          { kind: 'answer', field: 'founded', description: 'the year that university was founded', date: String(oldest.founded) },
        ],
      },
      reference: [
        { do: 'fill', on: { role: 'searchbox', name: 'Search Arenapedia' }, text: country.name },
        { do: 'press', key: 'Enter', on: { role: 'searchbox', name: 'Search Arenapedia' } },
        ...steps,
        {
          do: 'answer',
          fields: { company: answer.name, founded: String(oldest.founded) },
          explanation: `${answer.name}: its founder ${answer.founder.name} studied at ${theUniversity(oldest.name)}, which was founded in ${oldest.founded} (${others.length > 1 ? `${others.slice(0, -1).join(', ')} and ${others.at(-1)}` : others[0]}).`,
        },
      ],
    };
  },
});
