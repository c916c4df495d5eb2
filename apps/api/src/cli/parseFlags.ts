// Command-line options of one operator command: `--name value`, `--name=value` or a bare `--switch`. An option the
// command does not know is refused (a typo such as `--failed` must not silently list everything).
import { CliUsageError } from './CliUsageError.js';

export interface FlagSpec {
  /** Options that take a value. */
  valued?: readonly string[];
  /** Options that are on when present. */
  switches?: readonly string[];
}

export interface Flags {
  positional: string[];
  /** Each option's value (the last one when given more than once). */
  options: Map<string, string | true>;
  /** Every value of each valued option, in order (for options that may be repeated). */
  values: Map<string, string[]>;
}

export function parseFlags(command: string, args: string[], spec: FlagSpec): Flags {
  const valued = new Set(spec.valued ?? []);
  const switches = new Set(spec.switches ?? []);
  const positional: string[] = [];
  const options = new Map<string, string | true>();
  const values = new Map<string, string[]>();
  for (let i = 0; i < args.length; i++) {
    const a = args[i] as string;
    if (!a.startsWith('--')) {
      positional.push(a);
      continue;
    }
    const eq = a.indexOf('=');
    const name = eq === -1 ? a.slice(2) : a.slice(2, eq);
    const inline = eq === -1 ? undefined : a.slice(eq + 1);
    if (valued.has(name)) {
      const v = inline ?? args[++i];
      if (v === undefined) throw new CliUsageError(`--${name} needs a value`);
      options.set(name, v);
      values.set(name, [...(values.get(name) ?? []), v]);
    } else if (switches.has(name)) {
      if (inline !== undefined) throw new CliUsageError(`--${name} takes no value`);
      options.set(name, true);
    } else {
      const known = [...valued, ...switches].map((n) => `--${n}`);
      throw new CliUsageError(
        `unknown option --${name} for "${command}"${known.length ? `; it accepts ${known.join(', ')}` : '; it takes no options'}`,
      );
    }
  }
  return { positional, options, values };
}
