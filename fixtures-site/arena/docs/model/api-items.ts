/**
 * What the library's API reference is made of (./api.ts builds it): functions, helper classes and
 * client options, their parameters and release histories. Types only, so the modules that make
 * the items (./functions.ts, ./classes-and-options.ts, ./usage.ts, ./history.ts) and the one
 * that builds the API from them never import each other in a circle.
 */
import type { Major, Release } from './library.ts';

export type ApiKind = 'function' | 'class' | 'option';

export interface Field {
  name: string;
  type: string;
  description: string;
}

/** A section of the reference: a resource's module, the classes, or the client options. */
export interface Group {
  id: string;
  title: string;
  kind: 'module' | 'classes' | 'options';
  /** For modules: the resource, e.g. Bucket / buckets. */
  singular: string;
  plural: string;
  /** For modules: the fields of the resource object. */
  fields: readonly Field[];
  intro: string;
}

export interface DefaultChange {
  from: Release;
  value: string;
}

/** A parameter through the releases. */
export interface ParamHistory {
  /** The current name (as of the newest release that has it). */
  name: string;
  /** The name before `renamedIn`. */
  formerName?: string;
  renamedIn?: Release;
  type: string;
  required: boolean;
  description: string;
  sample: string;
  added: Release;
  removed?: Release;
  /** Oldest first; empty when the parameter has no default. */
  defaults: DefaultChange[];
}

export interface ClassMethod {
  name: string;
  params: ParamHistory[];
  returns: string;
  description: string;
  added: Release;
}

export interface HttpCall {
  method: string;
  /** The path for a major version, with `{x_id}` placeholders. */
  path(major: Major): string;
}

/** Who may call a function and which rate limit it counts against. */
export interface Access {
  role: string;
  limit: 'read' | 'write' | 'management';
  idempotent: boolean;
}

export interface ApiError {
  code: string;
  status: number;
  description: string;
}

export interface ApiItem {
  name: string;
  kind: ApiKind;
  group: Group;
  summary: string;
  details: string[];
  /** Longer paragraphs of advice: how the item is used in practice. */
  usage: string[];
  introduced: Release;
  deprecated?: { in: Release; replacement: string };
  /** The first release without it (always an x.0.0). */
  removed?: Release;
  params: ParamHistory[];
  returns: { type: string; pythonType: string; description: string };
  http?: HttpCall;
  access?: Access;
  errors: ApiError[];
  methods: ClassMethod[];
  /** For options: the environment variable that sets it. */
  envVar?: string;
  seeAlso: string[];
}

export interface Api {
  groups: Group[];
  items: ApiItem[];
  byName: Map<string, ApiItem>;
}
