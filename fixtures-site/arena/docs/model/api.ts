/**
 * The library's API reference as data: functions grouped in one module per resource, helper
 * classes and client options, each with a release history (introduced, parameters added,
 * renamed or removed, defaults changed, deprecated in favour of another item, removed).
 * Generated once per process from the seed; pages show it as of the newest release of a major.
 */
import { Random } from '../../../site-kit/random.ts';
import { makeClasses, makeOptions } from './classes-and-options.ts';
import { makeModules } from './functions.ts';
import { latestOf, type Major, type Release } from './library.ts';
import { linkRelated, usageNotes } from './usage.ts';
import type { Api, ApiItem, Group, ParamHistory } from './api-items.ts';

export type { ApiKind, Field, Group, DefaultChange, ParamHistory, ClassMethod, HttpCall, Access, ApiError, ApiItem, Api } from './api-items.ts';

/** Whether an item is part of a major version's API. */
export function existsIn(item: ApiItem, major: Major): boolean {
  return item.introduced.major <= major && !(item.removed && item.removed.major <= major);
}

let api: Api | undefined;

export function getApi(): Api {
  if (api) return api;
  const random = Random.for('docs', 'api');
  const modules = makeModules(random);
  const classes = makeClasses(random);
  const options = makeOptions(random);
  const items = [...modules.items, ...classes.items, ...options.items];
  linkRelated(items);
  for (const item of items) item.usage = usageNotes(item);
  api = { groups: [...modules.groups, classes.group, options.group], items, byName: new Map(items.map((item) => [item.name, item])) };
  return api;
}

/** A parameter as a major version's docs show it. */
export interface ParamView {
  name: string;
  type: string;
  required: boolean;
  /** Code literal, or undefined when there is no default. */
  defaultValue?: string;
  description: string;
  sample: string;
  /** "Added in 2.3.0." and the like, for changes up to this major. */
  notes: string[];
}

/** The parameters a major version's docs list, as of its newest release; `since` is when their item came. */
export function paramsIn(params: readonly ParamHistory[], major: Major, since: Release): ParamView[] {
  const at = latestOf(major);
  const views: ParamView[] = [];
  for (const param of params) {
    if (param.added.index > at.index || (param.removed && param.removed.index <= at.index)) continue;
    const renamed = param.renamedIn !== undefined && param.renamedIn.index <= at.index;
    const defaults = param.defaults.filter((d) => d.from.index <= at.index);
    const notes: string[] = [];
    if (param.added.index > since.index) notes.push(`Added in ${param.added.version}.`);
    if (renamed) notes.push(`Renamed in ${param.renamedIn!.version}; it was called \`${param.formerName}\` before.`);
    for (let i = 1; i < defaults.length; i++) notes.push(`Changed in ${defaults[i].from.version}: the default was \`${defaults[i - 1].value}\`.`);
    views.push({
      name: param.renamedIn && !renamed ? param.formerName! : param.name,
      type: param.type,
      required: param.required,
      defaultValue: defaults.at(-1)?.value,
      description: param.description,
      sample: param.sample,
      notes,
    });
  }
  return views;
}

/** One line of an item's version history. */
export interface HistoryEvent {
  release: Release;
  text: string;
}

/** Everything that happened to an item up to the newest release of a major version, oldest first. */
export function historyOf(item: ApiItem, major: Major): HistoryEvent[] {
  const at = latestOf(major);
  const events: HistoryEvent[] = [{ release: item.introduced, text: `Added \`${item.name}\`.` }];
  for (const param of item.params) {
    // A parameter is named, in each event, as it was called at that time.
    const original = param.formerName ?? param.name;
    if (param.added.index > item.introduced.index) events.push({ release: param.added, text: `Added the parameter \`${original}\`.` });
    if (param.renamedIn) events.push({ release: param.renamedIn, text: `Renamed the parameter \`${param.formerName}\` to \`${param.name}\`.` });
    if (param.removed) events.push({ release: param.removed, text: `Removed the parameter \`${param.name}\`.` });
    param.defaults.slice(1).forEach((change, i) => {
      const name = param.renamedIn && param.renamedIn.index > change.from.index ? original : param.name;
      const what = item.kind === 'option' ? 'the default' : `the default of \`${name}\``;
      events.push({ release: change.from, text: `Changed ${what} from \`${param.defaults[i].value}\` to \`${change.value}\`.` });
    });
  }
  for (const method of item.methods) if (method.added.index > item.introduced.index) events.push({ release: method.added, text: `Added the method \`${method.name}()\`.` });
  if (item.deprecated) events.push({ release: item.deprecated.in, text: `Deprecated; use \`${item.deprecated.replacement}\` instead.` });
  return events.filter((e) => e.release.index <= at.index).sort((a, b) => a.release.index - b.release.index);
}

/** Items of a group that exist in a major version, in reference order. */
export function itemsOf(group: Group, major: Major): ApiItem[] {
  return getApi().items.filter((item) => item.group === group && existsIn(item, major));
}
