// Splits a span of milliseconds into whole days, hours, minutes and seconds (never negative).
export type DurationParts = { days: number; hours: number; minutes: number; seconds: number };

export function splitDuration(milliseconds: number): DurationParts {
  const total = Math.max(0, Math.floor(milliseconds / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3_600),
    minutes: Math.floor((total % 3_600) / 60),
    seconds: total % 60,
  };
}
