/**
 * One episode's view of a generated collection: the shared seed records (never mutated) with
 * this episode's edits, deletions and additions on top, so a reset costs nothing.
 */
export class Overlay<T extends { id: string }> {
  private readonly edits = new Map<string, T>();
  private readonly removed = new Set<string>();
  private readonly added: T[] = [];

  constructor(private readonly seed: () => readonly T[]) {}

  /** Every record as it is now, seed order first, then the added ones. */
  all(): T[] {
    const current = this.seed()
      .filter((record) => !this.removed.has(record.id))
      .map((record) => this.edits.get(record.id) ?? record);
    return [...current, ...this.added.filter((record) => !this.removed.has(record.id))];
  }

  get(id: string): T | undefined {
    if (this.removed.has(id)) return undefined;
    return this.edits.get(id) ?? this.added.find((record) => record.id === id) ?? this.seed().find((record) => record.id === id);
  }

  /** Replaces a record (by its id) with a new version. */
  put(record: T): void {
    const index = this.added.findIndex((r) => r.id === record.id);
    if (index >= 0) this.added[index] = record;
    else this.edits.set(record.id, record);
  }

  add(record: T): void {
    this.added.push(record);
  }

  remove(id: string): void {
    this.removed.add(id);
  }
}
