// Figures never break inside (issue 27): a number and its unit ("1 gwei", "0.6 POL", "21,000 gas", "3 transactions",
// "600 个收款人") are joined by a no-break space, so a line ends before or after the figure, never between its halves.
// `figure` joins what code formats; `keepFiguresTogether` does it for the catalogues' templates when they register.

/** U+00A0: a space that does not break a line. */
export const NO_BREAK_SPACE = '\u00a0';

/** "0.6" + "POL" → "0.6 POL" with a no-break space. */
export function figure(value: string, unit: string): string {
  return unit ? `${value}${NO_BREAK_SPACE}${unit}` : value;
}

/** What a number is followed by in the Tool's templates: the token symbol, gas units and counted nouns. */
const UNIT_AFTER = String.raw`\{\{symbol\}\}|gwei\b|gas\b|transactions?\b|confirmations?\b|approvals?\b|recipients?\b|lines?\b|days?\b|decimals\b|笔|个|行|天|位|次`;
/** A number (a placeholder or written digits) followed by a space and a unit. */
const NUMBER_THEN_UNIT = new RegExp(String.raw`(\{\{\w+\}\}|\d) (?=${UNIT_AFTER})`, 'g');
/** A word written before its number: "Gas 21 000" and the ordinal "第 3 笔" in Chinese. */
const UNIT_THEN_NUMBER = /(\bGas|\bgas|第) (?=\{\{\w+\}\}|\d)/g;

/** One template with its figures kept together: "{{count}} transactions" → "{{count}}\u00a0transactions". */
export function keepFigureTogether(text: string): string {
  return text.replace(NUMBER_THEN_UNIT, `$1${NO_BREAK_SPACE}`).replace(UNIT_THEN_NUMBER, `$1${NO_BREAK_SPACE}`);
}

/** Every template of a catalogue with its figures kept together (the keys and their order unchanged). */
export function keepFiguresTogether<C extends Record<string, string>>(catalogue: C): C {
  return Object.fromEntries(Object.entries(catalogue).map(([key, text]) => [key, keepFigureTogether(text)])) as C;
}
