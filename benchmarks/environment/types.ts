/**
 * How an option's text becomes its value. `parse` gives undefined for a text that is no value of
 * the type; the accessor then refuses it, naming the variable, the text and `expects`.
 */
export interface OptionType<T> {
  /** What a value must be, in words: the docs' type column, and what a bad value's error asks for. */
  readonly expects: string;
  parse(raw: string): T | undefined;
}

/** Any text, as given. */
export const text = (expects = 'text'): OptionType<string> => ({ expects, parse: (raw) => raw });

/** Items separated by commas, each trimmed; empty items are dropped, so `,` alone names none. */
export const list = (items: string): OptionType<string[]> => ({
  expects: `${items}, comma-separated`,
  parse: (raw) => raw.split(',').map((item) => item.trim()).filter(Boolean),
});

/** One of a few words, exactly. */
export const oneOf = <const W extends string>(...words: W[]): OptionType<W> => ({
  expects: words.join(' or '),
  parse: (raw) => words.find((word) => word === raw),
});

/** On when the text is `1`; any other text leaves it off. */
export const flag: OptionType<boolean> = { expects: '1 to turn it on', parse: (raw) => raw === '1' };

/** A whole number (as `Number` reads it) from `min` to `max`. */
export const wholeNumber = (expects: string, min: number, max = Number.MAX_SAFE_INTEGER): OptionType<number> => ({
  expects,
  parse: (raw) => {
    const value = Number(raw);
    return Number.isInteger(value) && value >= min && value <= max ? value : undefined;
  },
});

export const positiveWholeNumber = wholeNumber('a positive whole number', 1);

/** A whole number written in decimal digits only, at most `count` of them (surrounding spaces aside). */
export const digits = (count: number): OptionType<number> => ({
  expects: `a whole number from 0 to ${'9'.repeat(count)}`,
  parse: (raw) => (new RegExp(`^\\d{1,${count}}$`).test(raw.trim()) ? Number(raw) : undefined),
});

/** A whole number from 1, or `all`. */
export const countOrAll: OptionType<number | 'all'> = {
  expects: 'a positive whole number, or all',
  parse: (raw) => (raw.trim() === 'all' ? 'all' : positiveWholeNumber.parse(raw)),
};

/** A number above 0 (as `Number` reads it). */
export const positiveNumber = (expects: string): OptionType<number> => ({
  expects,
  parse: (raw) => {
    const value = Number(raw);
    return value > 0 ? value : undefined;
  },
});

/** Three prices in US dollars per million tokens: input, output, cached input. */
export interface TokenPrices {
  input: number;
  output: number;
  cachedInput: number;
}

export const tokenPrices: OptionType<TokenPrices> = {
  expects: 'three prices in USD per million tokens, input,output,cached input (e.g. 2,8,0.5; 0,0,0 for a local server)',
  parse: (raw) => {
    const parts = raw.split(',').map((part) => part.trim());
    const values = parts.map(Number);
    if (values.length !== 3 || parts.some((part) => part === '') || values.some((value) => !Number.isFinite(value) || value < 0)) return undefined;
    const [input, output, cachedInput] = values;
    return { input, output, cachedInput };
  },
};

/** One shard of a run split over machines: the `current` of `total`, as Playwright's `--shard` names it. */
export interface Shard {
  current: number;
  total: number;
}

/** `i/N`, as `--shard` takes it: 1 ≤ i ≤ N. */
export const shard: OptionType<Shard> = {
  expects: 'i/N, the shard and how many there are (1 ≤ i ≤ N), as --shard takes it',
  parse: (raw) => {
    const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(raw);
    const [current, total] = match ? [Number(match[1]), Number(match[2])] : [0, 0];
    return current >= 1 && current <= total ? { current, total } : undefined;
  },
};
