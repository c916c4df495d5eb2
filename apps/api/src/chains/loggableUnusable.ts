// The log form of stored chain rows that break the rules: each problem (which may quote the stored value, for the
// operator) shortened and with control characters escaped, at most a few per line, so a bad row cannot make a log line
// huge or smuggle terminal escapes into it.
import { logSafe } from '../errors/logSafeRequest.js';
import { type PublicUnusable, publicUnusable } from './publicUnusable.js';
import type { UnusableChainSetting } from './readChainSettings.js';

/** Characters of each problem kept in the log, and problems listed per log line. */
const LOGGED_PROBLEM_CHARS = 200;
const LOGGED_PROBLEMS = 20;

/** The log form: at most LOGGED_PROBLEMS entries, each problem cut to LOGGED_PROBLEM_CHARS and escaped. */
export function loggableUnusable(unusable: readonly UnusableChainSetting[]): {
  unusable: (PublicUnusable & { problem: string })[];
  more?: number;
} {
  const shown = unusable.slice(0, LOGGED_PROBLEMS).map((u) => ({
    ...(publicUnusable([u])[0] as PublicUnusable),
    problem: logSafe(
      u.problem.length > LOGGED_PROBLEM_CHARS ? `${u.problem.slice(0, LOGGED_PROBLEM_CHARS)}…` : u.problem,
    ) as string,
  }));
  return unusable.length > LOGGED_PROBLEMS
    ? { unusable: shown, more: unusable.length - LOGGED_PROBLEMS }
    : { unusable: shown };
}
