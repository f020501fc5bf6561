/** The handle of the folder of files agents may upload (fixtures-site/uploads/ in this checkout). */
export const UPLOADS_HANDLE = 'uploads';

/** How a runtime handle is written where its value would be: `«handle:tab-1»`. */
export const handleMarker = (name: string) => `«handle:${name}»`;

/** A run-specific value a server's response names, in a family of such values (e.g. `tab`). */
export interface HandleValue {
  family: string;
  value: string;
}

/**
 * Values that differ from run to run or machine to machine (a server's tab ids, this checkout's
 * uploads folder), by name. Recorded calls hold them as markers; the server gets the values of
 * this run. Values learnt from responses are named by their family and the order they first
 * appeared in (`tab-1`, `tab-2`), which a replay of the same calls repeats.
 */
export class Handles {
  private readonly values = new Map<string, string>();

  set(name: string, value: string): void {
    this.values.set(name, value);
  }

  /** Names a value seen in a response, unless it has a name already. */
  learn({ family, value }: HandleValue): void {
    if ([...this.values.values()].includes(value)) return;
    const count = [...this.values.keys()].filter((name) => name.startsWith(`${family}-`)).length;
    this.values.set(`${family}-${count + 1}`, value);
  }

  /** This run's value of a handle. */
  get(name: string): string | undefined {
    return this.values.get(name);
  }

  /** Markers replaced by this run's values: what the server gets. */
  live<T>(value: T): T {
    return this.swap(value, [...this.values].map(([name, handle]) => [handleMarker(name), handle]));
  }

  /** This run's values replaced by markers, longest first: what may be recorded. */
  portable<T>(value: T): T {
    return this.swap(value, [...this.values].sort((a, b) => b[1].length - a[1].length).map(([name, handle]) => [handle, handleMarker(name)]));
  }

  private swap<T>(value: T, pairs: Array<[from: string, to: string]>): T {
    if (pairs.length === 0) return value;
    return JSON.parse(JSON.stringify(value), (_key, v: unknown) => (typeof v === 'string' ? pairs.reduce((text, [from, to]) => text.split(from).join(to), v) : v)) as T;
  }
}
