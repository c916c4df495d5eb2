// What became of a posted form: accepted, or refused for a reason the visitor can act on.
export type FormFailure = 'invalidEmail' | 'tooLong' | 'invalid' | 'tooMany' | 'server' | 'offline';

export type FormOutcome = { ok: true } | { ok: false; reason: FormFailure; field?: string };
