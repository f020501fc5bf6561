/** How a script's own option takes its value: one value, a value each time it is given, or none (a flag). */
export type OptionKind = 'value' | 'list' | 'flag';

type Taken<Spec extends Record<string, OptionKind>> = { [K in keyof Spec]?: Spec[K] extends 'list' ? string[] : Spec[K] extends 'flag' ? boolean : string };

/**
 * A script's own options (`--name value` or `--name=value`; a flag alone) taken out of `args`,
 * wherever they stand; everything else is left, in order, for the program the script runs
 * (Playwright). A value option given last with nothing after it takes an empty value.
 */
export function takeOptions<const Spec extends Record<string, OptionKind>>(args: readonly string[], spec: Spec): { values: Taken<Spec>; rest: string[] } {
  const values: Record<string, string | string[] | boolean> = {};
  const rest: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const match = /^--([^=]+)(?:=(.*))?$/.exec(args[i]);
    const kind = match ? spec[match[1]] : undefined;
    if (!match || !kind) {
      rest.push(args[i]);
      continue;
    }
    if (kind === 'flag') {
      values[match[1]] = true;
      continue;
    }
    const value = match[2] ?? args[++i] ?? '';
    if (kind === 'list') values[match[1]] = [...((values[match[1]] as string[] | undefined) ?? []), value];
    else values[match[1]] = value;
  }
  return { values: values as Taken<Spec>, rest };
}
