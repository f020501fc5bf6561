import { arena, defineFamily } from 'contract-eval/task';
import { articleText, figure, numberWord } from './shared/wiki-text.ts';

// Every city with at least two notable natives (one would leave nothing to choose) of whom exactly
// one founded a company, and only one company (two would make two right answers), unless the
// city's article already names that company (it is based there: the answer and its employees
// would be on the first page, a shortcut past the founder's and the company's articles).
export default defineFamily({
  family: 'wiki-native-founder-company',
  defaultKey: 'norlund',
  instances: () => {
    const world = arena.wiki.world();
    return world.cities.flatMap((city) => {
      const natives = world.bornIn(city);
      const founders = natives.filter((person) => world.companiesFoundedBy(person).length > 0);
      if (natives.length < 2 || founders.length !== 1) return [];
      const companies = world.companiesFoundedBy(founders[0]);
      if (companies.length !== 1 || articleText(city.name).includes(companies[0].name)) return [];
      return [{ city, natives: natives.length, founder: founders[0], company: companies[0] }];
    });
  },
  key: ({ city }) => arena.slug(city.name).toLowerCase(),
  task: ({ city, natives, founder, company }) => {
    const employees = figure(company.employees);
    return {
      title: `Encyclopedia: the company founded by a native of ${city.name}`,
      startUrl: 'http://wiki.arena.test/',
      goal: `Of the notable people born in the city of ${city.name} listed on Arenapedia, one founded a company. Which company is it, and how many employees does it have?`,
      rationale: `${city.name}'s "Notable people" table lists ${numberWord(natives)} natives; only ${founder.name} founded a company (${company.name}), whose infobox gives ${employees} employees.`,
      tags: ['standard'],
      maxSteps: 30,
      maxDurationMs: 150_000,
      success: {
        kind: 'and',
        children: [
          { kind: 'answer', field: 'company', description: 'the company founded by a person born in the city', value: company.name, of: 'wiki.companies' },
          { kind: 'answer', field: 'employees', description: 'the company’s number of employees', number: company.employees },
        ],
      },
      reference: [
        { do: 'fill', on: { role: 'searchbox', name: 'Search Arenapedia' }, text: city.name },
        { do: 'press', key: 'Enter', on: { role: 'searchbox', name: 'Search Arenapedia' } },
        { do: 'click', on: { role: 'link', name: founder.name, nth: 0 } },
        { do: 'click', on: { role: 'link', name: company.name, nth: 0 } },
        { do: 'answer', fields: { company: company.name, employees: company.employees }, explanation: `${founder.name}, born in ${city.name}, founded ${company.name}, which has ${employees} employees.` },
      ],
    };
  },
});
